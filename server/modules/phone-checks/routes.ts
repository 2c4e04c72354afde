import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStoreOnSend } from '#server/http/cache.ts';
import type { AppServices } from '#server/services.ts';
import { PHONE_CHECK_MESSAGES as M } from './messages.ts';
import { serializePassCookie } from './pass-token.ts';
import { sendPhoneCodeAnswers, sendPhoneCodeBody, verifyPhoneCodeAnswers, verifyPhoneCodeBody } from './schemas.ts';
import { access } from '#server/http/openapi/document.ts';

/** Proving a mobile number before an order holds stock: send a code, trade it for a pass. */
export const phoneCheckRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.addHook('onSend', noStoreOnSend);

  app.post(
    '/checkout/phone-codes',
    {
      schema: {
        tags: ['orders'],
        operationId: 'sendPhoneCode',
        summary: 'Send a 6-digit code by SMS to the mobile number of an order (once a minute, 5 an hour)',
        security: access.public,
        body: sendPhoneCodeBody,
        response: sendPhoneCodeAnswers,
      },
    },
    async (request, reply) => {
      const sent = await services.phoneChecks.sendCode(request.body.phone, request.ip);
      return reply.code(202).send({
        success: true,
        message: M.codeSent(request.body.phone),
        data: { phone: request.body.phone, expires_in_seconds: sent.expiresInSeconds, resend_in_seconds: sent.resendInSeconds },
      });
    },
  );

  app.post(
    '/checkout/phone-verifications',
    {
      schema: {
        tags: ['orders'],
        operationId: 'verifyPhoneCode',
        summary: 'Trade the code for a phone token: send it as the Phone-Token header when placing orders with that number (browsers get it as a cookie)',
        // A signed-in caller's account holds the pass too, so its later orders skip the code on any device.
        security: access.optional,
        body: verifyPhoneCodeBody,
        response: verifyPhoneCodeAnswers,
      },
    },
    async (request, reply) => {
      const signedIn = request.sessionToken ? await services.auth.customerForToken(request.sessionToken) : null;
      const pass = await services.phoneChecks.verify(request.body.phone, request.body.code, signedIn?.customer.id ?? null);
      reply.header('set-cookie', serializePassCookie(services.production, pass.token, pass.expiresAt));
      return {
        success: true as const,
        message: 'Mobile number confirmed.',
        data: { phone: request.body.phone, phone_token: pass.token, expires_at: pass.expiresAt.toISOString() },
      };
    },
  );
};
