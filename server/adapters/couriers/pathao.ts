import { z } from 'zod';
import type { ParcelState } from '#domain/couriers.ts';
import { type ConsignmentRequest, type Courier, CourierRefused, CourierUnavailable, callJson, type ParcelReport, refusalText, taka } from './types.ts';

export interface PathaoToken {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
}

/** Where the token lives between calls and between processes (the database). */
export interface PathaoTokenStore {
  load(): Promise<PathaoToken | null>;
  save(token: PathaoToken): Promise<void>;
}

export interface PathaoSettings {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number;
  sandbox: boolean;
  /** Replaces the sandbox or live root; development and tests point it at the local stand-in. */
  apiUrl?: string | undefined;
  timeoutMs?: number;
  tokens: PathaoTokenStore;
}

const SANDBOX_ROOT = 'https://courier-api-sandbox.pathao.com';
const LIVE_ROOT = 'https://api-hermes.pathao.com';
/** A token this close to its end is renewed first: a call made with it could arrive after it expired. */
const TOKEN_MARGIN_MS = 5 * 60_000;
/** Pathao's normal delivery, and a parcel (not a document) of half a kilo: what the shop sends. */
const DELIVERY_TYPE_NORMAL = 48;
const ITEM_TYPE_PARCEL = 2;
const ITEM_WEIGHT_KG = 0.5;

/** Pathao's words for a parcel's progress: webhook events (order.in-transit) and order_status_slug (In_Transit). */
const STATES: Record<string, ParcelState> = {
  created: 'booked',
  updated: 'booked',
  pending: 'booked',
  'pickup-requested': 'booked',
  'assigned-for-pickup': 'booked',
  picked: 'in_transit',
  pickup: 'in_transit',
  'at-the-sorting-hub': 'in_transit',
  'in-transit': 'in_transit',
  'received-at-last-mile-hub': 'in_transit',
  'assigned-for-delivery': 'in_transit',
  delivered: 'delivered',
  'partial-delivery': 'partly_delivered',
  'partial-delivered': 'partly_delivered',
  'delivery-failed': 'delivery_failed',
  'on-hold': 'on_hold',
  hold: 'on_hold',
  returned: 'returned',
  return: 'returned',
  'paid-return': 'returned',
  exchanged: 'returned',
  'pickup-failed': 'cancelled',
  'pickup-cancelled': 'cancelled',
  cancelled: 'cancelled',
};

const slug = (status: string) =>
  status
    .trim()
    .toLowerCase()
    .replace(/^order\./, '')
    .replaceAll(/[\s_]+/g, '-');

/** Null for the events that say nothing of the parcel (order.paid is Pathao paying the merchant). */
function pathaoState(status: string): ParcelState | null {
  const key = slug(status);
  if (key === 'paid' || key === 'webhook-integration') return null;
  return STATES[key] ?? 'unknown';
}

const text = z.union([z.string(), z.number()]).transform(String);
const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.coerce.number().nullish(), type: z.string().nullish(), data }).loose();

const tokenAnswer = z.object({ access_token: z.string().min(1), refresh_token: z.string().nullish(), expires_in: z.coerce.number() }).loose();
const orderCreated = envelope(z.object({ consignment_id: text, order_status: z.string().nullish(), delivery_fee: z.unknown().optional() }).loose());
const orderInfo = envelope(z.object({ consignment_id: text, order_status: z.string().nullish(), order_status_slug: z.string().nullish() }).loose());
const pricePlan = envelope(z.object({ final_price: z.unknown(), price: z.unknown().optional() }).loose());
const cityList = envelope(z.object({ data: z.array(z.object({ city_id: z.coerce.number(), city_name: z.string() }).loose()) }).loose());
const zoneList = envelope(z.object({ data: z.array(z.object({ zone_id: z.coerce.number(), zone_name: z.string() }).loose()) }).loose());

export interface PathaoPlace {
  id: number;
  name: string;
}

/**
 * Pathao Courier's merchant API ("aladdin"): issue-token grants a bearer token for the merchant's
 * client and user (kept in the database, renewed with its refresh token); orders books a parcel to
 * a city and zone of Pathao's lists, price-plan quotes it, and orders/{id}/info answers its state.
 */
