import { randomBytes } from 'node:crypto';

export interface Part {
  field: string;
  value: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart body as a browser's FormData sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----dokan${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => {
    const disposition =
      part.filename === undefined
        ? `Content-Disposition: form-data; name="${part.field}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`;
    return [Buffer.from(`--${boundary}\r\n${disposition}`), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n')];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
