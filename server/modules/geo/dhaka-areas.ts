import geography from '#server/data/bd-divisions-districts.json' with { type: 'json' };
import type { DhakaAreas } from '#domain/delivery.ts';

const areas: DhakaAreas = { cityAreas: geography.dhaka_city_areas, suburbs: geography.dhaka_suburbs };

/** Dhaka city's areas and its suburbs, which decide the delivery zone. */
export function dhakaAreas(): DhakaAreas {
  return areas;
}
