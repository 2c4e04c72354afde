import type { CourierName, ParcelState } from '#domain/couriers.ts';

/** A parcel to book: the order as the courier needs it, with the cash still to collect. */
export interface ConsignmentRequest {
  /** The order number: the merchant's invoice at Steadfast, merchant_order_id at Pathao. */
  invoice: string;
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  /** Taka the rider collects; 0 for a paid order. */
  codAmount: number;
  itemDescription: string;
  itemQuantity: number;
  note: string | null;
  /** Pathao books to one of its cities and zones. */
  destination?: { cityId: number; zoneId: number };
}

/** What a courier answers about a parcel, booked just now or asked about later. */
export interface ParcelReport {
  consignmentId: string | null;
  /** What the customer tracks the parcel by. */
  trackingCode: string | null;
  /** The courier's own word for its state, kept as sent. */
  courierStatus: string;
  state: ParcelState;
  /** Delivery charge in taka, when the courier says. */
  charge: number | null;
  /** Cash the courier says it collected, when it says. */
  collected: number | null;
}

/** The courier said no (bad address, phone, duplicate invoice): nothing was booked. */
export class CourierRefused extends Error {
  override name = 'CourierRefused';
}

/** The courier could not be reached or answered nonsense: a parcel may or may not exist. */
export class CourierUnavailable extends Error {
  override name = 'CourierUnavailable';
}

export interface Courier {
  name: CourierName;
  book(request: ConsignmentRequest): Promise<ParcelReport>;
  /** The parcel's state now; by consignment id, or by invoice when the booking's answer was lost. */
  status(parcel: { consignmentId: string | null; invoice: string }): Promise<ParcelReport>;
  /** The parcel booked under this invoice, if the courier can look one up by it (Steadfast can). */
  findByInvoice?(invoice: string): Promise<ParcelReport | null>;
}

/** Rounds a courier's decimal taka (Pathao sends 83.46) to the shop's whole taka. */
export function taka(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? Math.round(number) : null;
}

/** One JSON call with a deadline; an unreachable courier, a 5xx or a body that is not JSON is `CourierUnavailable`. */
export async function callJson(
  courier: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown; timeoutMs: number },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    throw new CourierUnavailable(`${courier} could not be reached`, { cause: error });
  }
  if (response.status >= 500) throw new CourierUnavailable(`${courier} answered ${response.status}`);
  try {
    return { status: response.status, body: await response.json() };
  } catch (error) {
    throw new CourierUnavailable(`${courier} answered with something other than JSON`, { cause: error });
  }
}

/** A courier's validation errors ({ field: [messages] }) as one sentence for staff. */
export function refusalText(body: unknown, fallback: string): string {
  if (typeof body !== 'object' || body === null) return fallback;
  const { errors, message } = body as { errors?: unknown; message?: unknown };
  if (errors && typeof errors === 'object') {
    const lines = Object.values(errors as Record<string, unknown>).flatMap((value) => (Array.isArray(value) ? value.map(String) : [String(value)]));
    if (lines.length > 0) return lines.join(' ');
  }
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
