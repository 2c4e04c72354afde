// Delivery charge by zone: one rule for the checkout page's estimate and the order the server writes.

export const DELIVERY_ZONES = ['inside_dhaka_city', 'dhaka_suburbs', 'rest_of_bangladesh'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export type DeliveryCharges = Record<DeliveryZone, number>;

export const DEFAULT_DELIVERY_CHARGES: DeliveryCharges = { inside_dhaka_city: 70, dhaka_suburbs: 110, rest_of_bangladesh: 130 };

export interface DhakaAreas {
  cityAreas: readonly string[];
  suburbs: readonly string[];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Inside the city means Dhaka district with one of the city's areas; a suburb is one of the listed
 * suburbs; everything else, including Dhaka district without a known area, is the rest of the country.
 */
export function deliveryZone(address: { district: string; area?: string | null | undefined }, areas: DhakaAreas): DeliveryZone {
  const area = address.area?.trim() ?? '';
  if (area && areas.suburbs.some((suburb) => same(suburb, area))) return 'dhaka_suburbs';
  if (same(address.district, 'Dhaka') && area && areas.cityAreas.some((cityArea) => same(cityArea, area))) return 'inside_dhaka_city';
  return 'rest_of_bangladesh';
}