export function createPathaoCourier(settings: PathaoSettings) {
  const root = (settings.apiUrl ?? (settings.sandbox ? SANDBOX_ROOT : LIVE_ROOT)).replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? 20_000;
  let cached: PathaoToken | null = null;
  const usable = (token: PathaoToken | null): token is PathaoToken => token !== null && token.expiresAt.getTime() - Date.now() > TOKEN_MARGIN_MS;

  async function issue(body: Record<string, string>): Promise<PathaoToken | null> {
    const answer = await callJson('Pathao', `${root}/aladdin/api/v1/issue-token`, {
      method: 'POST',
      headers: {},
      timeoutMs,
      body: { client_id: settings.clientId, client_secret: settings.clientSecret, ...body },
    });
    const parsed = tokenAnswer.safeParse(answer.body);
    if (answer.status >= 400 || !parsed.success) return null;
    return {
      accessToken: parsed.data.access_token,
      refreshToken: parsed.data.refresh_token ?? null,
      expiresAt: new Date(Date.now() + parsed.data.expires_in * 1000),
    };
  }

  /** The cached token, the database's, a refreshed one, or a new grant, in that order. */
  async function accessToken(forceNew = false): Promise<string> {
    if (!forceNew && usable(cached)) return cached.accessToken;
    const stored = await settings.tokens.load();
    if (!forceNew && usable(stored)) {
      cached = stored;
      return stored.accessToken;
    }
    const refreshToken = stored?.refreshToken ?? cached?.refreshToken;
    let fresh = refreshToken ? await issue({ grant_type: 'refresh_token', refresh_token: refreshToken }) : null;
    fresh ??= await issue({ grant_type: 'password', username: settings.username, password: settings.password });
    if (!fresh) throw new CourierUnavailable('Pathao refused our client credentials');
    await settings.tokens.save(fresh);
    cached = fresh;
    return fresh.accessToken;
  }

  /** An authorised call; a token Pathao no longer takes (401) is replaced once and the call made again. */
  async function authorised(method: 'GET' | 'POST', path: string, body?: unknown) {
    const call = async (token: string) =>
      callJson('Pathao', `${root}${path}`, { method, headers: { authorization: `Bearer ${token}` }, timeoutMs, ...(body === undefined ? {} : { body }) });
    let answer = await call(await accessToken());
    if (answer.status === 401) answer = await call(await accessToken(true));
    if (answer.status === 401 || answer.status === 403) throw new CourierUnavailable(`Pathao refused our token (${answer.status})`);
    return answer;
  }

  function report(consignmentId: string, courierStatus: string, charge: number | null): ParcelReport {
    return { consignmentId, trackingCode: consignmentId, courierStatus, state: pathaoState(courierStatus) ?? 'unknown', charge, collected: null };
  }

  const courier = {
    name: 'pathao' as const,

    async book(request: ConsignmentRequest): Promise<ParcelReport> {
      if (!request.destination) throw new CourierRefused('Pathao needs the city and zone the parcel goes to.');
      const answer = await authorised('POST', '/aladdin/api/v1/orders', {
        store_id: settings.storeId,
        merchant_order_id: request.invoice,
        recipient_name: request.recipientName.slice(0, 100),
        recipient_phone: request.recipientPhone,
        recipient_address: request.recipientAddress.slice(0, 220),
        recipient_city: request.destination.cityId,
        recipient_zone: request.destination.zoneId,
        delivery_type: DELIVERY_TYPE_NORMAL,
        item_type: ITEM_TYPE_PARCEL,
        special_instruction: request.note ?? '',
        item_quantity: request.itemQuantity,
        item_weight: ITEM_WEIGHT_KG,
        item_description: request.itemDescription,
        amount_to_collect: request.codAmount,
      });
      const parsed = orderCreated.safeParse(answer.body);
      if (answer.status >= 400 || !parsed.success) throw new CourierRefused(refusalText(answer.body, 'no reason given'));
      return report(parsed.data.data.consignment_id, parsed.data.data.order_status ?? 'Pending', taka(parsed.data.data.delivery_fee));
    },

    async status(parcel: { consignmentId: string | null; invoice: string }): Promise<ParcelReport> {
      if (!parcel.consignmentId) throw new CourierUnavailable(`Pathao has no look-up by merchant order id (${parcel.invoice})`);
      const answer = await authorised('GET', `/aladdin/api/v1/orders/${encodeURIComponent(parcel.consignmentId)}/info`);
      const parsed = orderInfo.safeParse(answer.body);
      if (answer.status >= 400 || !parsed.success) throw new CourierUnavailable(`Pathao does not know parcel ${parcel.consignmentId}`);
      const { order_status_slug: statusSlug, order_status: status } = parsed.data.data;
      return report(parcel.consignmentId, statusSlug ?? status ?? 'unknown', null);
    },

    /** The delivery charge Pathao's price plan asks for a parcel to this city and zone. */
    async price(destination: { cityId: number; zoneId: number }): Promise<number | null> {
      const answer = await authorised('POST', '/aladdin/api/v1/merchant/price-plan', {
        store_id: settings.storeId,
        item_type: ITEM_TYPE_PARCEL,
        delivery_type: DELIVERY_TYPE_NORMAL,
        item_weight: ITEM_WEIGHT_KG,
        recipient_city: destination.cityId,
        recipient_zone: destination.zoneId,
      });
      const parsed = pricePlan.safeParse(answer.body);
      if (answer.status >= 400 || !parsed.success) throw new CourierRefused(refusalText(answer.body, 'Pathao has no price for this zone'));
      return taka(parsed.data.data.final_price ?? parsed.data.data.price);
    },

    async cities(): Promise<PathaoPlace[]> {
      const parsed = cityList.safeParse((await authorised('GET', '/aladdin/api/v1/city-list')).body);
      if (!parsed.success) throw new CourierUnavailable('Pathao sent an unexpected city list');
      return parsed.data.data.data.map((city) => ({ id: city.city_id, name: city.city_name.trim() }));
    },

    async zones(cityId: number): Promise<PathaoPlace[]> {
      const parsed = zoneList.safeParse((await authorised('GET', `/aladdin/api/v1/cities/${cityId}/zone-list`)).body);
      if (!parsed.success) throw new CourierUnavailable('Pathao sent an unexpected zone list');
      return parsed.data.data.data.map((zone) => ({ id: zone.zone_id, name: zone.zone_name.trim() }));
    },
  } satisfies Courier & Record<string, unknown>;
  return courier;
}

