import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPLAINT_MESSAGES as M } from '#domain/complaints.ts';
import { noStoreOnSend } from '#server/http/cache.ts';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import type { AppServices } from '#server/services.ts';
import { complaintAnswers as answers } from './answers.ts';
import { adminComplaintAnswerBody, adminComplaintListQuery, adminComplaintParams } from './schemas.ts';

/** The back office's complaints desk: the queue with late ones flagged, a complaint, and its one answer. */
export const adminComplaintRoutes: FastifyPluginAsyncZod<{ services: AppServices; guard: StaffGuard }> = async (app, { services, guard }) => {
  const tags = ['back office: complaints'];
  const { onRequest, security } = guard;
  // Complaints carry customers' names, numbers and words: nothing in between may keep a copy.
  app.addHook('onSend', noStoreOnSend);

  app.get(
    '/complaints',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminListComplaints',
        summary: 'Complaints, newest first: open (unanswered), late (unanswered past 72 hours), answered or all',
        security,
        querystring: adminComplaintListQuery,
        response: answers.list,
      },
    },
    async (request) => ({ success: true as const, message: 'OK', data: await services.complaints.list(request.query) }),
  );

  app.get(
    '/complaints/:id',
    {
      onRequest,
      schema: { tags, operationId: 'adminGetComplaint', summary: 'A complaint', security, params: adminComplaintParams, response: answers.one },
    },
    async (request) => ({ success: true as const, message: 'OK', data: await services.complaints.detail(request.params.id) }),
  );

  app.post(
    '/complaints/:id/answer',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminAnswerComplaint',
        summary: 'Answer a complaint: the reply is texted (and emailed, if the customer gave an address) and the answer is audited',
        description: 'Answers 409 when the complaint was already answered; nothing is sent then.',
        security,
        params: adminComplaintParams,
        body: adminComplaintAnswerBody,
        response: answers.answer,
      },
    },
    async (request) => ({
      success: true as const,
      message: M.answered,
      data: await services.complaints.answer(request.params.id, request.body.reply, guard.actor(request)),
    }),
  );
};
