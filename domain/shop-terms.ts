// What checkout offers a buyer: the delivery charge of each zone, whether it takes cash on delivery
// and the gateway, if any, that takes online payment (all as the back office's settings say). Every page that quotes a charge, a delivery time or a way to pay is written from
// these same values, so the shop's words cannot promise what checkout does not do.
import type { DeliveryCharges, DeliveryZone } from './delivery.ts';

/** SSLCommerz's hosted page, or the local test gateway (never in production). */
export type OnlineGateway = 'sslcommerz' | 'test';

export interface ShopTerms {
  charges: DeliveryCharges;
  /** false: the owner switched it off, and only online payment is offered. */
  cashOnDelivery: boolean;
  /** null: no online payment (none configured, or switched off); cash on delivery is then the only way to pay. */
  onlineGateway: OnlineGateway | null;
  /** Whether checkout offers bKash (set up, and switched on). */
  bkash: boolean;
  /** Whether checkout offers Nagad (set up, and switched on). */
  nagad: boolean;
}

/**
 * Working days from hand-over to the courier to the door, by zone. Not a setting: the couriers'
 * times, quoted alike by checkout's thank-you page, the product page and the policy pages.
 */
export const DELIVERY_DAYS: Record<DeliveryZone, { min: number; max: number }> = {
  inside_dhaka_city: { min: 1, max: 2 },
  dhaka_suburbs: { min: 2, max: 5 },
  rest_of_bangladesh: { min: 2, max: 5 },
};
