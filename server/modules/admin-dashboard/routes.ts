import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { dhakaToday } from '#domain/dates.ts';
import { HttpError } from '#server/http/errors.ts';
import { access } from '#server/http/openapi/document.ts';
import type { StaffRole } from '#domain/staff.ts';
import { requireStaff } from '#server/modules/staff/guard.ts';
import type { AppServices } from '#server/services.ts';
import { dashboardAnswers as answers, dashboardExportQuery } from './answers.ts';
import { dashboardCsv } from './csv.ts';

/**
 * The back office's home figures. Any signed-in staff member may ask; the answer holds only what
 * their role's areas allow (order figures need 'orders', low stock 'catalogue' or 'orders',
 * refunds 'refunds'), so one page serves every role.
 */
export const adminDashboardRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const tags = ['back office: dashboard'];
  const security = access.staff;
  // Refused before the query is read, as the other back-office routes are: a stranger learns nothing from validation.
  const roles = new WeakMap<FastifyRequest, StaffRole>();
  const onRequest = async (request: FastifyRequest) => {
    roles.set(request, (await requireStaff(services, request)).staff.role);
  };
  const roleOf = (request: FastifyRequest) => {
    const role = roles.get(request);
    if (!role) throw new HttpError(403, API_ERROR_MESSAGES.forbidden);
    return role;
  };

  app.get(
    '/dashboard',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminDashboard',
        summary: 'Today’s and this month’s figures, low stock and what waits for staff',
        security,
        response: answers.get,
      },
    },
    async (request) => ({ success: true as const, message: 'OK', data: await services.adminDashboard.figures(roleOf(request)) }),
  );

  app.get(
    '/dashboard/export.csv',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminExportDashboardFigure',
        summary: 'One dashboard figure as a CSV file',
        description: 'Answers 403 for a figure the role may not see.',
        security,
        querystring: dashboardExportQuery,
        produces: ['text/csv'],
        response: answers.csv,
      },
    },
    async (request, reply) => {
      const role = roleOf(request);
      const text = dashboardCsv(await services.adminDashboard.figures(role), request.query.figure);
      if (text === null) throw new HttpError(403, API_ERROR_MESSAGES.forbidden);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="dashboard-${request.query.figure}-${dhakaToday()}.csv"`);
      return text;
    },
  );
};
