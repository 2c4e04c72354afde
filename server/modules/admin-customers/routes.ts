import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CUSTOMER_DESK_MESSAGES as M } from '#domain/customers.ts';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import type { AppServices } from '#server/services.ts';
import { adminCustomerAnswers as answers } from './answers.ts';
import { adminCustomerBlockBody, adminCustomerListQuery, adminCustomerParams } from './schemas.ts';

/**
 * The back office's customer desk: the accounts newest first, one with their orders and refund
 * requests, and blocking an account (it can no longer sign in or order; its sessions end).
 */
export const adminCustomerRoutes: FastifyPluginAsyncZod<{ services: AppServices; guard: StaffGuard }> = async (app, { services, guard }) => {
  const desk = services.adminCustomers;
  const tags = ['back office: customers'];
  const { onRequest, security } = guard;

  // Personal data: nothing in between may keep a copy.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/customers',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminListCustomers',
        summary: 'Customer accounts newest first, searched by name, email or mobile number, a page at a time, with orders and money spent',
        security,
        querystring: adminCustomerListQuery,
        response: answers.list,
      },
    },
    async (request) => ({ success: true as const, message: 'OK', data: await desk.list(request.query) }),
  );

  app.get(
    '/customers/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminGetCustomer',
        summary: 'A customer’s profile, orders, refund requests and money spent; never a password, session or reset code',
        security,
        params: adminCustomerParams,
        response: answers.one,
      },
    },
    async (request) => ({ success: true as const, message: 'OK', data: await desk.detail(request.params.id) }),
  );

  app.post(
    '/customers/:id/block',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminBlockCustomer',
        summary: 'Block a customer: they can no longer sign in or order, and every session of theirs ends at once',
        description: 'Answers 409 when the customer is already blocked.',
        security,
        params: adminCustomerParams,
        body: adminCustomerBlockBody,
        response: answers.blocked,
      },
    },
    async (request) => ({
      success: true as const,
      message: M.blocked,
      data: await desk.block(request.params.id, request.body.reason, guard.actor(request)),
    }),
  );

  app.post(
    '/customers/:id/unblock',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminUnblockCustomer',
        summary: 'Unblock a customer: they can sign in and order again',
        description: 'Answers 409 when the customer is not blocked.',
        security,
        params: adminCustomerParams,
        response: answers.unblocked,
      },
    },
    async (request) => ({ success: true as const, message: M.unblocked, data: await desk.unblock(request.params.id, guard.actor(request)) }),
  );
};
