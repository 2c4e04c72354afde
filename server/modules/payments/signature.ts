import { createHash, timingSafeEqual } from 'node:crypto';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * SSLCommerz's `verify_sign`: md5 of `key=value&…` over the fields named in `verify_key` plus
 * `store_passwd` (the md5 of the store password), sorted by key. Only someone who knows the
 * store password can produce it, so a forged notice is refused before anything else is read.
 */
export function sslcommerzSignature(fields: Record<string, string>, storePassword: string): string | null {
  const keys = (fields.verify_key ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (keys.length === 0) return null;
  const signed: Record<string, string> = {};
  for (const key of keys) {
    const value = fields[key];
    if (value !== undefined) signed[key] = value;
  }
  signed.store_passwd = md5(storePassword);
  const text = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join('&');
  return md5(text);
}

export function sslcommerzSignatureValid(fields: Record<string, string>, storePassword: string): boolean {
  const expected = sslcommerzSignature(fields, storePassword);
  const given = (fields.verify_sign ?? '').toLowerCase();
  if (!expected || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
