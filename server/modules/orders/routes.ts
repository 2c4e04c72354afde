import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '#server/services.ts';
import { notFound } from '#server/http/errors.ts';
import { requireCustomer } from '#server/modules/auth/plugin.ts';
import { idempotencyKeyHeader, placeOrderBody, refundRequestBody, trackOrderQuery } from './schemas.ts';
import { noStoreOnSend } from '#server/http/cache.ts';
import { access } from '#server/http/openapi/document.ts';
import { placeOrderAnswers, refundRequestAnswers, trackOrderAnswers } from './answers.ts';
import { PHONE_TOKEN_HEADER, passTokenOf, serializePassCookie } from '#server/modules/phone-checks/pass-token.ts';
import { phoneTokenHeader } from '#server/modules/phone-checks/schemas.ts';

export const orderRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.addHook('onSend', noStoreOnSend);

  app.post(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        operationId: 'placeOrder',
        summary:
          'Place an order (guest or signed in). The mobile number must be proven: send the Phone-Token a phone verification gave, or `phone_code` from POST /api/checkout/phone-codes. Send an Idempotency-Key so a retry cannot order twice. `payment_method: online` only when the shop has a payment gateway (422 otherwise).',
        security: access.optional,
        body: placeOrderBody,
        headers: idempotencyKeyHeader.extend(phoneTokenHeader.shape),
        response: placeOrderAnswers,
      },
    },
    async (request, reply) => {
      const signedIn = request.sessionToken ? await services.auth.customerForToken(request.sessionToken) : null;
      const { order, created, pass } = await services.orders.place(request.body, {
        customerId: signedIn?.customer.id ?? null,
        accountEmail: signedIn?.customer.email ?? null,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
        passToken: passTokenOf(services.production, { cookie: request.headers.cookie, phoneToken: request.headers['phone-token'] }),
        clientAddress: request.ip,
      });
      if (pass) reply.header('set-cookie', serializePassCookie(services.production, pass.token, pass.expiresAt)).header(PHONE_TOKEN_HEADER, pass.token);
      return reply.code(created ? 201 : 200).send({ success: true, message: created ? 'Order placed.' : 'Order already placed.', data: order });
    },
  );

  app.post(
    '/dashboard/refund-requests',
    {
      schema: {
        tags: ['orders'],
        operationId: 'requestRefund',
        summary: 'Ask for a refund of items of a paid or delivered order',
        security: access.customer,
        body: refundRequestBody,
        response: refundRequestAnswers,
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(services, request);
      const refund = await services.orders.requestRefund(customer.id, request.body);
      return reply.code(201).send({ success: true, message: 'Refund request received.', data: refund });
    },
  );

  app.get(
    '/track-order',
    {
      schema: {
        tags: ['orders'],
        operationId: 'trackOrder',
        summary: 'Progress of an order, for whoever knows its number and mobile number',
        security: access.public,
        querystring: trackOrderQuery,
        response: trackOrderAnswers,
      },
    },
    async (request) => {
      await services.rateLimits.consume('trackOrder', request.ip);
      const tracked = await services.orders.track(request.query.order_number, request.query.phone);
      // One answer for a wrong number and a wrong phone, so neither can be probed alone.
      if (!tracked) throw notFound('No order matches that order number and mobile number.');
      return { success: true as const, message: 'OK', data: tracked };
    },
  );
};