export type PathaoCourier = ReturnType<typeof createPathaoCourier>;

/** Pathao's webhook body (one event per parcel change). */
export const pathaoNotice = z
  .object({
    event: z.string(),
    consignment_id: text.nullish(),
    merchant_order_id: text.nullish(),
    collected_amount: z.unknown().optional(),
    delivery_fee: z.unknown().optional(),
    reason: z.string().nullish(),
  })
  .loose();

export type PathaoNotice = z.infer<typeof pathaoNotice>;

/** Pathao asks a new webhook URL to prove itself with this event and this answer header (its webhook docs). */
export const PATHAO_INTEGRATION_EVENT = 'webhook_integration';
export const PATHAO_INTEGRATION_HEADER = 'X-Pathao-Merchant-Webhook-Integration-Secret';
export const PATHAO_INTEGRATION_SECRET = 'f3992ecc-59da-4cbe-a049-a13da2018d51';
/** The header carrying the webhook secret the merchant set in Pathao's panel. */
export const PATHAO_SIGNATURE_HEADER = 'x-pathao-signature';

export function pathaoNoticeReport(notice: PathaoNotice): ParcelReport | null {
  const state = pathaoState(notice.event);
  if (state === null || !notice.consignment_id) return null;
  return {
    consignmentId: notice.consignment_id,
    trackingCode: notice.consignment_id,
    courierStatus: notice.event,
    state,
    charge: taka(notice.delivery_fee),
    collected: taka(notice.collected_amount),
  };
}
