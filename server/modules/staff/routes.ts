import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_MESSAGES as M, staffAreas } from '#domain/staff.ts';
import { noStoreOnSend } from '#server/http/cache.ts';
import { notFound, unauthorized } from '#server/http/errors.ts';
import { access } from '#server/http/openapi/document.ts';
import { requestClient } from '#server/modules/auth/plugin.ts';
import type { AppServices } from '#server/services.ts';
import {
  confirmEnrolmentAnswers,
  enrolmentAnswers,
  inviteAnswers,
  listStaffAnswers,
  meAnswers,
  newLinkAnswers,
  secondFactorAnswers,
  setPasswordAnswers,
  signInAnswers,
  signOutAnswers,
  staffAnswers,
  updateStaffAnswers,
} from './answers.ts';
import { serializeClearedStaffCookie, serializeStaffCookie, staffTokenFromCookieHeader } from './cookie.ts';
import { requireStaff } from './guard.ts';
import { confirmEnrolmentBody, inviteBody, linkParams, secondFactorBody, setPasswordBody, staffIdParams, staffSignInBody, updateStaffBody } from './schemas.ts';
import { presentStaff, type StaffRow } from './service.ts';
import { setupLink } from './links.ts';

/** The back office's JSON API: staff sign-in, enrolment and the staff list. Pages call the same service. */
export const staffRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { staff } = services;
  app.addHook('onSend', noStoreOnSend);
  const tags = ['back office'];
  const cookieToken = (request: FastifyRequest) => staffTokenFromCookieHeader(services.production, request.headers.cookie);
  const setCookie = (reply: FastifyReply, session: { token: string; expiresAt: Date }) =>
    reply.header('set-cookie', serializeStaffCookie(services.production, session.token, session.expiresAt));
  const signedIn = (row: StaffRow) => ({ staff: presentStaff(row), areas: [...staffAreas(row.role)] });
  const linkAnswer = (result: { staff: StaffRow; link: { token: string; expiresAt: Date } }) => ({
    staff: presentStaff(result.staff),
    setup_link: setupLink(services.config, result.link.token),
    expires_at: result.link.expiresAt.toISOString(),
  });

  app.post(
    '/admin/session',
    {
      schema: {
        tags,
        operationId: 'staffSignIn',
        summary: 'Back-office sign-in, first step: email and password',
        security: access.public,
        body: staffSignInBody,
        response: signInAnswers,
      },
    },
    async (request, reply) => {
      const session = await staff.signIn(request.body, requestClient(request));
      setCookie(reply, session);
      return { success: true as const, message: M.codeRequired, data: null };
    },
  );

  app.post(
    '/admin/session/second-factor',
    {
      schema: {
        tags,
        operationId: 'staffSecondFactor',
        summary: 'Back-office sign-in, second step: a code from the authenticator app or a recovery code',
        security: access.staff,
        body: secondFactorBody,
        response: secondFactorAnswers,
      },
    },
    async (request, reply) => {
      const result = await staff.secondFactor(cookieToken(request), request.body.code, requestClient(request));
      setCookie(reply, result.session);
      return { success: true as const, message: M.signedIn, data: signedIn(result.staff) };
    },
  );

  app.delete(
    '/admin/session',
    { schema: { tags, operationId: 'staffSignOut', summary: 'End the back-office session, if any', security: access.staffOptional, response: signOutAnswers } },
    async (request, reply) => {
      const token = cookieToken(request);
      if (token) await staff.signOut(token);
      reply.header('set-cookie', serializeClearedStaffCookie(services.production));
      return { success: true as const, message: M.signedOut, data: null };
    },
  );

  app.get(
    '/admin/me',
    {
      schema: {
        tags,
        operationId: 'getCurrentStaff',
        summary: 'The signed-in staff member and what their role reaches',
        security: access.staff,
        response: meAnswers,
      },
    },
    async (request) => {
      const { staff: member } = await requireStaff(services, request);
      return { success: true as const, message: 'OK', data: signedIn(member) };
    },
  );

  app.post(
    '/admin/setup/:token',
    {
      schema: {
        tags,
        operationId: 'useStaffSignInLink',
        summary: 'Use a one-time sign-in link: set the password and begin adding an authenticator app',
        security: access.public,
        params: linkParams,
        body: setPasswordBody,
        response: setPasswordAnswers,
      },
    },
    async (request, reply) => {
      const result = await staff.takePasswordLink(request.params.token, request.body.password, requestClient(request));
      setCookie(reply, result.session);
      return { success: true as const, message: M.passwordAccepted, data: result.enrolment };
    },
  );

  app.get(
    '/admin/enrolment',
    {
      schema: {
        tags,
        operationId: 'getStaffEnrolment',
        summary: 'The authenticator details of the enrolment in progress',
        security: access.staff,
        response: enrolmentAnswers,
      },
    },
    async (request) => {
      const enrolment = await staff.enrolment(cookieToken(request));
      if (!enrolment) throw unauthorized(M.enrolmentExpired);
      return { success: true as const, message: 'OK', data: enrolment };
    },
  );

  app.post(
    '/admin/enrolment',
    {
      schema: {
        tags,
        operationId: 'confirmStaffEnrolment',
        summary: 'Confirm the authenticator app with a code it shows; answers the recovery codes once and signs in',
        security: access.staff,
        body: confirmEnrolmentBody,
        response: confirmEnrolmentAnswers,
      },
    },
    async (request, reply) => {
      const result = await staff.confirmEnrolment(cookieToken(request), request.body.code, requestClient(request));
      setCookie(reply, result.session);
      return { success: true as const, message: M.enrolled, data: { ...signedIn(result.staff), recovery_codes: result.recoveryCodes } };
    },
  );

  app.get(
    '/admin/staff',
    { schema: { tags, operationId: 'listStaff', summary: 'Every staff member (owners only)', security: access.staff, response: listStaffAnswers } },
    async (request) => {
      await requireStaff(services, request, 'staff');
      return { success: true as const, message: 'OK', data: (await staff.list()).map(presentStaff) };
    },
  );

  app.post(
    '/admin/staff',
    {
      schema: {
        tags,
        operationId: 'inviteStaff',
        summary: 'Invite a staff member with a role; answers their one-time sign-in link (owners only)',
        security: access.staff,
        body: inviteBody,
        response: inviteAnswers,
      },
    },
    async (request, reply) => {
      const { staff: owner } = await requireStaff(services, request, 'staff');
      const result = await staff.create(request.body, { staffId: owner.id, name: owner.name });
      return reply.code(201).send({ success: true as const, message: M.invited, data: linkAnswer(result) });
    },
  );

  app.get(
    '/admin/staff/:id',
    {
      schema: {
        tags,
        operationId: 'getStaff',
        summary: 'One staff member (owners only)',
        security: access.staff,
        params: staffIdParams,
        response: staffAnswers,
      },
    },
    async (request) => {
      await requireStaff(services, request, 'staff');
      const member = await staff.findById(request.params.id);
      if (!member) throw notFound();
      return { success: true as const, message: 'OK', data: presentStaff(member) };
    },
  );

  app.patch(
    '/admin/staff/:id',
    {
      schema: {
        tags,
        operationId: 'updateStaff',
        summary: 'Change a staff member’s role, or disable or enable them; ends their sessions (owners only)',
        security: access.staff,
        params: staffIdParams,
        body: updateStaffBody,
        response: updateStaffAnswers,
      },
    },
    async (request) => {
      const { staff: owner } = await requireStaff(services, request, 'staff');
      const updated = await staff.update(request.params.id, request.body, { staffId: owner.id, name: owner.name });
      return { success: true as const, message: M.updated, data: presentStaff(updated) };
    },
  );

  app.delete(
    '/admin/staff/:id',
    {
      schema: {
        tags,
        operationId: 'disableStaff',
        summary: 'Disable a staff member and end their sessions; the record stays for the history (owners only)',
        security: access.staff,
        params: staffIdParams,
        response: updateStaffAnswers,
      },
    },
    async (request) => {
      const { staff: owner } = await requireStaff(services, request, 'staff');
      const updated = await staff.update(request.params.id, { disabled: true }, { staffId: owner.id, name: owner.name });
      return { success: true as const, message: M.disabled, data: presentStaff(updated) };
    },
  );

  app.post(
    '/admin/staff/:id/sign-in-link',
    {
      schema: {
        tags,
        operationId: 'newStaffSignInLink',
        summary: 'A new one-time sign-in link for a staff member who lost theirs, their password or their app (owners only)',
        security: access.staff,
        params: staffIdParams,
        response: newLinkAnswers,
      },
    },
    async (request, reply) => {
      const { staff: owner } = await requireStaff(services, request, 'staff');
      const result = await staff.reissueLink(request.params.id, { staffId: owner.id, name: owner.name });
      return reply.code(201).send({ success: true as const, message: M.invited, data: linkAnswer(result) });
    },
  );
};
