// Delivery charge by zone: the zones and their default charges (the zone of an address: delivery-zone.ts).

export const DELIVERY_ZONES = ['inside_dhaka_city', 'dhaka_suburbs', 'rest_of_bangladesh'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export type DeliveryCharges = Record<DeliveryZone, number>;

export const DEFAULT_DELIVERY_CHARGES: DeliveryCharges = { inside_dhaka_city: 70, dhaka_suburbs: 110, rest_of_bangladesh: 130 };
