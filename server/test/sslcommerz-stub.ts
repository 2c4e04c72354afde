import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const SSLCOMMERZ_STORE_ID = 'dokan0test';
const SSLCOMMERZ_STORE_PASSWORD = 'dokan0test@ssl';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The fields SSLCommerz signs in its IPN, in the order its own notices list them. */
const SIGNED_FIELDS = [
  'amount',
  'bank_tran_id',
  'base_fair',
  'card_brand',
  'card_issuer',
  'card_no',
  'card_type',
  'currency',
  'currency_amount',
  'currency_type',
  'status',
  'store_amount',
  'tran_date',
  'tran_id',
  'val_id',
];

export interface StubOptions {
  /** Milliseconds the validation API waits before answering, to let two callers overlap. */
  validationDelayMs?: number;
}

/**
 * SSLCommerz's session and validation APIs on a loopback port, written from its documentation
 * (not from our adapter), so tests exercise the real HTTP exchange and an independent signature.
 */
export async function startSslcommerzStub(options: StubOptions = {}) {
  const sessions = new Map<string, Record<string, string>>();
  const validations = new Map<string, Record<string, string>>();
  const requests: string[] = [];
  let refuseSessions = false;
  let validatorDown = false;

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${request.method} ${url.pathname}`);
    const send = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      if (request.method === 'POST' && url.pathname === '/gwprocess/v4/api.php') {
        const fields = Object.fromEntries(new URLSearchParams(text));
        if (refuseSessions || fields.store_id !== SSLCOMMERZ_STORE_ID || fields.store_passwd !== SSLCOMMERZ_STORE_PASSWORD) {
          return send({ status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active', sessionkey: '', GatewayPageURL: '' });
        }
        const sessionKey = randomBytes(16).toString('hex').toUpperCase();
        sessions.set(fields.tran_id ?? '', fields);
        return send({
          status: 'SUCCESS',
          failedreason: '',
          sessionkey: sessionKey,
          GatewayPageURL: `${base}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${sessionKey}`,
        });
      }
      if (request.method === 'GET' && url.pathname === '/validator/api/validationserverAPI.php') {
        if (validatorDown) return response.writeHead(503).end();
        const query = url.searchParams;
        const answer =
          query.get('store_id') === SSLCOMMERZ_STORE_ID && query.get('store_passwd') === SSLCOMMERZ_STORE_PASSWORD && query.get('format') === 'json'
            ? (validations.get(query.get('val_id') ?? '') ?? { status: 'INVALID_TRANSACTION' })
            : { status: 'INVALID_TRANSACTION', error: 'Invalid store credentials' };
        setTimeout(() => send(answer), options.validationDelayMs ?? 0);
        return;
      }
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function session(tranId: string): Record<string, string> {
    const fields = sessions.get(tranId);
    if (!fields) throw new Error(`no SSLCommerz session was opened for ${tranId}`);
    return fields;
  }

  return {
    env: { SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD, SSLCOMMERZ_API_URL: base },
    base,
    /** Method and path of every call the stand-in received, in order. */
    requests,
    /** The form our server posted to open the session for this transaction. */
    session,
    refuseSessions(refuse: boolean) {
      refuseSessions = refuse;
    },
    /** The validation API answers 503 while `down`, as during an SSLCommerz outage. */
    validatorDown(down: boolean) {
      validatorDown = down;
    },

    /**
     * The shopper pays: registers what the validation API will say about it and answers the fields
     * SSLCommerz then posts (browser return and IPN alike). `validated` overrides the validation
     * answer, to play a gateway that reports another amount, currency or transaction.
     */
    pay(tranId: string, validated: Record<string, string> = {}) {
      const opened = session(tranId);
      const valId = `${Date.now()}${randomBytes(6).toString('hex')}`;
      const amount = Number(opened.total_amount).toFixed(2);
      const paid = {
        status: 'VALID',
        tran_date: '2026-11-21 14:05:10',
        tran_id: tranId,
        val_id: valId,
        amount,
        store_amount: (Number(amount) * 0.975).toFixed(2),
        currency: 'BDT',
        bank_tran_id: `BT${randomBytes(5).toString('hex').toUpperCase()}`,
        card_type: 'VISA-Dutch Bangla',
        card_no: '411111XXXXXX1111',
        card_issuer: 'STANDARD CHARTERED BANK',
        card_brand: 'VISA',
        card_issuer_country: 'Bangladesh',
        currency_type: 'BDT',
        currency_amount: amount,
        risk_level: '0',
        risk_title: 'Safe',
      };
      validations.set(valId, { ...paid, validated_on: '2026-11-21 14:05:20', ...validated });
      return { ...paid, value_a: opened.value_a ?? '' };
    },

    /** Signs posted fields as SSLCommerz does; `password` lets a test sign with the wrong one. */
    sign(fields: Record<string, string>, password = SSLCOMMERZ_STORE_PASSWORD): Record<string, string> {
      const keys = SIGNED_FIELDS.filter((key) => key in fields);
      const signed: Record<string, string> = { store_passwd: md5(password) };
      for (const key of keys) signed[key] = fields[key]!;
      const hashed = Object.keys(signed)
        .sort()
        .map((key) => `${key}=${signed[key]}`)
        .join('&');
      return { ...fields, verify_key: keys.join(','), verify_sign: md5(hashed) };
    },

    validationCalls: () => requests.filter((line) => line.includes('validationserverAPI')).length,

    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SslcommerzStub = Awaited<ReturnType<typeof startSslcommerzStub>>;
