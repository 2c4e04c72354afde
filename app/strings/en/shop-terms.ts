// Phrases that quote what checkout offers (delivery days, zones, ways to pay), written from the
// shop's terms rather than typed in: change the gateway, and every page follows. A charge is worded by
// chargeText/chargeRange beside the charges themselves, as checkout and the order pages word it.
import type { DeliveryZone } from '#domain/delivery.ts';
import { DELIVERY_DAYS, type OnlineGateway, type ShopTerms } from '#domain/shop-terms.ts';
import type { PaymentMethod } from '#domain/shop-settings.ts';

const span = (low: string, high: string) => (low === high ? low : `${low}–${high}`);

/** Working days to these zones: "2–5". */
export function deliveryDays(zones: readonly DeliveryZone[]): string {
  const min = Math.min(...zones.map((zone) => DELIVERY_DAYS[zone].min));
  const max = Math.max(...zones.map((zone) => DELIVERY_DAYS[zone].max));
  return span(String(min), String(max));
}

export const OUTSIDE_CITY: readonly DeliveryZone[] = ['dhaka_suburbs', 'rest_of_bangladesh'];

/** Dhaka city's days and everywhere else's, for the short sentences. */
export const cityDays = () => deliveryDays(['inside_dhaka_city']);
export const elsewhereDays = () => deliveryDays(OUTSIDE_CITY);

export const ZONE_NAMES: Record<DeliveryZone, string> = {
  inside_dhaka_city: 'Inside Dhaka city',
  dhaka_suburbs: 'Dhaka suburbs (the areas of Dhaka, Gazipur and Narayanganj districts listed as suburbs at checkout)',
  rest_of_bangladesh: 'Rest of Bangladesh',
};

/**
 * How a buyer can pay, by gateway. SSLCommerz's hosted page takes cards, mobile banking and
 * internet banking; the test gateway takes no money at all. No EMI: checkout does not ask for it.
 */
export const ONLINE_PAYMENT: Record<OnlineGateway, { methods: string; short: string; refund: string }> = {
  sslcommerz: {
    methods: 'online payment on the secure SSLCommerz page, by debit or credit card, mobile banking such as bKash or Nagad, or internet banking',
    short: 'card, mobile banking or internet banking, through SSLCommerz',
    refund: 'An online payment is refunded to the card or account it came from, usually within 7–10 working days depending on your bank or wallet.',
  },
  test: {
    methods: 'online payment on the shop’s test payment page, a demonstration that takes no money',
    short: 'the shop’s test payment page, which takes no money',
    refund: 'An order paid on the test payment page took no money, so there is nothing to send back.',
  },
};

/** "Cash on delivery", "Cash on delivery, or …" or "Online only: …": the ways to pay checkout offers, in one sentence. */
export function paymentMethodsText({ cashOnDelivery, onlineGateway: gateway }: Pick<ShopTerms, 'cashOnDelivery' | 'onlineGateway'>): string {
  if (!cashOnDelivery && gateway) return `We take ${ONLINE_PAYMENT[gateway].methods}, paid when you place the order. We do not take cash on delivery.`;
  return gateway
    ? `Cash on delivery anywhere in Bangladesh, or ${ONLINE_PAYMENT[gateway].methods}.`
    : 'Cash on delivery anywhere in Bangladesh: you pay the courier in cash when your order arrives. We do not take online payments.';
}

/** How staff pages name an order's way to pay. */
export const PAYMENT_METHOD_LABELS = { cod: 'Cash on delivery', online: 'Online', bkash: 'bKash', nagad: 'Nagad' } as const satisfies Record<
  PaymentMethod,
  string
>;
