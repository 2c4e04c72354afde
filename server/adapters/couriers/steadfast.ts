import { z } from 'zod';
import type { ParcelState } from '#domain/couriers.ts';
import { type ConsignmentRequest, type Courier, CourierRefused, CourierUnavailable, callJson, type ParcelReport, refusalText, taka } from './types.ts';

export interface SteadfastSettings {
  apiKey: string;
  secretKey: string;
  /** Steadfast's API root (version included); development and tests point it at the local stand-in. */
  apiUrl?: string | undefined;
  timeoutMs?: number;
}

const STEADFAST_API_ROOT = 'https://portal.packzy.com/api/v1';

/** Steadfast's delivery statuses (its API and webhook spell them differently: "Partial Delivered", "partial_delivered"). */
const STATES: Record<string, ParcelState> = {
  in_review: 'booked',
  pending: 'in_transit',
  hold: 'on_hold',
  delivered_approval_pending: 'delivered',
  delivered: 'delivered',
  partial_delivered_approval_pending: 'partly_delivered',
  partial_delivered: 'partly_delivered',
  cancelled_approval_pending: 'cancelled',
  cancelled: 'cancelled',
};

function steadfastState(status: string): ParcelState {
  return (
    STATES[
      status
        .trim()
        .toLowerCase()
        .replaceAll(/[\s-]+/g, '_')
    ] ?? 'unknown'
  );
}

const text = z.union([z.string(), z.number()]).transform(String);

const createAnswer = z
  .object({
    status: z.coerce.number(),
    consignment: z.object({ consignment_id: text, tracking_code: text.nullish(), status: z.string().nullish(), cod_amount: z.unknown() }).loose().nullish(),
  })
  .loose();

const statusAnswer = z.object({ status: z.coerce.number(), delivery_status: z.string().nullish() }).loose();

/**
 * Steadfast Courier's merchant API (v1): Api-Key and Secret-Key headers on every call;
 * create_order books a parcel under our invoice, which Steadfast keeps unique, and
 * status_by_cid / status_by_invoice answer its delivery_status.
 */
export function createSteadfastCourier(settings: SteadfastSettings): Courier {
  const root = (settings.apiUrl ?? STEADFAST_API_ROOT).replace(/\/+$/, '');
  const headers = { 'Api-Key': settings.apiKey, 'Secret-Key': settings.secretKey };
  const timeoutMs = settings.timeoutMs ?? 20_000;

  async function status(path: string): Promise<{ found: boolean; status: string | null }> {
    const answer = await callJson('Steadfast', `${root}${path}`, { method: 'GET', headers, timeoutMs });
    if (answer.status === 401 || answer.status === 403) throw new CourierUnavailable(`Steadfast refused our API key (${answer.status})`);
    const parsed = statusAnswer.safeParse(answer.body);
    if (answer.status === 404 || (parsed.success && parsed.data.status === 404)) return { found: false, status: null };
    if (!parsed.success || parsed.data.status !== 200 || !parsed.data.delivery_status)
      throw new CourierUnavailable('Steadfast sent an unexpected status answer');
    return { found: true, status: parsed.data.delivery_status };
  }

  const report = (courierStatus: string, ids: { consignmentId: string | null; trackingCode: string | null }): ParcelReport => ({
    ...ids,
    courierStatus,
    state: steadfastState(courierStatus),
    charge: null,
    collected: null,
  });

  return {
    name: 'steadfast',

    async book(request: ConsignmentRequest) {
      const answer = await callJson('Steadfast', `${root}/create_order`, {
        method: 'POST',
        headers,
        timeoutMs,
        body: {
          invoice: request.invoice,
          recipient_name: request.recipientName.slice(0, 100),
          recipient_phone: request.recipientPhone,
          recipient_address: request.recipientAddress.slice(0, 250),
          cod_amount: request.codAmount,
          note: request.note ?? '',
          item_description: request.itemDescription,
          total_lot: request.itemQuantity,
          delivery_type: 0,
        },
      });
      if (answer.status === 401 || answer.status === 403) throw new CourierUnavailable(`Steadfast refused our API key (${answer.status})`);
      const parsed = createAnswer.safeParse(answer.body);
      if (answer.status >= 400 || !parsed.success || parsed.data.status !== 200 || !parsed.data.consignment)
        throw new CourierRefused(refusalText(answer.body, 'no reason given'));
      const { consignment } = parsed.data;
      return report(consignment.status ?? 'in_review', { consignmentId: consignment.consignment_id, trackingCode: consignment.tracking_code ?? null });
    },

    async status(parcel) {
      const path = parcel.consignmentId
        ? `/status_by_cid/${encodeURIComponent(parcel.consignmentId)}`
        : `/status_by_invoice/${encodeURIComponent(parcel.invoice)}`;
      const answer = await status(path);
      if (!answer.found || !answer.status) throw new CourierUnavailable(`Steadfast does not know parcel ${parcel.consignmentId ?? parcel.invoice}`);
      return report(answer.status, { consignmentId: parcel.consignmentId, trackingCode: null });
    },

    /** Steadfast keeps invoices unique: a parcel under ours is the one a lost answer booked. */
    async findByInvoice(invoice) {
      const answer = await status(`/status_by_invoice/${encodeURIComponent(invoice)}`);
      return answer.found && answer.status ? report(answer.status, { consignmentId: null, trackingCode: null }) : null;
    },
  };
}

/** Steadfast's webhook body: a delivery_status notice (with the cash and charge) or a tracking_update. */
export const steadfastNotice = z
  .object({
    notification_type: z.enum(['delivery_status', 'tracking_update']),
    consignment_id: text,
    invoice: text.nullish(),
    status: z.string().nullish(),
    cod_amount: z.unknown().optional(),
    delivery_charge: z.unknown().optional(),
    tracking_message: z.string().nullish(),
    updated_at: z.string().nullish(),
  })
  .loose();

export type SteadfastNotice = z.infer<typeof steadfastNotice>;

/** A delivery_status notice as a report; a tracking_update moves no state, so it has none. */
export function steadfastNoticeReport(notice: SteadfastNotice): ParcelReport | null {
  if (notice.notification_type !== 'delivery_status' || !notice.status) return null;
  return {
    consignmentId: notice.consignment_id,
    trackingCode: null,
    courierStatus: notice.status,
    state: steadfastState(notice.status),
    charge: taka(notice.delivery_charge),
    collected: taka(notice.cod_amount),
  };
}
