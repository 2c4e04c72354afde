import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in takes; a shop pointed at it (BKASH_API_URL) sets these. */
export const BKASH_STUB_CREDENTIALS = {
  BKASH_APP_KEY: 'dokan-test-app-key',
  BKASH_APP_SECRET: 'dokan-test-app-secret',
  BKASH_USERNAME: '01770618567',
  BKASH_PASSWORD: 'dokan-test-password',
};
const { BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD } = BKASH_STUB_CREDENTIALS;

/**
 * How the next approved payment goes: paid; refused by bKash (failure) or left by the shopper
 * (cancel); `timeout`: execute answers too late for the shop, but the money moves after
 * `lateMs`; `wrong-amount`: bKash's answers name another amount than the one created.
 */
export type BkashStubMode = 'success' | 'failure' | 'cancel' | 'timeout' | 'wrong-amount';

interface StubPayment {
  paymentID: string;
  amount: string;
  currency: string;
  merchantInvoiceNumber: string;
  payerReference: string;
  callbackURL: string;
  status: 'Initiated' | 'Approved' | 'Completed' | 'Failed' | 'Cancelled';
  mode: BkashStubMode;
  trxID: string | null;
  executed: boolean;
  /** Timeout mode: when the money moves. */
  completesAt: number | null;
}

interface StubRefund {
  paymentID: string;
  originalTrxID: string;
  refundTrxID: string;
  amount: number;
  sku: string;
}

