import { COURIER_MESSAGES as M } from '#domain/couriers.ts';
import type { PathaoCourier, PathaoPlace } from '#server/adapters/couriers/pathao.ts';
import { CourierRefused } from '#server/adapters/couriers/types.ts';
import { validationError } from '#server/http/errors.ts';
import type { OrderRow } from '#server/modules/orders/lifecycle.ts';

/** The older English spellings Pathao's city list may use for a district's current name. */
const OTHER_SPELLINGS: Record<string, string[]> = {
  chattogram: ['chittagong'],
  cumilla: ['comilla'],
  barishal: ['barisal'],
  jashore: ['jessore'],
  bogura: ['bogra'],
  brahmanbaria: ['bbaria'],
  chapainawabganj: ['chapainababganj', 'nawabganj'],
};

const folded = (name: string) => name.toLowerCase().replaceAll(/[^a-z]/g, '');

function matching(places: PathaoPlace[], name: string | null): PathaoPlace | null {
  if (!name) return null;
  const wanted = [folded(name), ...(OTHER_SPELLINGS[folded(name)] ?? [])];
  return places.find((place) => wanted.includes(folded(place.name))) ?? null;
}

/**
 * Pathao's city and zone for the order's delivery address: its district looked up in Pathao's
 * city list, its area in that city's zones. What cannot be matched is left for staff to pick.
 */
async function pathaoChoices(pathao: PathaoCourier, order: Pick<OrderRow, 'shippingAddress'>, cityId?: number) {
  const cities = await pathao.cities();
  const city = cityId !== undefined ? (cities.find((place) => place.id === cityId) ?? null) : matching(cities, order.shippingAddress.district);
  const zones = city ? await pathao.zones(city.id) : [];
  const zone = matching(zones, order.shippingAddress.area);
  return { cities, cityId: city?.id ?? null, zones, zoneId: zone?.id ?? null };
}

/** The city and zone staff chose, or the ones the address gives; 422 naming the boxes when neither. */
export async function pathaoDestination(
  pathao: PathaoCourier,
  order: Pick<OrderRow, 'shippingAddress'>,
  input: { pathao_city_id?: number | undefined; pathao_zone_id?: number | undefined },
) {
  if (input.pathao_city_id !== undefined && input.pathao_zone_id !== undefined) return { cityId: input.pathao_city_id, zoneId: input.pathao_zone_id };
  const choices = await pathaoChoices(pathao, order, input.pathao_city_id);
  if (choices.cityId === null || choices.zoneId === null) {
    throw validationError({ ...(choices.cityId === null ? { pathao_city_id: [M.zoneRequired] } : {}), pathao_zone_id: [M.zoneRequired] }, M.zoneRequired);
  }
  return { cityId: choices.cityId, zoneId: choices.zoneId };
}

/** The order desk's choice of Pathao city and zone: the lists, the address's picks, and Pathao's price for them. */
export async function pathaoPlaces(pathao: PathaoCourier, order: Pick<OrderRow, 'shippingAddress'>, cityId?: number) {
  const choices = await pathaoChoices(pathao, order, cityId);
  const charge =
    choices.cityId !== null && choices.zoneId !== null
      ? await pathao.price({ cityId: choices.cityId, zoneId: choices.zoneId }).catch((error: unknown) => {
          // A zone Pathao has no plan for is still shown; booking will say why it refuses.
          if (error instanceof CourierRefused) return null;
          throw error;
        })
      : null;
  return { cities: choices.cities, city_id: choices.cityId, zones: choices.zones, zone_id: choices.zoneId, charge };
}
