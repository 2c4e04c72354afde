import { z } from 'zod';
import { COURIERS } from '#domain/couriers.ts';
import { ORDER_STATUSES } from '#domain/order-flow.ts';
import { answers, envelope } from '#server/http/openapi/answers.ts';
import { adminOrderAnswers } from '#server/modules/admin-orders/answers.ts';

const placeId = (what: string) =>
  z.coerce
    .number({ error: `must be a Pathao ${what} id` })
    .int(`must be a Pathao ${what} id`)
    .positive(`must be a Pathao ${what} id`)
    .optional()
    .describe(`Pathao’s ${what} id; without it the shop derives it from the delivery address where it can`);

export const courierHandOverBody = z.object({
  courier: z.enum(COURIERS, { error: `must be ${COURIERS.join(' or ')}` }).describe('The courier to book the parcel with; only those set up'),
  expected_status: z
    .enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` })
    .describe('The state the caller saw: must be processing, else 409'),
  pathao_city_id: placeId('city'),
  pathao_zone_id: placeId('zone'),
});

export const pathaoPlacesQuery = z.object({ city_id: placeId('city') });

const place = z.object({ id: z.number().int(), name: z.string() });

export const courierAnswers = {
  handOver: { ...adminOrderAnswers.step, 503: adminOrderAnswers.step[409] },
  pathaoPlaces: answers(
    {
      200: envelope(
        z.object({
          cities: z.array(place),
          city_id: z.number().int().nullable().describe('The city of the delivery address (or the one asked for), when Pathao lists it'),
          zones: z.array(place).describe('The zones of that city'),
          zone_id: z.number().int().nullable().describe('The zone of the delivery address’s area, when Pathao lists it'),
          charge: z.number().int().nullable().describe('Pathao’s price plan for a parcel to that zone, in taka'),
        }),
        'Pathao’s cities and zones, with the ones the delivery address gives',
      ),
    },
    [401, 403, 404, 422, 503],
  ),
  webhook: answers(
    { 200: z.object({ status: z.literal('success'), message: z.string() }).describe('The notice was taken (also when it named no parcel of this shop)') },
    [401, 409, 422],
  ),
  pathaoWebhook: answers(
    {
      200: z.object({ status: z.literal('success'), message: z.string() }).describe('The event was taken (also when it named no parcel of this shop)'),
      202: z.object({ status: z.literal('success'), message: z.string() }).describe('Pathao’s integration check, answered with the header it asks for'),
    },
    [401, 409, 422],
  ),
};
