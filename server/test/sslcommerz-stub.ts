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

type RefundMode = 'success' | 'processing' | 'failed' | 'down';

interface StubRefund {
  bankTranId: string;
  refundTransId: string;
  refundRefId: string;
  amount: number;
  remarks: string;
  settled: boolean;
}

export interface StubOptions {
  /** Milliseconds the validation API waits before answering, to let two callers overlap. */
  validationDelayMs?: number;
}

/**
 * SSLCommerz's session, validation and refund APIs on a loopback port, written from its documentation
 * (not from our adapter), so tests exercise the real HTTP exchange and an independent signature.
 */
export async function startSslcommerzStub(options: StubOptions = {}) {
  const sessions = new Map<string, Record<string, string>>();
  const validations = new Map<string, Record<string, string>>();
  const requests: string[] = [];
  let refuseSessions = false;
  let validatorDown = false;
  /** Paid amounts by bank_tran_id, as the refund API knows payments. */
  const paidByBankTran = new Map<string, number>();
  const refunds: StubRefund[] = [];
  let refundMode: RefundMode = 'success';

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
        const emiRefusal = emiFieldsRefusal(fields);
        if (emiRefusal) return send({ status: 'FAILED', failedreason: emiRefusal, sessionkey: '', GatewayPageURL: '' });
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
      if (request.method === 'GET' && url.pathname === '/validator/api/merchantTransIDvalidationAPI.php') {
        const query = url.searchParams;
        if (refundMode === 'down') return response.writeHead(503).end();
        if (query.get('store_id') !== SSLCOMMERZ_STORE_ID || query.get('store_passwd') !== SSLCOMMERZ_STORE_PASSWORD || query.get('format') !== 'json') {
          return send({ APIConnect: 'INVALID_REQUEST', status: 'failed', errorReason: 'Invalid store credentials' });
        }
        const asked = query.get('refund_ref_id');
        if (asked && !query.get('bank_tran_id')) {
          const known = refunds.find((refund) => refund.refundRefId === asked);
          if (!known) return send({ APIConnect: 'DONE', status: 'failed', refund_ref_id: asked, errorReason: 'Invalid refund_ref_id' });
          return send({
            APIConnect: 'DONE',
            bank_tran_id: known.bankTranId,
            refund_ref_id: asked,
            status: known.settled ? 'refunded' : 'processing',
            errorReason: '',
          });
        }
        return send(takeRefund(query));
      }
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function takeRefund(query: URLSearchParams): Record<string, string> {
    const bankTranId = query.get('bank_tran_id') ?? '';
    const key = query.get('refund_trans_id') ?? '';
    const amount = Number(query.get('refund_amount'));
    const paid = paidByBankTran.get(bankTranId);
    if (paid === undefined) return { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid bank_tran_id' };
    if (!key || !query.get('refund_remarks')) return { APIConnect: 'DONE', status: 'failed', errorReason: 'refund_trans_id and refund_remarks are required' };
    // refund_trans_id is unique per refund: asked again, SSLCommerz answers the refund it already took.
    const earlier = refunds.find((refund) => refund.refundTransId === key);
    if (earlier)
      return {
        APIConnect: 'DONE',
        bank_tran_id: bankTranId,
        trans_id: earlier.refundTransId,
        refund_ref_id: earlier.refundRefId,
        status: earlier.settled ? 'success' : 'processing',
        errorReason: '',
      };
    if (refundMode === 'failed')
      return { APIConnect: 'DONE', bank_tran_id: bankTranId, status: 'failed', errorReason: 'Refund not allowed for this transaction' };
    const taken = refunds.filter((refund) => refund.bankTranId === bankTranId).reduce((sum, refund) => sum + refund.amount, 0);
    if (!Number.isFinite(amount) || amount <= 0 || amount > paid - taken) {
      return { APIConnect: 'DONE', bank_tran_id: bankTranId, status: 'failed', errorReason: 'Refund amount exceeds the transaction amount' };
    }
    const refund: StubRefund = {
      bankTranId,
      refundTransId: key,
      refundRefId: `RR${randomBytes(6).toString('hex').toUpperCase()}`,
      amount,
      remarks: query.get('refund_remarks') ?? '',
      settled: refundMode !== 'processing',
    };
    refunds.push(refund);
    return {
      APIConnect: 'DONE',
      bank_tran_id: bankTranId,
      trans_id: key,
      refund_ref_id: refund.refundRefId,
      status: refund.settled ? 'success' : 'processing',
      errorReason: '',
    };
  }

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
        // A payment on EMI names its instalments and their amount; one paid at once says 0.
        emi_instalment: opened.emi_option === '1' ? (opened.emi_selected_inst ?? '0') : '0',
        emi_amount: opened.emi_option === '1' ? (Number(amount) / Number(opened.emi_selected_inst)).toFixed(2) : '0.00',
        risk_level: '0',
        risk_title: 'Safe',
      };
      validations.set(valId, { ...paid, validated_on: '2026-11-21 14:05:20', ...validated });
      paidByBankTran.set(paid.bank_tran_id, Number(amount));
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

    /** Refunds the refund API took, in order: one per refund_trans_id. */
    refunds: () => refunds.map((refund) => ({ ...refund })),
    /** How the refund API answers a new refund: taken at once, taken but `processing`, refused, or 503. */
    refundMode(mode: RefundMode) {
      refundMode = mode;
    },
    /** A refund answered `processing` completes at the bank; the status query says `refunded` from then on. */
    settleRefunds() {
      for (const refund of refunds) refund.settled = true;
    },

    validationCalls: () => requests.filter((line) => line.includes('validationserverAPI')).length,

    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SslcommerzStub = Awaited<ReturnType<typeof startSslcommerzStub>>;

/** SSLCommerz's EMI tenures and its smallest EMI payment (its integration FAQ: EMI from 5,000 BDT, 3 to 36 months). */
const SSLCOMMERZ_EMI_TENURES = ['3', '6', '9', '12', '18', '24', '36'];
const SSLCOMMERZ_EMI_MINIMUM = 5000;

/** Why SSLCommerz would refuse a session's EMI fields, or null when they hold together. */
function emiFieldsRefusal(fields: Record<string, string>): string | null {
  const option = fields.emi_option ?? '0';
  if (option !== '0' && option !== '1') return 'emi_option must be 1 or 0';
  if (option === '0') return fields.emi_selected_inst || fields.emi_allow_only === '1' ? 'EMI fields without emi_option=1' : null;
  const selected = fields.emi_selected_inst ?? '';
  const max = fields.emi_max_inst_option ?? selected;
  if (!SSLCOMMERZ_EMI_TENURES.includes(selected)) return `emi_selected_inst ${selected || '(none)'} is not an EMI tenure`;
  if (!SSLCOMMERZ_EMI_TENURES.includes(max) || Number(max) < Number(selected)) return `emi_max_inst_option ${max} does not cover ${selected}`;
  if (Number(fields.total_amount) < SSLCOMMERZ_EMI_MINIMUM) return `EMI starts from ${SSLCOMMERZ_EMI_MINIMUM} BDT`;
  return null;
}
