import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dhakaToday } from '#domain/dates.ts';
import { PRINT_BATCH_LIMIT, type PrintKind } from '#domain/order-print.ts';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import type { AppServices } from '#server/services.ts';
import { adminOrderParams } from '../schemas.ts';
import { printAnswers } from './answers.ts';
import { printBatchQuery } from './schemas.ts';
import { createOrderPrintService } from './service.ts';

/** Invoices and packing slips as PDF, for one order or a batch, behind the order desk's own guard. */
export const orderPrintRoutes: FastifyPluginAsyncZod<{ services: AppServices; guard: StaffGuard }> = async (app, { services, guard }) => {
  const printer = createOrderPrintService({ desk: services.adminOrders, settings: services.settings });
  const tags = ['back office: orders'];
  const { onRequest, security } = guard;

  // A customer's address and phone: no cache on the way may keep a copy.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  // The schema types a 200 as the text the document carries; Fastify sends a Buffer as it is, unserialised.
  const pdf = (kind: PrintKind, name: string, body: Buffer) => ({
    type: 'application/pdf',
    disposition: `inline; filename="${kind}-${name}.pdf"`,
    body: body as unknown as string,
  });

  for (const kind of ['invoice', 'packing-slip'] as const) {
    const words = kind === 'invoice' ? 'invoice' : 'packing slip';
    app.get(
      `/orders/:number/${kind}.pdf`,
      {
        onRequest,
        schema: {
          tags,
          operationId: kind === 'invoice' ? 'adminOrderInvoicePdf' : 'adminOrderPackingSlipPdf',
          summary: `An order’s ${words} as a PDF to print`,
          security,
          params: adminOrderParams,
          response: printAnswers(`The ${words}.`),
        },
      },
      async (request, reply) => {
        const file = pdf(kind, request.params.number, await printer.print(kind, [request.params.number]));
        return reply.type(file.type).header('content-disposition', file.disposition).send(file.body);
      },
    );
  }

  app.get(
    '/orders/print',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminPrintOrders',
        summary: `Invoices or packing slips of up to ${PRINT_BATCH_LIMIT} orders in one PDF`,
        description: 'Answers 404 naming every number that is not an order, and prints nothing then.',
        security,
        querystring: printBatchQuery,
        response: printAnswers('The documents, in the order the numbers were given.'),
      },
    },
    async (request, reply) => {
      const { kind, numbers } = request.query;
      const name = numbers.length === 1 ? numbers[0]! : `${numbers.length}-orders-${dhakaToday()}`;
      const file = pdf(kind, name, await printer.print(kind, numbers));
      return reply.type(file.type).header('content-disposition', file.disposition).send(file.body);
    },
  );
};
