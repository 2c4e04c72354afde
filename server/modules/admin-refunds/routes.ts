import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import type { AppServices } from '#server/services.ts';
import { adminRefundAnswers as answers } from './answers.ts';
import {
  adminCancelledOrderParams,
  adminRefundApproveBody,
  adminRefundListQuery,
  adminRefundPaidOutBody,
  adminRefundParams,
  adminRefundRejectBody,
  adminRefundRetryBody,
  adminSendBackBody,
} from './schemas.ts';

/**
 * The back office's refund desk. A decision names the state its caller saw (`pending`): of two
 * staff deciding at once one wins and the other is answered 409, and nothing is paid twice.
 */
export const adminRefundRoutes: FastifyPluginAsyncZod<{ services: AppServices; guard: StaffGuard }> = async (app, { services, guard }) => {
  const desk = services.adminRefunds;
  const tags = ['back office: refunds'];
  const { onRequest, security } = guard;

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/refunds',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminListRefunds',
        summary: 'The refund queue: waiting, approved or rejected requests, newest first, a page at a time',
        security,
        querystring: adminRefundListQuery,
        response: answers.list,
      },
    },
    async (request) => ({ success: true as const, message: 'OK', data: await desk.list(request.query) }),
  );

  app.get(
    '/refunds/cancelled-prepaid',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminListCancelledPrepaidOrders',
        summary: 'Orders paid ahead and cancelled before delivery whose money is still held, with the day it is due back by (10 days)',
        security,
        response: answers.cancelledPrepaid,
      },
    },
    async () => ({ success: true as const, message: 'OK', data: await desk.cancelledPrepaid() }),
  );

  app.post(
    '/refunds/cancelled/:order_number/send-back',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminSendBackCancelledOrderMoney',
        summary: 'Send back all the money a cancelled order still holds (paid ahead, or a cash order’s advance), as an approved refund for that amount',
        description:
          'Records an approved refund request (reason “Order cancelled before delivery”, nothing restocked: cancelling released the stock) and pays it back the way it came: through the gateway that took it (SSLCommerz, bKash: `sending`, then `sent` or `failed`), or by hand (`pending_manual`: Nagad, or a payment marked paid by hand) for staff to mark paid out. Answers 404 for an unknown order, 409 when the order is not cancelled, holds another amount than `expected_amount`, or holds nothing (another member of staff sent it: the answer names who and when), and nothing changes.',
        security,
        params: adminCancelledOrderParams,
        body: adminSendBackBody,
        response: answers.sendBack,
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Refund recorded and on its way back.',
      data: await desk.sendBack(request.params.order_number, request.body, guard.actor(request)),
    }),
  );

  app.get(
    '/refunds/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminGetRefund',
        summary: 'A refund request with its order’s lines, payments, the amount paid and already refunded',
        security,
        params: adminRefundParams,
        response: answers.one,
      },
    },
    async (request) => ({ success: true as const, message: 'OK', data: await desk.detail(request.params.id) }),
  );

  app.post(
    '/refunds/:id/approve',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminApproveRefund',
        summary: 'Approve a refund in full or in part, for chosen lines, optionally putting their units back on the shelf; the customer is told',
        description:
          'Answers 422 when the amount is more than is left to refund or a line is not in the request, and 409 when the request was already decided. Cash on delivery waits to be marked paid out (`awaiting_cash`); an online payment is sent back through the gateway that took it by a job written with the decision (`sending`, then `sent` or `failed`).',
        security,
        params: adminRefundParams,
        body: adminRefundApproveBody,
        response: answers.decide,
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Refund approved.',
      data: await desk.approve(request.params.id, request.body, guard.actor(request)),
    }),
  );

  app.post(
    '/refunds/:id/reject',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminRejectRefund',
        summary: 'Decline a refund request with a reason the customer is told',
        description: 'Answers 409 when the request was already decided.',
        security,
        params: adminRefundParams,
        body: adminRefundRejectBody,
        response: answers.decide,
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Refund request declined.',
      data: await desk.reject(request.params.id, request.body.reason, guard.actor(request)),
    }),
  );

  app.post(
    '/refunds/:id/paid-out',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminMarkRefundPaidOut',
        summary: 'Mark an approved refund paid back by hand (cash, or from Nagad’s merchant panel), with how and any reference; who and when are recorded',
        description:
          'Only for a refund `awaiting_cash` or `pending_manual` (a Nagad payment, which Nagad offers no API to refund), as `expected_payout` says. Of two staff at once one wins; the other is answered 409 naming who marked it and when, and nothing changes.',
        security,
        params: adminRefundParams,
        body: adminRefundPaidOutBody,
        response: answers.payout,
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Refund marked paid out.',
      data: await desk.markPaidOut(request.params.id, request.body, guard.actor(request)),
    }),
  );

  app.post(
    '/refunds/:id/retry-payout',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminRetryRefundPayout',
        summary: 'Send an online refund the gateway refused again, as a new gateway refund',
        description: 'Only for a refund whose pay-out `failed`; answers 409 otherwise (for instance when another staff member already sent it again).',
        security,
        params: adminRefundParams,
        body: adminRefundRetryBody,
        response: answers.payout,
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Refund being sent again.',
      data: await desk.retryPayout(request.params.id, guard.actor(request)),
    }),
  );
};
