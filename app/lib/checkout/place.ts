import { areasOfDistrict, decideDeliveryZone } from '#domain/delivery-zone.ts';

/** Where the order goes, as the checkout form holds it while the shopper chooses. */
export interface Place {
  division: string;
  district: string;
  area: string;
}

/** A new division or district clears the area: it belonged to the old district's list. */
export function changePlace(place: Place, change: Partial<Place>): Place {
  const next = { ...place, ...change };
  const moved = next.division !== place.division || next.district !== place.district;
  return moved ? { ...next, area: change.area ?? '' } : next;
}

/**
 * A saved address as the form starts from: its area as the district's list spells it, or none
 * when the list does not have it, so the shopper chooses rather than being charged for a guess.
 */
export function startingPlace(saved: Place): Place {
  if (areasOfDistrict(saved.district).length === 0) return saved;
  const decided = decideDeliveryZone(saved);
  return { ...saved, area: decided.ok ? (decided.area ?? '') : '' };
}
