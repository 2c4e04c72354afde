import { z } from 'zod';
import { type GatewayRefundAnswer, type GatewayRefundRequest, PaymentGatewayRefused, PaymentGatewayUnavailable, type PaymentSessionRequest } from './types.ts';

export interface BkashSettings {
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  sandbox: boolean;
  /** Replaces the sandbox or live root, version included (tests and development use a loopback stand-in). */
  apiUrl?: string | undefined;
  /** bKash asks merchants to wait up to 30 seconds for any of its APIs. */
  timeoutMs?: number;
  /** Where the tokens live between calls and between processes (the database). */
  tokens: BkashTokenStore;
  /** Which refund keys were sent already (the database). */
  refundSends: BkashRefundSends;
}

/** bKash's refund keeps no key of ours: the shop remembers which of its keys it has sent. */
export interface BkashRefundSends {
  /** True the first time a key is claimed; false when it was sent before. */
  claim(idempotencyKey: string): Promise<boolean>;
}

export interface BkashToken {
  idToken: string;
  refreshToken: string | null;
  expiresAt: Date;
  refreshExpiresAt: Date | null;
}

export interface BkashTokenStore {
  load(): Promise<BkashToken | null>;
  save(token: BkashToken): Promise<void>;
}

const SANDBOX_ROOT = 'https://tokenized.sandbox.bka.sh/v1.2.0-beta';
const LIVE_ROOT = 'https://tokenized.pay.bka.sh/v1.2.0-beta';

/** A token this close to its end is not used: a call made with it could arrive after it expired. */
const TOKEN_MARGIN_MS = 60_000;
/** bKash's refresh tokens last 28 days; its answer does not say so. */
const REFRESH_LIFETIME_MS = 27 * 24 * 3_600_000;

const text = z.union([z.string(), z.number()]).transform(String).nullish();

const tokenAnswer = z
  .object({
    statusCode: text,
    statusMessage: text,
    id_token: z.string().nullish(),
    refresh_token: z.string().nullish(),
    expires_in: z.coerce.number().nullish(),
  })
  .loose();

/** Create, execute and status all answer a payment in these words (amounts as decimal strings). */
const paymentAnswer = z
  .object({
    statusCode: text,
    statusMessage: text,
    errorCode: text,
    errorMessage: text,
    paymentID: text,
    bkashURL: text,
    trxID: text,
    transactionStatus: text,
    amount: text,
    currency: text,
    intent: text,
    merchantInvoiceNumber: text,
  })
  .loose();

const refundAnswer = z
  .object({
    statusCode: text,
    statusMessage: text,
    errorCode: text,
    errorMessage: text,
    transactionStatus: text,
    originalTrxID: text,
    refundTrxID: text,
    amount: text,
  })
  .loose();

/** bKash's word on one payment, asked server to server. */
export interface BkashPayment {
  /** statusCode "0000": bKash answered about the payment (whatever its state). */
  answered: boolean;
  paymentId: string | null;
  /** Initiated, Completed, Failed, Cancelled, Expired… */
  transactionStatus: string | null;
  trxId: string | null;
  amount: number | null;
  currency: string | null;
  merchantInvoiceNumber: string | null;
  /** bKash's own words when it refused the call. */
  error: string | null;
  raw: Record<string, unknown>;
}

