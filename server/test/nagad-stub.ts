import { constants, generateKeyPairSync, privateDecrypt, publicEncrypt, randomBytes, sign, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const NAGAD_MERCHANT_ID = '683002007104225';

/**
 * How the stand-in plays the next payments: the shopper pays (`success`), the wallet refuses
 * (`failure`), the shopper cancels (`cancel`), the API stops answering in time (`timeout`), the
 * payment is still in progress when first asked and succeeds later (`late-success`), Nagad takes a
 * different amount than the order asked (`wrong-amount`), or an impostor signs the answers
 * (`forged-signature`).
 */
export type NagadStubMode = 'success' | 'failure' | 'cancel' | 'timeout' | 'late-success' | 'wrong-amount' | 'forged-signature';

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

/** A merchant key pair, as Nagad's merchant panel has the merchant generate one. */
export function merchantKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { publicKey: pem(publicKey, 'spki'), privateKey: pem(privateKey, 'pkcs8') };
}

/**
 * Nagad's merchant checkout API (initialize, complete, verify) on a loopback port, written from the
 * published integration guides rather than from our adapter: it holds its own key pair, opens the
 * merchant's sealed data with it and checks the merchant's SHA256withRSA signature as Nagad does, and
 * seals its own answers to the merchant's public key.
 */
export async function startNagadStub(options: { merchantPublicKey: string; merchantId?: string; timeoutDelayMs?: number }) {
  const merchantId = options.merchantId ?? NAGAD_MERCHANT_ID;
  const own = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const impostor = generateKeyPairSync('rsa', { modulusLength: 2048 });
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
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
      cancelIssuerDateTime: null,
      cancelIssuerRefNo: null,
    };
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
      nagadPublicKey: pem(own.publicKey, 'spki'),
      sandbox: true,
      apiUrl: `${base}/api/dfs`,
      serverIp: '127.0.0.1',
    }),
    requests,
    headersSeen,
    /** How payments initialized from now on are played; `timeout` holds every answer at once. */
    mode(next: NagadStubMode) {
      mode = next;
    },

    /**
     * The shopper acts on Nagad's page behind `redirectUrl`; answers where the browser then goes:
     * the merchant callback with Nagad's query fields. `late-success` brings the shopper back while
     * the payment is still in progress, which `settle` completes afterwards.
     */
    shopperFinishes(redirectUrl: string): string {
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
    },
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
