import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPLAINT_MESSAGES as M } from '#domain/complaints.ts';
import { noStoreOnSend } from '#server/http/cache.ts';
import { access } from '#server/http/openapi/document.ts';
import type { AppServices } from '#server/services.ts';
import { complaintAnswers } from './answers.ts';
import { complaintBody } from './schemas.ts';

/** Filing a complaint: guests and signed-in shoppers alike; an account, if signed in, is kept with it. */
export const complaintRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.addHook('onSend', noStoreOnSend);

  app.post(
    '/complaints',
    {
      schema: {
        tags: ['complaints'],
        operationId: 'fileComplaint',
        summary: 'File a complaint; answers with its reference and the time the shop must answer by (72 hours)',
        description: 'Limited per address like the other public forms (429). The reply is texted to `phone`, and emailed to `email` when given.',
        security: access.optional,
        body: complaintBody,
        response: complaintAnswers.file,
      },
    },
    async (request, reply) => {
      const signedIn = request.sessionToken ? await services.auth.customerForToken(request.sessionToken) : null;
      const data = await services.complaints.file(request.body, { customerId: signedIn?.customer.id ?? null, ipAddress: request.ip });
      return reply.code(201).send({ success: true, message: M.filed, data });
    },
  );
};
