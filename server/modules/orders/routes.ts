import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '#server/services.ts';
import { idempotencyKeyHeader, placeOrderBody } from './schemas.ts';

export const orderRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place an order (guest or signed in); send an Idempotency-Key so a retry cannot order twice',
        body: placeOrderBody,
        headers: idempotencyKeyHeader,
      },
    },
    async (request, reply) => {
      const signedIn = request.sessionToken ? await services.auth.customerForToken(request.sessionToken) : null;
      const { order, created } = await services.orders.place(request.body, {
        customerId: signedIn?.customer.id ?? null,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
      });
      return reply.code(created ? 201 : 200).send({ success: true, message: created ? 'Order placed.' : 'Order already placed.', data: order });
    },
  );
};
