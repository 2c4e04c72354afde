import { CURRENCY } from '#domain/money.ts';

/** Shop events sent to GA4 and Meta Pixel when their ids are configured. */
export type AnalyticsEvent =
  | { name: 'page_view'; path: string; title: string }
  | { name: 'view_item'; item: AnalyticsItem }
  | { name: 'add_to_cart'; item: AnalyticsItem; quantity: number }
  | { name: 'remove_from_cart'; item: AnalyticsItem; quantity: number }
  | { name: 'search'; term: string }
  | { name: 'begin_checkout'; items: AnalyticsItem[]; value: number }
  | { name: 'purchase'; orderId: string; items: AnalyticsItem[]; value: number }
  | { name: 'sign_up'; method: string }
  | { name: 'lead'; source: string };

export interface AnalyticsItem {
  id: number;
  name: string;
  price: number;
  brand?: string | null;
  category?: string | null;
  variant?: string | null;
  /** For checkout and purchase lists; one when absent. */
  quantity?: number;
}

type Params = Record<string, unknown>;

function ga4Item(item: AnalyticsItem, quantity = item.quantity ?? 1): Params {
  return {
    item_id: String(item.id),
    item_name: item.name,
    price: item.price,
    quantity,
    ...(item.brand ? { item_brand: item.brand } : {}),
    ...(item.category ? { item_category: item.category } : {}),
    ...(item.variant ? { item_variant: item.variant } : {}),
  };
}

/** The GA4 recommended event and parameters for a shop event: `gtag('event', name, params)`. */
export function ga4Event(event: AnalyticsEvent, origin: string): [name: string, params: Params] {
  switch (event.name) {
    case 'page_view':
      return ['page_view', { page_location: `${origin}${event.path}`, page_title: event.title }];
    case 'view_item':
      return ['view_item', { currency: CURRENCY, value: event.item.price, items: [ga4Item(event.item, 1)] }];
    case 'add_to_cart':
    case 'remove_from_cart':
      return [event.name, { currency: CURRENCY, value: event.item.price * event.quantity, items: [ga4Item(event.item, event.quantity)] }];
    case 'search':
      return ['search', { search_term: event.term }];
    case 'begin_checkout':
      return ['begin_checkout', { currency: CURRENCY, value: event.value, items: event.items.map((item) => ga4Item(item)) }];
    case 'purchase':
      return ['purchase', { transaction_id: event.orderId, currency: CURRENCY, value: event.value, items: event.items.map((item) => ga4Item(item)) }];
    case 'sign_up':
      return ['sign_up', { method: event.method }];
    case 'lead':
      return ['generate_lead', { lead_source: event.source }];
  }
}

function pixelContents(items: AnalyticsItem[], quantity?: number): Params {
  return {
    content_type: 'product',
    content_ids: items.map((item) => String(item.id)),
    contents: items.map((item) => ({ id: String(item.id), quantity: quantity ?? item.quantity ?? 1, item_price: item.price })),
  };
}

/** The Meta Pixel call for a shop event: `fbq(kind, name, params)`; removing from cart has no standard event. */
export function pixelEvent(event: AnalyticsEvent): [kind: 'track' | 'trackCustom', name: string, params?: Params] {
  switch (event.name) {
    case 'page_view':
      return ['track', 'PageView'];
    case 'view_item':
      return ['track', 'ViewContent', { ...pixelContents([event.item], 1), content_name: event.item.name, currency: CURRENCY, value: event.item.price }];
    case 'add_to_cart':
      return [
        'track',
        'AddToCart',
        { ...pixelContents([event.item], event.quantity), content_name: event.item.name, currency: CURRENCY, value: event.item.price * event.quantity },
      ];
    case 'remove_from_cart':
      return [
        'trackCustom',
        'RemoveFromCart',
        { ...pixelContents([event.item], event.quantity), content_name: event.item.name, currency: CURRENCY, value: event.item.price * event.quantity },
      ];
    case 'search':
      return ['track', 'Search', { search_string: event.term }];
    case 'begin_checkout':
      return [
        'track',
        'InitiateCheckout',
        { ...pixelContents(event.items), num_items: event.items.reduce((sum, item) => sum + (item.quantity ?? 1), 0), currency: CURRENCY, value: event.value },
      ];
    case 'purchase':
      return ['track', 'Purchase', { ...pixelContents(event.items), order_id: event.orderId, currency: CURRENCY, value: event.value }];
    case 'sign_up':
      return ['track', 'CompleteRegistration', { content_name: event.method, status: true }];
    case 'lead':
      return ['track', 'Lead', { content_name: event.source }];
  }
}

export type EventSink = (event: AnalyticsEvent) => void;

// Pages send events from their own effects, which can run before the trackers are set up; those wait here.
const MAX_WAITING = 20;
let sink: EventSink | null = null;
let waiting: AnalyticsEvent[] = [];

/** Sends an event to whichever trackers are configured; a no-op when none is, and on the server. */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  if (sink) sink(event);
  else if (waiting.length < MAX_WAITING) waiting.push(event);
}

/**
 * Called once the site's tracker ids are known: with a sink, events waiting so far are delivered;
 * without one (no ids configured) they are dropped and `track` does nothing from then on.
 */
export function startTracking(send: EventSink | null): void {
  sink = send ?? (() => {});
  const earlier = waiting;
  waiting = [];
  if (send) for (const event of earlier) send(event);
}