function decimal(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

const succeeded = (statusCode: string | null | undefined) => statusCode === '0000';

/** A refund's reference while bKash has not completed it: what its status query needs. */
const pendingReference = (paymentId: string, trxId: string) => `${paymentId}:${trxId}`;

/**
 * bKash's Tokenized Checkout (without agreement, mode 0011): the server grants itself a token,
 * creates a payment and sends the shopper to bkashURL; bKash sends the browser back to the
 * callback with paymentID and status, and only execute moves the money. Every result is then
 * checked with the status query before anything is believed.
 */
export function createBkashGateway(settings: BkashSettings) {
  const root = (settings.apiUrl ?? (settings.sandbox ? SANDBOX_ROOT : LIVE_ROOT)).replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? 30_000;
  // An optimisation only: the store is the truth, so another process's token is found there.
  let cached: BkashToken | null = null;

  async function post(path: string, headers: Record<string, string>, body: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentGatewayUnavailable('bKash could not be reached', { cause: error });
    }
    if (response.status >= 500) throw new PaymentGatewayUnavailable(`bKash answered ${response.status}`);
    try {
      return { status: response.status, body: await response.json() };
    } catch (error) {
      throw new PaymentGatewayUnavailable('bKash answered with something other than JSON', { cause: error });
    }
  }

  const usable = (token: BkashToken | null): token is BkashToken => token !== null && token.expiresAt.getTime() - Date.now() > TOKEN_MARGIN_MS;

  async function tokenCall(path: string, body: Record<string, unknown>): Promise<BkashToken> {
    const answer = tokenAnswer.safeParse(
      (await post(path, { username: settings.username, password: settings.password }, { app_key: settings.appKey, app_secret: settings.appSecret, ...body }))
        .body,
    );
    if (!answer.success) throw new PaymentGatewayUnavailable('bKash sent an unexpected token answer');
    const { id_token: idToken, refresh_token: refreshToken, expires_in: expiresIn, statusCode, statusMessage } = answer.data;
    if (!idToken) throw new PaymentGatewayRefused(`bKash refused a token: ${statusMessage ?? statusCode ?? 'no reason given'}`);
    const now = Date.now();
    return {
      idToken,
      refreshToken: refreshToken ?? null,
      expiresAt: new Date(now + (expiresIn ?? 3600) * 1000),
      refreshExpiresAt: refreshToken ? new Date(now + REFRESH_LIFETIME_MS) : null,
    };
  }

  /** A valid id_token: the cached one, the store's, a refreshed one, or a new grant, in that order. */
  async function idToken(forceNew = false): Promise<string> {
    if (!forceNew && usable(cached)) return cached.idToken;
    const stored = forceNew ? null : await settings.tokens.load();
    if (usable(stored)) {
      cached = stored;
      return stored.idToken;
    }
    let fresh: BkashToken | null = null;
    const refreshable = stored ?? cached;
    if (refreshable?.refreshToken && (refreshable.refreshExpiresAt?.getTime() ?? 0) > Date.now()) {
      fresh = await tokenCall('/tokenized/checkout/token/refresh', { refresh_token: refreshable.refreshToken }).catch((error: unknown) => {
        // A refused refresh (revoked, expired early) is answered with a new grant.
        if (error instanceof PaymentGatewayRefused) return null;
        throw error;
      });
      if (fresh && !fresh.refreshToken) fresh = { ...fresh, refreshToken: refreshable.refreshToken, refreshExpiresAt: refreshable.refreshExpiresAt };
    }
    fresh ??= await tokenCall('/tokenized/checkout/token/grant', {});
    await settings.tokens.save(fresh);
    cached = fresh;
    return fresh.idToken;
  }

  /** An authorised call; a token bKash no longer takes (401) is replaced once and the call made again. */
  async function authorised(path: string, body: Record<string, unknown>): Promise<unknown> {
    const call = async (token: string) => post(path, { authorization: token, 'x-app-key': settings.appKey }, body);
    let answer = await call(await idToken());
    if (answer.status === 401 || answer.status === 403) answer = await call(await idToken(true));
    if (answer.status === 401 || answer.status === 403) throw new PaymentGatewayUnavailable(`bKash refused our token (${answer.status})`);
    return answer.body;
  }

  function readPayment(raw: unknown): BkashPayment {
    const answer = paymentAnswer.safeParse(raw);
    if (!answer.success) throw new PaymentGatewayUnavailable('bKash sent an unexpected payment answer');
    const data = answer.data;
    const answered = succeeded(data.statusCode);
    return {
      answered,
      paymentId: data.paymentID ?? null,
      transactionStatus: data.transactionStatus ?? null,
      trxId: data.trxID ?? null,
      amount: decimal(data.amount),
      currency: data.currency ?? null,
      merchantInvoiceNumber: data.merchantInvoiceNumber ?? null,
      error: answered ? null : (data.statusMessage ?? data.errorMessage ?? data.statusCode ?? data.errorCode ?? 'no reason given'),
      raw: raw as Record<string, unknown>,
    };
  }

  function readRefund(raw: unknown, paymentId: string, trxId: string): GatewayRefundAnswer {
    const answer = refundAnswer.safeParse(raw);
    if (!answer.success) throw new PaymentGatewayUnavailable('bKash sent an unexpected refund answer');
    const data = answer.data;
    if (data.transactionStatus === 'Completed' && data.refundTrxID) return { status: 'sent', reference: data.refundTrxID };
    if (succeeded(data.statusCode) || data.transactionStatus) return { status: 'processing', reference: pendingReference(paymentId, trxId) };
    return {
      status: 'failed',
      reference: null,
      reason: `bKash refused the refund: ${data.statusMessage ?? data.errorMessage ?? data.statusCode ?? data.errorCode ?? 'no reason given'}`,
    };
  }

  return {
    name: 'bkash' as const,

    /** Creates the payment; the shopper goes to bkashURL, and the callback names the payment by its paymentID. */
    async startSession(request: PaymentSessionRequest & { callbackUrl: string }): Promise<{ redirectUrl: string; gatewayPaymentId: string }> {
      const payment = readPayment(
        await authorised('/tokenized/checkout/create', {
          mode: '0011',
          // bKash fills the wallet number in from it.
          payerReference: request.customer.phone,
          callbackURL: request.callbackUrl,
          amount: request.amount.toFixed(2),
          currency: request.currency,
          intent: 'sale',
          merchantInvoiceNumber: request.tranId,
        }),
      );
      const url = (payment.raw.bkashURL as string | undefined) ?? '';
      if (!payment.answered || !payment.paymentId || !/^https?:\/\//.test(url))
        throw new PaymentGatewayRefused(`bKash refused the payment: ${payment.error ?? 'no bkashURL'}`);
      return { redirectUrl: url, gatewayPaymentId: payment.paymentId };
    },

    /** Moves the money of a payment the shopper approved; bKash answers an error when called twice. */
    async execute(paymentId: string): Promise<BkashPayment> {
      return readPayment(await authorised('/tokenized/checkout/execute', { paymentID: paymentId }));
    },

    /** bKash's own word on a payment: the only answer the shop believes. */
    async query(paymentId: string): Promise<BkashPayment> {
      return readPayment(await authorised('/tokenized/checkout/payment/status', { paymentID: paymentId }));
    },

    /**
     * bKash's refund takes the payment's paymentID and trxID and keeps no key of ours. A key sent
     * before (its answer lost) is first asked about: a completed refund of that amount is the one
     * sent then, and only without one is the refund sent again.
     */
    async refund(request: GatewayRefundRequest): Promise<GatewayRefundAnswer> {
      if (!request.bankTranId || !request.gatewayPaymentId)
        return { status: 'failed', reference: null, reason: 'The payment has no bKash paymentID and trxID to refund.' };
      if (!(await settings.refundSends.claim(request.idempotencyKey))) {
        const earlier = refundAnswer.safeParse(
          await authorised('/tokenized/checkout/payment/refund', { paymentID: request.gatewayPaymentId, trxID: request.bankTranId }),
        );
        const { transactionStatus, refundTrxID, amount } = earlier.success ? earlier.data : {};
        if (transactionStatus === 'Completed' && refundTrxID && decimal(amount) === request.amount) return { status: 'sent', reference: refundTrxID };
      }
      const raw = await authorised('/tokenized/checkout/payment/refund', {
        paymentID: request.gatewayPaymentId,
        trxID: request.bankTranId,
        amount: request.amount.toFixed(2),
        sku: request.idempotencyKey,
        reason: request.remarks.slice(0, 255),
      });
      return readRefund(raw, request.gatewayPaymentId, request.bankTranId);
    },

    /** The refund status query (the refund call without an amount), for a refund bKash had not completed. */
    async refundStatus(reference: string): Promise<GatewayRefundAnswer> {
      const [paymentId, trxId] = reference.split(':');
      // A completed refund's reference is bKash's refundTrxID: nothing is left to ask.
      if (!paymentId || !trxId) return { status: 'sent', reference };
      return readRefund(await authorised('/tokenized/checkout/payment/refund', { paymentID: paymentId, trxID: trxId }), paymentId, trxId);
    },
  };
}

export type BkashGateway = ReturnType<typeof createBkashGateway>;
