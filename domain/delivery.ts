// Delivery charge by zone: the zones, their default charges and how a charge is worded (the zone of
// an address and the charge of a place: delivery-zone.ts).
import { formatTaka } from './money.ts';

export const DELIVERY_ZONES = ['inside_dhaka_city', 'dhaka_suburbs', 'rest_of_bangladesh'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export type DeliveryCharges = Record<DeliveryZone, number>;

export const DEFAULT_DELIVERY_CHARGES: DeliveryCharges = { inside_dhaka_city: 70, dhaka_suburbs: 110, rest_of_bangladesh: 130 };

/**
 * A delivery charge as every page words it (checkout, order pages, product page, policy pages):
 * ৳0 is free delivery, and said so; only then does the shop promise it.
 */
export function chargeText(taka: number): string {
  return taka === 0 ? 'free' : formatTaka(taka);
}

/** "৳110–৳130", "free to ৳130", or one figure when the zones cost the same. */
export function chargeRange(charges: DeliveryCharges, zones: readonly DeliveryZone[] = DELIVERY_ZONES): string {
  const amounts = zones.map((zone) => charges[zone]);
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  if (low === high) return chargeText(low);
  return low === 0 ? `free to ${formatTaka(high)}` : `${formatTaka(low)}–${formatTaka(high)}`;
}
