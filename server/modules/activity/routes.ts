import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { type AuditReach, auditReach, canReadAudit } from '#domain/audit.ts';
import { HttpError, unauthorized } from '#server/http/errors.ts';
import { access } from '#server/http/openapi/document.ts';
import { requireStaff } from '#server/modules/staff/guard.ts';
import type { AppServices } from '#server/services.ts';
import { activityListAnswers } from './answers.ts';
import { activityQuery } from './schemas.ts';

/**
 * The audit log, read-only: there is no operation that writes, edits or deletes it. Any staff
 * member may call it and reads the changes of the areas their role reaches (owners everything),
 * so a catalogue editor sees a product's history but not the staff accounts'.
 */
export const activityRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const reachOf = new WeakMap<FastifyRequest, AuditReach>();

  app.get(
    '/activity',
    {
      onRequest: async (request) => {
        reachOf.set(request, auditReach((await requireStaff(services, request)).staff.role));
      },
      schema: {
        tags: ['back office: activity'],
        operationId: 'adminListActivity',
        summary: 'Staff changes, newest first, by kind of record, record and staff member, a page at a time',
        security: access.staff,
        querystring: activityQuery,
        response: activityListAnswers,
      },
    },
    async (request) => {
      const reach = reachOf.get(request);
      if (!reach) throw unauthorized();
      if (request.query.entity !== undefined && !canReadAudit(reach, request.query.entity)) throw new HttpError(403, API_ERROR_MESSAGES.forbidden);
      return { success: true as const, ...(await services.activity.list(request.query, reach)) };
    },
  );
};