export interface BkashStubOptions {
  /** How long a granted id_token lives, in seconds (bKash: 3600). */
  tokenSeconds?: number;
  /** Timeout mode: how long execute keeps the shop waiting, and when the money moves. */
  executeDelayMs?: number;
  lateMs?: number;
  /** A fixed port, for a shop configured before the stand-in starts (Playwright, development); else any free one. */
  port?: number;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body><main>${body}</main></body></html>`;

/**
 * bKash's Tokenized Checkout (grant and refresh, create, execute, payment status, refund) on a
 * loopback port, written from bKash's published API rather than from our adapter. Its payment
 * page "pays" at a click and sends the browser to the callback as bKash does. Tests start it
 * in-process; for development, `node server/test/bkash-stub.ts` runs it and prints the BKASH_*
 * settings to point the shop at it.
 */
export async function startBkashStub(options: BkashStubOptions = {}) {
  const tokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const payments = new Map<string, StubPayment>();
  const refunds: StubRefund[] = [];
  const requests: string[] = [];
  let mode: BkashStubMode = 'success';
  let down = false;
  /** The next refund is taken but its answer never reaches the shop. */
  let loseRefundAnswer = false;
  let now = () => Date.now();

  const tokenSeconds = options.tokenSeconds ?? 3600;
  const executeDelayMs = options.executeDelayMs ?? 1500;
  const lateMs = options.lateMs ?? 1000;

  function grant() {
    const idToken = `IDT${randomBytes(16).toString('hex')}`;
    const refreshToken = `RFT${randomBytes(16).toString('hex')}`;
    tokens.set(idToken, now() + tokenSeconds * 1000);
    refreshTokens.add(refreshToken);
    return { statusCode: '0000', statusMessage: 'Successful', id_token: idToken, token_type: 'Bearer', expires_in: tokenSeconds, refresh_token: refreshToken };
  }

  function settleLate(payment: StubPayment) {
    if (payment.completesAt !== null && payment.completesAt <= now() && payment.status === 'Approved') {
      payment.status = 'Completed';
      payment.trxID = `TRX${randomBytes(4).toString('hex').toUpperCase()}`;
    }
  }

  function described(payment: StubPayment) {
    settleLate(payment);
    return {
      statusCode: '0000',
      statusMessage: 'Successful',
      paymentID: payment.paymentID,
      payerReference: payment.payerReference,
      customerMsisdn: payment.payerReference,
      trxID: payment.trxID ?? undefined,
      amount: payment.mode === 'wrong-amount' ? (Number(payment.amount) - 1).toFixed(2) : payment.amount,
      currency: payment.currency,
      intent: 'sale',
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
      transactionStatus: payment.status,
      verificationStatus: 'Complete',
    };
  }

  const error = (statusCode: string, statusMessage: string) => ({ statusCode, statusMessage });

  function route(path: string, body: Record<string, unknown>, headers: http.IncomingHttpHeaders): { status: number; body: unknown; delayMs?: number } {
    if (path === '/tokenized/checkout/token/grant' || path === '/tokenized/checkout/token/refresh') {
      if (
        headers.username !== BKASH_USERNAME ||
        headers.password !== BKASH_PASSWORD ||
        body.app_key !== BKASH_APP_KEY ||
        body.app_secret !== BKASH_APP_SECRET
      ) {
        return { status: 200, body: error('2079', 'Invalid app token') };
      }
      if (path.endsWith('/refresh') && !refreshTokens.has(String(body.refresh_token))) return { status: 200, body: error('2079', 'Invalid refresh token') };
      return { status: 200, body: grant() };
    }
    const expiry = tokens.get(String(headers.authorization ?? ''));
    if (headers['x-app-key'] !== BKASH_APP_KEY || expiry === undefined || expiry <= now()) return { status: 401, body: { message: 'Unauthorized' } };
    if (path === '/tokenized/checkout/create') {
      const amount = Number(body.amount);
      if (body.mode !== '0011' || body.intent !== 'sale' || body.currency !== 'BDT' || !(amount > 0) || !/^\d+\.\d{2}$/.test(String(body.amount))) {
        return { status: 200, body: error('2065', 'Mandatory field missing or invalid') };
      }
      if (!body.callbackURL || !body.merchantInvoiceNumber) return { status: 200, body: error('2065', 'Mandatory field missing') };
      const paymentID = `TR0011${randomBytes(8).toString('hex').toUpperCase()}`;
      const payment: StubPayment = {
        paymentID,
        amount: String(body.amount),
        currency: 'BDT',
        merchantInvoiceNumber: String(body.merchantInvoiceNumber),
        payerReference: String(body.payerReference ?? ''),
        callbackURL: String(body.callbackURL),
        status: 'Initiated',
        mode,
        trxID: null,
        executed: false,
        completesAt: null,
      };
      payments.set(paymentID, payment);
      return {
        status: 200,
        body: {
          ...described(payment),
          bkashURL: `${base}/checkout/pay?paymentID=${paymentID}`,
          callbackURL: payment.callbackURL,
          paymentCreateTime: new Date().toISOString(),
        },
      };
    }
    const payment = payments.get(String(body.paymentID ?? ''));
    if (path === '/tokenized/checkout/execute') {
      if (!payment) return { status: 200, body: error('2056', 'Invalid Payment State') };
      if (payment.executed) return { status: 200, body: error('2117', 'Payment execution already been called before') };
      if (payment.status !== 'Approved') return { status: 200, body: error('2056', 'Invalid Payment State') };
      payment.executed = true;
      if (payment.mode === 'timeout') {
        payment.completesAt = now() + lateMs;
        return { status: 200, body: {}, delayMs: executeDelayMs };
      }
      payment.status = 'Completed';
      payment.trxID = `TRX${randomBytes(4).toString('hex').toUpperCase()}`;
      return { status: 200, body: { ...described(payment), paymentExecuteTime: new Date().toISOString() } };
    }
    if (path === '/tokenized/checkout/payment/status') {
      if (!payment) return { status: 200, body: error('2117', 'Invalid Payment ID') };
      return { status: 200, body: described(payment) };
    }
    if (path === '/tokenized/checkout/payment/refund') {
      if (!payment || payment.trxID !== body.trxID || payment.status !== 'Completed') return { status: 200, body: error('2071', 'Invalid trxID or paymentID') };
      if (body.amount === undefined) {
        const latest = refunds.filter((refund) => refund.paymentID === payment.paymentID).at(-1);
        if (!latest) return { status: 200, body: error('2071', 'No refund found') };
        return {
          status: 200,
          body: {
            originalTrxID: latest.originalTrxID,
            refundTrxID: latest.refundTrxID,
            transactionStatus: 'Completed',
            amount: latest.amount.toFixed(2),
            currency: 'BDT',
            charge: '0.00',
          },
        };
      }
      const amount = Number(body.amount);
      const taken = refunds.filter((refund) => refund.paymentID === payment.paymentID).reduce((sum, refund) => sum + refund.amount, 0);
      if (!(amount > 0) || amount > Number(payment.amount) - taken) return { status: 200, body: error('2074', 'Refund amount exceeds the transaction amount') };
      if (!body.reason || !body.sku) return { status: 200, body: error('2065', 'Mandatory field missing') };
      const refund: StubRefund = {
        paymentID: payment.paymentID,
        originalTrxID: payment.trxID ?? '',
        refundTrxID: `RTX${randomBytes(4).toString('hex').toUpperCase()}`,
        amount,
        sku: String(body.sku),
      };
      refunds.push(refund);
      return {
        status: 200,
        body: {
          completedTime: new Date().toISOString(),
          transactionStatus: 'Completed',
          originalTrxID: refund.originalTrxID,
          refundTrxID: refund.refundTrxID,
          amount: amount.toFixed(2),
          currency: 'BDT',
          charge: '0.00',
        },
      };
    }
    return { status: 404, body: { message: 'Not found' } };
  }

  /** The shopper on bKash's page: approves (or not, as the mode says); answers where bKash sends the browser. */
  function approve(paymentID: string, choice: 'pay' | 'cancel' = 'pay'): string {
    const payment = payments.get(paymentID);
    if (!payment) throw new Error(`the bKash stand-in created no payment ${paymentID}`);
    let status: 'success' | 'failure' | 'cancel';
    if (choice === 'cancel' || payment.mode === 'cancel') {
      payment.status = 'Cancelled';
      status = 'cancel';
    } else if (payment.mode === 'failure') {
      payment.status = 'Failed';
      status = 'failure';
    } else {
      payment.status = 'Approved';
      status = 'success';
    }
    const separator = payment.callbackURL.includes('?') ? '&' : '?';
    return `${payment.callbackURL}${separator}paymentID=${encodeURIComponent(paymentID)}&status=${status}&signature=${randomBytes(8).toString('hex')}&apiVersion=1.2.0-beta`;
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${request.method} ${url.pathname}`);
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      if (request.method === 'GET' && url.pathname === '/checkout/pay') {
        const payment = payments.get(url.searchParams.get('paymentID') ?? '');
        response.writeHead(payment ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        if (!payment) return response.end(page('bKash', '<p>Unknown payment.</p>'));
        const form = (choice: string, label: string) =>
          `<form method="get" action="/checkout/approve"><input type="hidden" name="paymentID" value="${payment.paymentID}"><input type="hidden" name="choice" value="${choice}"><button type="submit">${label}</button></form>`;
        return response.end(
          page(
            'bKash Checkout (stand-in)',
            `<h1>bKash Checkout (stand-in)</h1><p>Pay ৳${payment.amount} to Dokan, invoice ${payment.merchantInvoiceNumber}</p>${form('pay', 'Confirm payment')}${form('cancel', 'Close')}`,
          ),
        );
      }
      if (request.method === 'GET' && url.pathname === '/checkout/approve') {
        try {
          const location = approve(url.searchParams.get('paymentID') ?? '', url.searchParams.get('choice') === 'cancel' ? 'cancel' : 'pay');
          return response.writeHead(302, { location }).end();
        } catch {
          return response.writeHead(404).end();
        }
      }
      if (request.method !== 'POST') return response.writeHead(404).end();
      if (down) return response.writeHead(503).end();
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        return response.writeHead(400).end();
      }
      const answer = route(url.pathname, body, request.headers);
      if (loseRefundAnswer && url.pathname === '/tokenized/checkout/payment/refund' && body.amount !== undefined && answer.status === 200) {
        loseRefundAnswer = false;
        return response.writeHead(504).end();
      }
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    env: { ...BKASH_STUB_CREDENTIALS, BKASH_API_URL: base },
    base,
    /** Method and path of every call the stand-in received, in order. */
    requests,
    calls: (path: string) => requests.filter((line) => line === `POST ${path}`).length,
    /** How the payments created from now on go. */
    mode(next: BkashStubMode) {
      mode = next;
    },
    /** Answers 503 to every API call while down. */
    down(isDown: boolean) {
      down = isDown;
    },
    /** Moves the stand-in's clock, to expire tokens. */
    advance(ms: number) {
      const before = now;
      now = () => before() + ms;
    },
    /** The next refund is taken, but the shop gets a 504 instead of its answer. */
    loseNextRefundAnswer() {
      loseRefundAnswer = true;
    },
    approve,
    payment: (paymentID: string) => {
      const payment = payments.get(paymentID);
      return payment ? { ...payment } : null;
    },
    refunds: () => refunds.map((refund) => ({ ...refund })),
    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type BkashStub = Awaited<ReturnType<typeof startBkashStub>>;

if (import.meta.main) {
  const stub = await startBkashStub({ port: Number(process.env.BKASH_STUB_PORT ?? 0) });
  process.stdout.write(
    `bKash stand-in at ${stub.base}; start the shop with:\n${Object.entries(stub.env)
      .map(([key, value]) => `${key}=${value}`)
      .join(' ')}\n`,
  );
}
