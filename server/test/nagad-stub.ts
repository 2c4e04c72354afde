import { constants, generateKeyPairSync, privateDecrypt, publicEncrypt, randomBytes, sign, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const NAGAD_MERCHANT_ID = '683002007104225';

/**
 * How the stand-in plays the next payments: the shopper pays (`success`), the wallet refuses
 * (`failure`), the shopper cancels (`cancel`), the API stops answering in time (`timeout`), the
 * payment is still in progress when first asked and succeeds later (`late-success`), Nagad takes a
 * different amount than the order asked (`wrong-amount`) or names another currency than taka
 * (`wrong-currency`), or an impostor signs the answers
 * (`forged-signature`).
 */
export type NagadStubMode = 'success' | 'failure' | 'cancel' | 'timeout' | 'late-success' | 'wrong-amount' | 'wrong-currency' | 'forged-signature';

interface StubPayment {
  paymentRefId: string;
  orderId: string;
  issuedChallenge: string;
  amount: number | null;
  callbackUrl: string | null;
  status: string;
  issuerPaymentRefNo: string | null;
  paidAt: string | null;
  mode: NagadStubMode;
}

const pem = (key: { export(options: { type: 'spki' | 'pkcs8'; format: 'pem' }): string | Buffer }, type: 'spki' | 'pkcs8') =>
  String(key.export({ type, format: 'pem' }));

/** A merchant key pair, as Nagad's merchant panel has the merchant generate one (also the stand-in's own pair). */
export function merchantKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { publicKey: pem(publicKey, 'spki'), privateKey: pem(privateKey, 'pkcs8') };
}

const escapedPem = (key: string) => key.trim().replaceAll('\n', '\\n');

