import { z } from 'zod';
import { sslcommerzSignatureValid } from '#server/modules/payments/signature.ts';
import {
  type GatewayRefundAnswer,
  type GatewayRefundRequest,
  type GatewayValidation,
  PaymentGatewayRefused,
  PaymentGatewayUnavailable,
  type PaymentSession,
  type PaymentSessionRequest,
  type RefundingGateway,
} from './types.ts';

export interface SslcommerzSettings {
  storeId: string;
  storePassword: string;
  sandbox: boolean;
  /** Replaces the sandbox or live host (tests use a loopback stand-in). */
  apiUrl?: string | undefined;
  timeoutMs?: number;
}

const SANDBOX_HOST = 'https://sandbox.sslcommerz.com';
const LIVE_HOST = 'https://securepay.sslcommerz.com';

const sessionAnswer = z.object({
  status: z.string(),
  failedreason: z.string().nullish(),
  GatewayPageURL: z.string().nullish(),
});

// The validator sends numbers as decimal strings ("1250.00"); a few fields may come as numbers.
const text = z.union([z.string(), z.number()]).transform(String).nullish();

const validationAnswer = z
  .object({
    status: z.string(),
    tran_id: text,
    val_id: text,
    amount: text,
    currency: text,
    currency_type: text,
    currency_amount: text,
    bank_tran_id: text,
    card_type: text,
  })
  .loose();

/** The refund API's answer, to both the refund request and the status query. */
const refundAnswer = z
  .object({
    APIConnect: z.string().nullish(),
    status: z.string().nullish(),
    refund_ref_id: text,
    errorReason: z.string().nullish(),
  })
  .loose();

/**
 * SSLCommerz answers `success`/`processing`/`failed` to a refund request, and `refunded`/
 * `processing`/`cancelled` when asked about one; anything but a connected API is a transport fault.
 */
function readRefund(raw: unknown, knownReference: string | null): GatewayRefundAnswer {
  const answer = refundAnswer.safeParse(raw);
  if (!answer.success) throw new PaymentGatewayUnavailable('SSLCommerz sent an unexpected refund answer');
  const { APIConnect, status, refund_ref_id: ref, errorReason } = answer.data;
  if (APIConnect && APIConnect !== 'DONE') throw new PaymentGatewayUnavailable(`SSLCommerz refund API answered ${APIConnect}`);
  const reference = ref || knownReference;
  const state = (status ?? '').toLowerCase();
  if ((state === 'success' || state === 'refunded') && reference) return { status: 'sent', reference };
  if (state === 'processing' && reference) return { status: 'processing', reference };
  return { status: 'failed', reference: reference ?? null, reason: errorReason || `SSLCommerz answered ${status ?? 'nothing'}` };
}

/**
 * SSLCommerz's EMI parameters: the shopper chose the tenure in the shop (and was charged for it), so
 * the gateway page offers that tenure only (emi_selected_inst) and only on EMI (emi_allow_only).
 */
function emiFields(months: number | null): Record<string, string> {
  if (months === null) return { emi_option: '0' };
  const tenure = String(months);
  return { emi_option: '1', emi_max_inst_option: tenure, emi_selected_inst: tenure, emi_allow_only: '1' };
}

