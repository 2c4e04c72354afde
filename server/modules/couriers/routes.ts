import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COURIER_LABELS, COURIER_MESSAGES as M } from '#domain/couriers.ts';
import { PATHAO_INTEGRATION_HEADER, PATHAO_INTEGRATION_SECRET, PATHAO_SIGNATURE_HEADER } from '#server/adapters/couriers/pathao.ts';
import { CourierUnavailable } from '#server/adapters/couriers/types.ts';
import { HttpError, notFound, validationError } from '#server/http/errors.ts';
import { access } from '#server/http/openapi/document.ts';
import { adminOrderParams } from '#server/modules/admin-orders/schemas.ts';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import type { AppServices } from '#server/services.ts';
import { pathaoPlaces } from './pathao-places.ts';
import { courierAnswers, courierHandOverBody, pathaoPlacesQuery } from './schemas.ts';
import { createCourierWebhooks } from './webhooks.ts';

/** The order desk's handover through a courier's API, and Pathao's places for it. */
export const courierDeskRoutes: FastifyPluginAsyncZod<{ services: AppServices; guard: StaffGuard }> = async (app, { services, guard }) => {
  const tags = ['back office: orders'];
  const { onRequest, security } = guard;

  app.post(
    '/orders/:number/courier',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminBookCourier',
        summary: 'Hand a processing order to Steadfast or Pathao through its API: the parcel is booked and the order ships with its tracking code',
        description: [
          'The parcel is booked under the order number with the cash still due. The request is recorded under the order’s lock before the courier is called, so two clicks book one parcel (the second is answered 409).',
          'A courier’s refusal answers 422 with its reason, and the order stays as it was. A courier that does not answer gives 503: the request is kept, and a later try asks Steadfast for the parcel under the order number before booking again (Pathao: its order.created notice settles it).',
          'Pathao needs a city and zone: without them they are looked up from the delivery address’s district and area, and 422 names the boxes when they cannot be.',
        ].join(' '),
        security,
        params: adminOrderParams,
        body: courierHandOverBody,
        response: courierAnswers.handOver,
      },
    },
    async (request) => {
      if (request.body.expected_status !== 'processing') throw new HttpError(409, M.notProcessing);
      await services.couriers.handOver(request.params.number, request.body, guard.actor(request));
      return { success: true as const, message: M.done(COURIER_LABELS[request.body.courier]), data: await services.adminOrders.detail(request.params.number) };
    },
  );

  app.get(
    '/orders/:number/courier/pathao-places',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminPathaoPlaces',
        summary: 'Pathao’s cities and zones for an order, with the ones its delivery address gives and Pathao’s price for that zone',
        security,
        params: adminOrderParams,
        querystring: pathaoPlacesQuery,
        response: courierAnswers.pathaoPlaces,
      },
    },
    async (request) => {
      const pathao = services.couriers.pathao;
      if (!pathao) throw validationError({ courier: [M.notOffered] }, M.notOffered);
      const order = await services.couriers.orderByNumber(request.params.number);
      try {
        return { success: true as const, message: 'OK', data: await pathaoPlaces(pathao, order, request.query.city_id) };
      } catch (error) {
        if (error instanceof CourierUnavailable) throw new HttpError(503, 'Pathao did not answer. Try again in a minute.');
        throw error;
      }
    },
  );
};

/** The couriers' webhooks: each believed only with the secret set in the courier's panel. */
export const courierWebhookRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const webhooks = createCourierWebhooks(services.couriers, {
    steadfastToken: services.config.STEADFAST_WEBHOOK_TOKEN,
    pathaoSecret: services.config.PATHAO_WEBHOOK_SECRET,
  });
  const offered = (courier: 'steadfast' | 'pathao') => {
    if (!services.couriers.offered().includes(courier)) throw notFound('This courier is not set up for the shop.');
  };

  app.post(
    '/couriers/steadfast/webhook',
    {
      schema: {
        tags: ['couriers'],
        operationId: 'steadfastWebhook',
        summary: 'Steadfast’s delivery_status and tracking_update notices (Bearer token checked, 401 when forged)',
        description:
          'A delivery_status notice moves the parcel’s state once however often it comes: delivered delivers the order (cash on delivery is marked paid when cod_amount is what was due, else flagged for staff); cancelled and partial deliveries are shown and flagged. 409 (nothing changed) when the invoice it names is not the order number of the parcel with that consignment_id. 404 when Steadfast is not set up.',
        security: access.steadfastWebhook,
        response: { ...courierAnswers.webhook, 404: courierAnswers.webhook[401] },
      },
    },
    async (request) => {
      offered('steadfast');
      return { status: 'success' as const, message: await webhooks.steadfast(request.headers.authorization, request.body) };
    },
  );

  app.post(
    '/couriers/pathao/webhook',
    {
      schema: {
        tags: ['couriers'],
        operationId: 'pathaoWebhook',
        summary: 'Pathao’s order events (X-PATHAO-Signature checked, 401 when forged), and its integration check (202)',
        description:
          'Each event moves the parcel’s state once however often it comes: order.delivered delivers the order (and pays a cash-on-delivery order the amount booked, or the collected_amount Pathao names when it matches); returns, failed and partial deliveries are shown and flagged. 409 (nothing changed) when the merchant_order_id it names is not the order number of the parcel with that consignment_id. 404 when Pathao is not set up.',
        security: access.pathaoWebhook,
        response: { ...courierAnswers.pathaoWebhook, 404: courierAnswers.pathaoWebhook[401] },
      },
    },
    async (request, reply) => {
      offered('pathao');
      const signature = request.headers[PATHAO_SIGNATURE_HEADER];
      const answer = await webhooks.pathao(typeof signature === 'string' ? signature : undefined, request.body);
      if (answer.check)
        return reply
          .code(202)
          .header(PATHAO_INTEGRATION_HEADER, PATHAO_INTEGRATION_SECRET)
          .send({ status: 'success' as const, message: answer.message });
      return { status: 'success' as const, message: answer.message };
    },
  );
};
