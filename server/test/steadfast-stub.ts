import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in takes; a shop pointed at it (STEADFAST_API_URL) sets these. */
export const STEADFAST_STUB_CREDENTIALS = {
  STEADFAST_API_KEY: 'dokan-test-steadfast-key',
  STEADFAST_SECRET_KEY: 'dokan-test-steadfast-secret',
  STEADFAST_WEBHOOK_TOKEN: 'dokan-test-steadfast-webhook-token',
};
const { STEADFAST_API_KEY, STEADFAST_SECRET_KEY, STEADFAST_WEBHOOK_TOKEN } = STEADFAST_STUB_CREDENTIALS;

/**
 * How the next create_order goes: booked; refused (Steadfast's 422 with per-field errors);
 * `timeout`: booked, but the answer comes after `lateMs`, past the shop's patience.
 */
export type SteadfastStubMode = 'success' | 'refuse' | 'timeout';

interface StubConsignment {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  status: string;
}

/**
 * A loopback stand-in for Steadfast Courier's merchant API v1: Api-Key and Secret-Key headers,
 * create_order (invoices unique, 11-digit phones), status_by_cid / status_by_invoice /
 * status_by_trackingcode; and the webhook Steadfast sends, with its Bearer token, to `webhookUrl`.
 */
export async function startSteadfastStub(options: { port?: number; lateMs?: number; webhookUrl?: string } = {}) {
  const consignments: StubConsignment[] = [];
  const requests: string[] = [];
  let mode: SteadfastStubMode = 'success';
  // Steadfast's ids are unique across all its merchants: a stand-in started again (the browser
  // tests' second project) must not hand out the ids of parcels an earlier one booked.
  let nextId = randomInt(1_000_000, 900_000_000);

  const answer = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  function create(body: Record<string, unknown>): { status: number; body: unknown } {
    const errors: Record<string, string[]> = {};
    const invoice = String(body.invoice ?? '');
    if (!/^[A-Za-z0-9_-]+$/.test(invoice)) errors.invoice = ['The invoice field is required.'];
    else if (consignments.some((row) => row.invoice === invoice)) errors.invoice = ['The invoice has already been taken.'];
    if (!/^\d{11}$/.test(String(body.recipient_phone ?? ''))) errors.recipient_phone = ['The recipient phone must be 11 digits.'];
    if (!body.recipient_address) errors.recipient_address = ['The recipient address field is required.'];
    if (mode === 'refuse') errors.recipient_address = ['The recipient address is not in a delivery area.'];
    const cod = Number(body.cod_amount);
    if (!Number.isFinite(cod) || cod < 0) errors.cod_amount = ['The cod amount must be at least 0.'];
    if (Object.keys(errors).length > 0) return { status: 422, body: { status: 400, message: 'Validation failed.', errors } };
    nextId += 1;
    const row: StubConsignment = {
      consignment_id: nextId,
      invoice,
      tracking_code: nextId.toString(16).toUpperCase().padStart(8, '0'),
      recipient_name: String(body.recipient_name),
      recipient_phone: String(body.recipient_phone),
      recipient_address: String(body.recipient_address),
      cod_amount: cod,
      status: 'in_review',
    };
    consignments.push(row);
    return { status: 200, body: { status: 200, message: 'Consignment has been created successfully.', consignment: { ...row } } };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://stub').pathname.replace(/^\/api\/v1/, '');
      requests.push(`${request.method} ${path}`);
      if (request.headers['api-key'] !== STEADFAST_API_KEY || request.headers['secret-key'] !== STEADFAST_SECRET_KEY)
        return answer(response, 401, { status: 401, message: 'Unauthorized.' });
      if (request.method === 'POST' && path === '/create_order') {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
        } catch {
          return answer(response, 400, { status: 400, message: 'Malformed JSON.' });
        }
        const created = create(body);
        if (mode === 'timeout') return void setTimeout(() => answer(response, created.status, created.body), options.lateMs ?? 1500);
        return answer(response, created.status, created.body);
      }
      const lookup = path.match(/^\/status_by_(cid|invoice|trackingcode)\/([^/]+)$/);
      if (request.method === 'GET' && lookup) {
        const key = decodeURIComponent(lookup[2] ?? '');
        const row = consignments.find((item) =>
          lookup[1] === 'cid' ? String(item.consignment_id) === key : lookup[1] === 'invoice' ? item.invoice === key : item.tracking_code === key,
        );
        return row
          ? answer(response, 200, { status: 200, delivery_status: row.status })
          : answer(response, 404, { status: 404, message: 'Consignment not found.' });
      }
      return answer(response, 404, { status: 404, message: 'Not found.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;

  const find = (invoice: string) => {
    const row = consignments.find((item) => item.invoice === invoice);
    if (!row) throw new Error(`the stand-in has no consignment for ${invoice}`);
    return row;
  };

  /** The webhook Steadfast sends when a parcel's delivery status changes (cod_amount: the cash collected). */
  function notice(invoice: string, status: string, collected?: number) {
    const row = find(invoice);
    row.status = status;
    return {
      headers: { authorization: `Bearer ${STEADFAST_WEBHOOK_TOKEN}`, 'content-type': 'application/json' },
      body: {
        notification_type: 'delivery_status',
        consignment_id: row.consignment_id,
        invoice: row.invoice,
        cod_amount: collected ?? row.cod_amount,
        status: status.replaceAll('_', ' ').replace(/^\w/, (letter) => letter.toUpperCase()),
        delivery_charge: 60,
        tracking_message: `Parcel ${status.replaceAll('_', ' ')}`,
        updated_at: new Date().toISOString().slice(0, 19).replace('T', ' '),
      },
    };
  }

  return {
    env: { ...STEADFAST_STUB_CREDENTIALS, STEADFAST_API_URL: base },
    base,
    requests,
    calls: (line: string) => requests.filter((item) => item === line).length,
    mode(next: SteadfastStubMode) {
      mode = next;
    },
    consignments: () => consignments.map((row) => ({ ...row })),
    /** Moves a parcel on without telling the shop (the polling job must find it). */
    setStatus(invoice: string, status: string) {
      find(invoice).status = status;
    },
    notice,
    /** Sends the notice to the shop's webhook, as Steadfast does; answers the shop's status code. */
    async send(invoice: string, status: string, collected?: number, url = options.webhookUrl): Promise<number> {
      if (!url) throw new Error('the stand-in has no webhook URL');
      const { headers, body } = notice(invoice, status, collected);
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
      return response.status;
    },
    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SteadfastStub = Awaited<ReturnType<typeof startSteadfastStub>>;

if (import.meta.main) {
  const webhookUrl = process.env.STEADFAST_STUB_WEBHOOK_URL ?? 'http://127.0.0.1:3000/api/couriers/steadfast/webhook';
  const stub = await startSteadfastStub({ port: Number(process.env.STEADFAST_STUB_PORT ?? 0), webhookUrl });
  process.stdout.write(
    `Steadfast stand-in at ${stub.base}; start the shop with:\n${Object.entries(stub.env)
      .map(([key, value]) => `${key}=${value}`)
      .join(' ')}\nType "<order number> <status>" (delivered, partial_delivered, cancelled, hold, pending) to send its webhook to ${webhookUrl}.\n`,
  );
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (line: string) => {
    const [invoice = '', status = 'delivered'] = line.trim().split(/\s+/);
    stub.send(invoice, status).then(
      (code) => process.stdout.write(`sent ${status} for ${invoice}: the shop answered ${code}\n`),
      (error: unknown) => process.stdout.write(`${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
}
