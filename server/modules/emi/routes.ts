import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emiBankCreateSchema, emiBankPatchSchema } from '#domain/emi-edit.ts';
import { taxonomyParams } from '#server/modules/admin-taxonomy/schemas.ts';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import type { AppServices } from '#server/services.ts';
import { emiBankAnswers } from './answers.ts';

/** The back office's EMI plan table (`/emi-banks`): staff add banks, change their charges and deactivate them. */
export const adminEmiRoutes: FastifyPluginAsyncZod<{ services: AppServices; guard: StaffGuard }> = async (app, { services, guard }) => {
  const emi = services.adminEmi;
  const tags = ['back office: EMI plans'];
  const { onRequest, security } = guard;
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/emi-banks',
    { onRequest, schema: { tags, operationId: 'adminListEmiBanks', summary: 'Every bank’s EMI plan', security, response: emiBankAnswers.list } },
    async () => ({ success: true as const, message: 'OK', data: await emi.list() }),
  );

  app.post(
    '/emi-banks',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminCreateEmiBank',
        summary: 'Add a bank with its minimum amount and a charge per tenure',
        security,
        body: emiBankCreateSchema,
        response: emiBankAnswers.created,
      },
    },
    async (request, reply) => {
      const bank = await emi.create(request.body, guard.actor(request));
      return reply.code(201).send({ success: true as const, message: 'Bank added.', data: bank });
    },
  );

  app.patch(
    '/emi-banks/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminUpdateEmiBank',
        summary: 'Change a bank: the fields sent; charges, when sent, replaces its tenures; active false deactivates it',
        security,
        params: taxonomyParams,
        body: emiBankPatchSchema,
        response: emiBankAnswers.updated,
      },
    },
    async (request) => {
      const bank = await emi.update(request.params.id, request.body, guard.actor(request));
      return { success: true as const, message: 'Bank saved.', data: bank };
    },
  );
};