function decimal(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * SSLCommerz's hosted payment page: a session is opened server to server (form-encoded POST),
 * the shopper pays on SSLCommerz's page, and every result is confirmed with the validation API
 * before anything is believed.
 */
export function createSslcommerzGateway(settings: SslcommerzSettings) {
  const root = (settings.apiUrl ?? (settings.sandbox ? SANDBOX_HOST : LIVE_HOST)).replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? 15_000;

  async function call(url: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new PaymentGatewayUnavailable('SSLCommerz could not be reached', { cause: error });
    }
    if (!response.ok) throw new PaymentGatewayUnavailable(`SSLCommerz answered ${response.status}`);
    try {
      return await response.json();
    } catch (error) {
      throw new PaymentGatewayUnavailable('SSLCommerz answered with something other than JSON', { cause: error });
    }
  }

  return {
    name: 'sslcommerz' as const,

    async startSession(request: PaymentSessionRequest): Promise<PaymentSession> {
      const form = new URLSearchParams({
        store_id: settings.storeId,
        store_passwd: settings.storePassword,
        total_amount: String(request.amount),
        currency: request.currency,
        tran_id: request.tranId,
        success_url: request.callbacks.success,
        fail_url: request.callbacks.fail,
        cancel_url: request.callbacks.cancel,
        ipn_url: request.callbacks.ipn,
        cus_name: request.customer.name,
        // SSLCommerz insists on an email; a guest may not have given one, and .invalid never delivers.
        cus_email: request.customer.email ?? `${request.customer.phone}@no-email.invalid`,
        cus_phone: request.customer.phone,
        cus_add1: request.customer.address,
        cus_city: request.customer.city,
        cus_state: request.customer.state,
        cus_country: 'Bangladesh',
        shipping_method: 'Courier',
        ship_name: request.customer.name,
        ship_add1: request.customer.address,
        ship_city: request.customer.city,
        ship_country: 'Bangladesh',
        num_of_item: String(request.itemCount),
        product_name: request.productName.slice(0, 250),
        product_category: 'general',
        product_profile: 'general',
        // Shown in the merchant panel, so staff can find the order behind a transaction.
        value_a: request.orderNumber,
        ...emiFields(request.emiMonths ?? null),
      });
      const body = sessionAnswer.safeParse(
        await call(`${root}/gwprocess/v4/api.php`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
        }),
      );
      if (!body.success) throw new PaymentGatewayUnavailable('SSLCommerz sent an unexpected session answer');
      const url = body.data.GatewayPageURL;
      if (body.data.status.toUpperCase() !== 'SUCCESS' || !url || !/^https?:\/\//.test(url)) {
        throw new PaymentGatewayRefused(`SSLCommerz refused the session: ${body.data.failedreason ?? body.data.status}`);
      }
      return { redirectUrl: url };
    },

    /** Asks SSLCommerz itself what happened to the payment with this validation id. */
    async validate(valId: string): Promise<GatewayValidation> {
      const url = new URL(`${root}/validator/api/validationserverAPI.php`);
      url.search = new URLSearchParams({ val_id: valId, store_id: settings.storeId, store_passwd: settings.storePassword, v: '1', format: 'json' }).toString();
      const raw = await call(url.toString(), { headers: { accept: 'application/json' } });
      const answer = validationAnswer.safeParse(raw);
      if (!answer.success) throw new PaymentGatewayUnavailable('SSLCommerz sent an unexpected validation answer');
      const data = answer.data;
      return {
        valid: data.status === 'VALID' || data.status === 'VALIDATED',
        tranId: data.tran_id ?? null,
        amount: decimal(data.amount),
        currencyAmount: decimal(data.currency_amount),
        currency: data.currency ?? null,
        currencyType: data.currency_type ?? null,
        valId: data.val_id ?? null,
        bankTranId: data.bank_tran_id ?? null,
        cardType: data.card_type ?? null,
        raw: raw as Record<string, unknown>,
      };
    },

    /**
     * Its refund API: a GET with the payment's bank_tran_id. `refund_trans_id` is our key for this
     * refund, which SSLCommerz holds unique, so a repeated send cannot refund twice.
     */
    async refund(request: GatewayRefundRequest): Promise<GatewayRefundAnswer> {
      if (!request.bankTranId) return { status: 'failed', reference: null, reason: 'The payment has no SSLCommerz bank transaction id to refund.' };
      const url = new URL(`${root}/validator/api/merchantTransIDvalidationAPI.php`);
      url.search = new URLSearchParams({
        bank_tran_id: request.bankTranId,
        refund_trans_id: request.idempotencyKey,
        refund_amount: request.amount.toFixed(2),
        refund_remarks: request.remarks.slice(0, 255),
        refe_id: request.tranId,
        store_id: settings.storeId,
        store_passwd: settings.storePassword,
        v: '1',
        format: 'json',
      }).toString();
      return readRefund(await call(url.toString(), { headers: { accept: 'application/json' } }), null);
    },

    /** The refund status query, by SSLCommerz's refund_ref_id. */
    async refundStatus(reference: string): Promise<GatewayRefundAnswer> {
      const url = new URL(`${root}/validator/api/merchantTransIDvalidationAPI.php`);
      url.search = new URLSearchParams({
        refund_ref_id: reference,
        store_id: settings.storeId,
        store_passwd: settings.storePassword,
        format: 'json',
      }).toString();
      return readRefund(await call(url.toString(), { headers: { accept: 'application/json' } }), reference);
    },

    /** Whether an IPN really comes from SSLCommerz (its verify_sign). */
    verifySignature: (fields: Record<string, string>) => sslcommerzSignatureValid(fields, settings.storePassword),
  };
}

export type SslcommerzGateway = ReturnType<typeof createSslcommerzGateway> & RefundingGateway;
