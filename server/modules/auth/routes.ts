import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import type { AppServices } from '#server/services.ts';
import { serializeClearedSessionCookie } from './cookie.ts';
import { requireCustomer, requestClient } from './plugin.ts';
import { presentCustomer } from './present.ts';
import { loginBody, registerBody } from './schemas.ts';
import { currentCustomerAnswers, loginAnswers, logoutAnswers, registerAnswers } from './answers.ts';
import { noStoreOnSend } from '#server/http/cache.ts';
import { access } from '#server/http/openapi/document.ts';

export const authRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { auth } = services;
  app.addHook('onSend', noStoreOnSend);
  const tags = ['auth'];

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        operationId: 'registerCustomer',
        summary: 'Create an account with an email or mobile number (or both); answers with a session token',
        security: access.public,
        body: registerBody,
        response: registerAnswers,
      },
    },
    async (request, reply) => {
      const session = await auth.register(request.body, requestClient(request));
      return reply.code(201).send({ success: true, message: M.registered, data: { token: session.token, customer: session.customer } });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        operationId: 'signIn',
        summary: 'Sign in with email or mobile number and password; answers with a session token',
        security: access.public,
        body: loginBody,
        response: loginAnswers,
      },
    },
    async (request) => {
      const session = await auth.login(request.body, requestClient(request));
      return { success: true as const, message: M.loggedIn, data: { token: session.token, customer: session.customer } };
    },
  );

  app.get(
    '/auth/user',
    { schema: { tags, operationId: 'getCurrentCustomer', summary: 'The signed-in customer', security: access.customer, response: currentCustomerAnswers } },
    async (request) => {
      const { customer } = await requireCustomer(services, request);
      return { success: true as const, message: 'OK', data: { customer: presentCustomer(customer) } };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags, operationId: 'signOut', summary: 'End the session the request carries, if any', security: access.optional, response: logoutAnswers } },
    async (request, reply) => {
      if (request.sessionToken) await auth.logout(request.sessionToken);
      if (request.sessionFrom === 'cookie') reply.header('set-cookie', serializeClearedSessionCookie(services.production));
      return { success: true as const, message: M.loggedOut, data: null };
    },
  );
};
