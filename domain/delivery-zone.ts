// The delivery zone of an address: one rule for the checkout page's estimate and the order the
// server writes. It follows from the district and an area chosen from the list, never from free text.
import list from './delivery-areas.json' with { type: 'json' };
import { DELIVERY_ZONES, type DeliveryCharges, type DeliveryZone } from './delivery.ts';

export interface DeliveryArea {
  name: string;
  district: string;
  zone: DeliveryZone;
}

export const AREA_NOT_LISTED = 'Choose your area from the list.';

const isZone = (zone: string): zone is DeliveryZone => (DELIVERY_ZONES as readonly string[]).includes(zone);

// Letter case, spaces and punctuation aside: "sher e bangla nagar" is "Sher-e-Bangla Nagar".
const keyOf = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

interface ListedArea extends DeliveryArea {
  keys: string[];
}

const byDistrict = new Map<string, ListedArea[]>();
for (const area of list.areas) {
  // A typo in the data file must stop the shop, not charge every order the wrong rate.
  if (!isZone(area.zone)) throw new Error(`delivery-areas.json: ${area.name} has no zone "${area.zone}"`);
  const district = keyOf(area.district);
  const listed = byDistrict.get(district) ?? [];
  listed.push({ name: area.name, district: area.district, zone: area.zone, keys: [area.name, ...(area.aka ?? [])].map(keyOf) });
  byDistrict.set(district, listed);
}
const areaRequiredIn = new Set(list.area_required_in.map(keyOf));

/** The district's areas to choose from, as the list names them; empty for a district without a list. */
export function areasOfDistrict(district: string): readonly DeliveryArea[] {
  return (byDistrict.get(keyOf(district)) ?? []).map(({ name, district: of, zone }) => ({ name, district: of, zone }));
}

/** Whether the shopper must choose an area in this district for its zone to be known. */
function areaRequired(district: string): boolean {
  return areaRequiredIn.has(keyOf(district));
}

export type ZoneDecision =
  /** `area` as the list spells it, the free text of a district without a list, or null. */
  { ok: true; zone: DeliveryZone; area: string | null } | { ok: false; message: string };

/**
 * A district with a list takes only an area of its own list (or none, where it is optional, which
 * is the rest of the country); a district without a list is the rest of the country whatever its
 * area says, so "Ashulia" typed for Bandarban is charged as Bandarban.
 */
export function decideDeliveryZone(place: { district: string; area?: string | null | undefined }): ZoneDecision {
  const typed = place.area?.trim() ?? '';
  const listed = byDistrict.get(keyOf(place.district));
  if (!listed) return { ok: true, zone: 'rest_of_bangladesh', area: typed || null };
  if (!typed) return areaRequired(place.district) ? { ok: false, message: AREA_NOT_LISTED } : { ok: true, zone: 'rest_of_bangladesh', area: null };
  const key = keyOf(typed);
  const area = listed.find((candidate) => candidate.keys.includes(key));
  return area ? { ok: true, zone: area.zone, area: area.name } : { ok: false, message: AREA_NOT_LISTED };
}

export type DeliveryQuote = { ok: true; zone: DeliveryZone; area: string | null; charge: number } | { ok: false; message: string };

/**
 * The delivery charge of a place: the one rule by which checkout's summary shows a charge and the
 * server writes it on the order, so the figure shown is the figure charged.
 */
export function deliveryChargeFor(place: { district: string; area?: string | null | undefined }, charges: DeliveryCharges): DeliveryQuote {
  const decided = decideDeliveryZone(place);
  return decided.ok ? { ...decided, charge: charges[decided.zone] } : decided;
}
