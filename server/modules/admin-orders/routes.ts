import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_DESK_MESSAGES as M } from '#domain/order-flow.ts';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import type { AppServices } from '#server/services.ts';
import { adminOrderAnswers as answers } from './answers.ts';
import { ORDER_EDIT_MESSAGES as E } from '#domain/order-edit.ts';
import { PriceChangedError } from '#server/modules/orders/edit-line.ts';
import {
  adminOrderLineBody,
  adminOrderLineParams,
  adminOrderListQuery,
  adminOrderNoteBody,
  adminOrderParams,
  adminOrderPaymentBody,
  adminOrderStepBody,
} from './schemas.ts';

/**
 * The back office's order desk: the queue by state, an order with its timeline and notes, and
 * the steps staff take on it. Every step names the state its caller saw, so when two staff click
 * at once one step applies and the other is answered 409.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ services: AppServices; guard: StaffGuard }> = async (app, { services, guard }) => {
  const desk = services.adminOrders;
  const tags = ['back office: orders'];
  const { onRequest, security } = guard;

  // New orders arrive all the time: nothing in between may keep a copy.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/orders',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminListOrders',
        summary: 'The order queue: a state’s orders newest first, searched and filtered, a page at a time, with each queue’s count',
        security,
        querystring: adminOrderListQuery,
        response: answers.list,
      },
    },
    async (request) => ({ success: true as const, message: 'OK', data: await desk.list(request.query) }),
  );

  app.get(
    '/orders/:number',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminGetOrder',
        summary: 'An order with its lines, totals, delivery, payments, timeline and staff notes',
        security,
        params: adminOrderParams,
        response: answers.one,
      },
    },
    async (request) => ({ success: true as const, message: 'OK', data: await desk.detail(request.params.number) }),
  );

  app.post(
    '/orders/:number/transitions',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminStepOrder',
        summary: 'Confirm, start processing, hand to the courier, mark delivered or cancel an order; the customer is told',
        description:
          'Refused with 409 when the order is no longer in `expected_status` (another member of staff moved it) or its state does not allow the step. Cancelling returns its stock to the shelf in the same transaction.',
        security,
        params: adminOrderParams,
        body: adminOrderStepBody,
        response: answers.step,
      },
    },
    async (request) => {
      const order = await desk.step(request.params.number, request.body, guard.actor(request));
      return { success: true as const, message: M.stepDone[request.body.step], data: order };
    },
  );

  app.post(
    '/orders/:number/payment',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminMarkOrderPaid',
        summary: 'Record the cash collected for a cash-on-delivery order; it must be the amount due',
        description: 'Answers 422 when the amount is not the amount due, and 409 when the order is already paid, cancelled or paid online.',
        security,
        params: adminOrderParams,
        body: adminOrderPaymentBody,
        response: answers.paid,
      },
    },
    async (request) => ({
      success: true as const,
      message: M.paid,
      data: await desk.markPaid(request.params.number, request.body.amount, guard.actor(request)),
    }),
  );

  app.post(
    '/orders/:number/notes',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminAddOrderNote',
        summary: 'Add a staff note to an order (never shown to the customer)',
        security,
        params: adminOrderParams,
        body: adminOrderNoteBody,
        response: answers.note,
      },
    },
    async (request, reply) => {
      const note = await desk.addNote(request.params.number, request.body.body, guard.actor(request));
      return reply.code(201).send({ success: true as const, message: M.noteAdded, data: note });
    },
  );

  app.patch(
    '/orders/:number/lines/:line_id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminEditOrderLine',
        summary:
          'Change a line’s quantity, or take the line off, before the order ships; stock, price and totals are worked out again and the customer is told',
        description: [
          'Only while the order is pending, confirmed or processing, and never the last line (cancel the order instead).',
          'More units are reserved only if they are on the shelf (422 “Only N left.”). The line takes the product’s current price: when it moved since the sale the answer is 409 with `current_unit_price`, and the edit goes through once it is sent back as `expected_unit_price`.',
          'A paid order’s total never changes here (422: take a refund, place a new order, or use the refunds desk), nor an online order waiting for its payment.',
          '409 too when the order changed since `expected_updated_at`.',
        ].join(' '),
        security,
        params: adminOrderLineParams,
        body: adminOrderLineBody,
        response: answers.line,
      },
    },
    async (request, reply) => {
      try {
        const order = await desk.editLine(request.params.number, request.params.line_id, request.body, guard.actor(request));
        return { success: true as const, message: E.done, data: order };
      } catch (error) {
        // The one conflict a client acts on without a reload: it carries the price to agree to.
        if (!(error instanceof PriceChangedError)) throw error;
        return reply
          .code(409)
          .send({ success: false as const, message: error.message, code: 'PRICE_CHANGED' as const, current_unit_price: error.currentUnitPrice });
      }
    },
  );
};