/** The shop's NAGAD_* settings for a stand-in at `base`, keys \n-escaped as a one-line environment carries them. */
export const nagadShopEnv = (base: string, keys: { merchantPrivateKey: string; nagadPublicKey: string; merchantId?: string }) => ({
  NAGAD_MERCHANT_ID: keys.merchantId ?? NAGAD_MERCHANT_ID,
  NAGAD_MERCHANT_PRIVATE_KEY: escapedPem(keys.merchantPrivateKey),
  NAGAD_PUBLIC_KEY: escapedPem(keys.nagadPublicKey),
  NAGAD_API_URL: `${base}/api/dfs`,
  NAGAD_SERVER_IP: '127.0.0.1',
});

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body><main>${body}</main></body></html>`;

/**
 * Nagad's merchant checkout API (initialize, complete, verify) on a loopback port, written from the
 * published integration guides rather than from our adapter: it holds its own key pair, opens the
 * merchant's sealed data with it and checks the merchant's SHA256withRSA signature as Nagad does, and
 * seals its own answers to the merchant's public key.
 */
export async function startNagadStub(options: {
  merchantPublicKey: string;
  merchantId?: string;
  timeoutDelayMs?: number;
  /** The stand-in's own pair, for a shop configured before it starts (Playwright); else a new one. */
  ownKeys?: { publicKey: string; privateKey: string };
  /** A fixed port, for a shop configured before the stand-in starts; else any free one. */
  port?: number;
}) {
  const merchantId = options.merchantId ?? NAGAD_MERCHANT_ID;
  const own = options.ownKeys ?? merchantKeys();
  const impostor = merchantKeys();
  const payments = new Map<string, StubPayment>();
  const seenOrders = new Set<string>();
  const requests: string[] = [];
  const headersSeen: http.IncomingHttpHeaders[] = [];
  let mode: NagadStubMode = 'success';

  const open = (sensitiveData: unknown, signature: unknown): Record<string, unknown> | null => {
    if (typeof sensitiveData !== 'string' || typeof signature !== 'string') return null;
    try {
      const plain = privateDecrypt({ key: own.privateKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(sensitiveData, 'base64'));
      if (!verify('sha256', plain, options.merchantPublicKey, Buffer.from(signature, 'base64'))) return null;
      return JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
    } catch {
      return null;
    }
  };

  const seal = (secret: Record<string, string>, signer = own.privateKey) => {
    const plain = Buffer.from(JSON.stringify(secret), 'utf8');
    return {
      sensitiveData: publicEncrypt({ key: options.merchantPublicKey, padding: constants.RSA_PKCS1_PADDING }, plain).toString('base64'),
      signature: sign('sha256', plain, signer).toString('base64'),
    };
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${request.method} ${url.pathname}`);
    headersSeen.push(request.headers);
    const send = (status: number, body: unknown) => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const refuse = (reason: string, message: string) => send(400, { reason, message });
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const checkoutPage = /^\/check-out\/([^/]+)(\/finish)?$/.exec(url.pathname);
      if (request.method === 'GET' && checkoutPage) {
        const payment = payments.get(decodeURIComponent(checkoutPage[1] ?? ''));
        if (!payment?.callbackUrl) return response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(page('Nagad', '<p>Unknown payment.</p>'));
        if (checkoutPage[2]) {
          if (url.searchParams.get('choice') === 'cancel') payment.mode = 'cancel';
          return response.writeHead(302, { location: shopperFinishes(`${base}/check-out/${encodeURIComponent(payment.paymentRefId)}`) }).end();
        }
        const form = (choice: string, label: string) =>
          `<form method="get" action="/check-out/${encodeURIComponent(payment.paymentRefId)}/finish"><input type="hidden" name="choice" value="${choice}"><button type="submit">${label}</button></form>`;
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(
          page(
            'Nagad Checkout (stand-in)',
            `<h1>Nagad Checkout (stand-in)</h1><p>Pay ৳${payment.amount?.toFixed(2)} to Dokan, order ${payment.orderId}</p>${form('pay', 'Confirm payment')}${form('cancel', 'Cancel')}`,
          ),
        );
      }
      // Held past the client's patience: the adapter must give up on its own.
      if (mode === 'timeout') return void setTimeout(() => send(200, {}), options.timeoutDelayMs ?? 2_000);
      if (request.headers['x-km-api-version'] !== 'v-0.2.0' || !request.headers['x-km-ip-v4'] || !request.headers['x-km-client-type']) {
        return refuse('InvalidApiRequest', 'Missing X-KM headers');
      }
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        return refuse('InvalidApiRequest', 'Body is not JSON');
      }

      const initialize = /^\/api\/dfs\/check-out\/initialize\/([^/]+)\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'POST' && initialize) {
        const [, pathMerchant, pathOrder] = initialize.map(decodeURIComponent);
        const secret = open(body.sensitiveData, body.signature);
        if (!secret) return refuse('SignatureVerificationFailed', 'Invalid signature');
        if (pathMerchant !== merchantId || secret.merchantId !== merchantId) return refuse('InvalidMerchant', 'Invalid merchant');
        if (secret.orderId !== pathOrder || typeof secret.challenge !== 'string' || !/^\d{14}$/.test(String(body.dateTime))) {
          return refuse('InvalidApiRequest', 'Invalid request');
        }
        if (seenOrders.has(pathOrder ?? '')) return refuse('DuplicateOrderId', 'Duplicate order id');
        seenOrders.add(pathOrder ?? '');
        const paymentRefId = Buffer.from(`${body.dateTime}.${merchantId}.${pathOrder}.${randomBytes(10).toString('hex')}`).toString('base64');
        const issuedChallenge = randomBytes(10).toString('hex');
        payments.set(paymentRefId, {
          paymentRefId,
          orderId: pathOrder ?? '',
          issuedChallenge,
          amount: null,
          callbackUrl: null,
          status: 'OrderInitiated',
          issuerPaymentRefNo: null,
          paidAt: null,
          mode,
        });
        const answer = { paymentReferenceId: paymentRefId, challenge: issuedChallenge, acceptDateTime: String(body.dateTime) };
        return send(200, seal(answer, mode === 'forged-signature' ? impostor.privateKey : own.privateKey));
      }

      const complete = /^\/api\/dfs\/check-out\/complete\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'POST' && complete) {
        const payment = payments.get(decodeURIComponent(complete[1] ?? ''));
        if (!payment) return refuse('InvalidReferenceId', 'Invalid payment reference id');
        const secret = open(body.sensitiveData, body.signature);
        if (!secret) return refuse('SignatureVerificationFailed', 'Invalid signature');
        if (secret.merchantId !== merchantId || secret.orderId !== payment.orderId || secret.challenge !== payment.issuedChallenge) {
          return refuse('InvalidPurchaseInformation', 'Invalid purchase information');
        }
        if (secret.currencyCode !== '050') return refuse('InvalidCurrency', 'Invalid currency');
        const amount = Number(secret.amount);
        if (!Number.isFinite(amount) || amount <= 0 || typeof body.merchantCallbackURL !== 'string')
          return refuse('InvalidPurchaseInformation', 'Invalid amount');
        payment.amount = amount;
        payment.callbackUrl = body.merchantCallbackURL;
        payment.status = 'Ready';
        return send(200, { status: 'Success', callBackUrl: `${base}/check-out/${encodeURIComponent(payment.paymentRefId)}` });
      }

      const verifyPath = /^\/api\/dfs\/verify\/payment\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && verifyPath) {
        const payment = payments.get(decodeURIComponent(verifyPath[1] ?? ''));
        if (!payment) return refuse('InvalidReferenceId', 'Invalid payment reference id');
        return send(200, verifyAnswer(payment));
      }
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function verifyAnswer(payment: StubPayment) {
    return {
      merchantId,
      orderId: payment.orderId,
      paymentRefId: payment.paymentRefId,
      amount: payment.amount === null ? null : (payment.mode === 'wrong-amount' ? payment.amount - 1 : payment.amount).toFixed(2),
      clientMobileNo: payment.paidAt ? '017****0001' : null,
      merchantMobileNo: '01700000000',
      orderDateTime: '2026-11-27 15:40:00.0',
      issuerPaymentDateTime: payment.paidAt,
      issuerPaymentRefNo: payment.issuerPaymentRefNo,
      additionalMerchantInfo: null,
      status: payment.status,
      statusCode: payment.status === 'Success' ? '000' : '001',
      ...(payment.mode === 'wrong-currency' ? { currencyCode: '840' } : {}),
      cancelIssuerDateTime: null,
      cancelIssuerRefNo: null,
    };
  }

  /**
   * The shopper acts on Nagad's page behind `redirectUrl`; answers where the browser then goes:
   * the merchant callback with Nagad's query fields. `late-success` brings the shopper back while
   * the payment is still in progress, which `settle` completes afterwards.
   */
  function shopperFinishes(redirectUrl: string): string {
    const payment = paymentFor(redirectUrl);
    if (payment.mode === 'failure') payment.status = 'Failed';
    else if (payment.mode === 'cancel') payment.status = 'Aborted';
    else if (payment.mode === 'late-success') payment.status = 'InProgress';
    else succeed(payment);
    const back = new URL(payment.callbackUrl ?? '');
    const paid = payment.status === 'Success';
    for (const [key, value] of Object.entries({
      merchant: merchantId,
      order_id: payment.orderId,
      payment_ref_id: payment.paymentRefId,
      status: payment.status,
      // 00_0000_000 is the success code in Nagad's published callbacks; the others are this stand-in's own.
      status_code: paid ? '00_0000_000' : '02_0000_001',
      message: paid ? 'Successful Transaction' : `Transaction ${payment.status}`,
      payment_dt: '20261127154110',
      issuer_payment_ref: payment.issuerPaymentRefNo ?? '',
    })) {
      back.searchParams.set(key, value);
    }
    return back.toString();
  }

  function paymentFor(redirectUrl: string): StubPayment {
    const ref = decodeURIComponent(new URL(redirectUrl).pathname.replace(/^\/check-out\//, ''));
    const payment = payments.get(ref);
    if (!payment?.callbackUrl) throw new Error(`no completed Nagad order behind ${redirectUrl}`);
    return payment;
  }

  const succeed = (payment: StubPayment) => {
    payment.status = 'Success';
    payment.issuerPaymentRefNo = `7${randomBytes(4).toString('hex').toUpperCase()}`;
    payment.paidAt = '2026-11-27 15:41:10.0';
  };

  return {
    base,
    /** The adapter's settings for this stand-in, given the merchant's private key. */
    settings: (merchantPrivateKey: string) => ({
      merchantId,
      merchantPrivateKey,
      nagadPublicKey: own.publicKey,
      sandbox: true,
      apiUrl: `${base}/api/dfs`,
      serverIp: '127.0.0.1',
    }),
    /** The shop's NAGAD_* settings for this stand-in, given the merchant's private key. */
    env: (merchantPrivateKey: string) => nagadShopEnv(base, { merchantPrivateKey, nagadPublicKey: own.publicKey, merchantId }),
    requests,
    headersSeen,
    /** How payments initialized from now on are played; `timeout` holds every answer at once. */
    mode(next: NagadStubMode) {
      mode = next;
    },

    shopperFinishes,
    /** A payment left in progress completes at Nagad. */
    settle(paymentRefId: string) {
      const payment = payments.get(paymentRefId);
      if (!payment) throw new Error(`no Nagad payment ${paymentRefId}`);
      succeed(payment);
    },

    verifyCalls: () => requests.filter((line) => line.includes('/verify/payment/')).length,

    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type NagadStub = Awaited<ReturnType<typeof startNagadStub>>;

if (import.meta.main) {
  const merchant = merchantKeys();
  const stub = await startNagadStub({ merchantPublicKey: merchant.publicKey, port: Number(process.env.NAGAD_STUB_PORT ?? 0) });
  process.stdout.write(
    `Nagad stand-in at ${stub.base}; start the shop with:\n${Object.entries(stub.env(merchant.privateKey))
      .map(([key, value]) => `${key}='${value}'`)
      .join(' ')}\n`,
  );
}
