import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import type { AppServices } from '#server/services.ts';
import { serializeClearedSessionCookie } from './cookie.ts';
import { requireCustomer, requestClient } from './plugin.ts';
import { presentCustomer } from './present.ts';
import { loginBody, registerBody } from './schemas.ts';
import { noStoreOnSend } from '#server/http/cache.ts';

export const authRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { auth } = services;
  app.addHook('onSend', noStoreOnSend);

  app.post('/auth/register', { schema: { tags: ['auth'], summary: 'Create an account; answers with a session token', body: registerBody } }, async (request, reply) => {
    const session = await auth.register(request.body, requestClient(request));
    return reply.code(201).send({ success: true, message: M.registered, data: { token: session.token, customer: session.customer } });
  });

  app.post('/auth/login', { schema: { tags: ['auth'], summary: 'Sign in with email or mobile number and password', body: loginBody } }, async (request) => {
    const session = await auth.login(request.body, requestClient(request));
    return { success: true, message: M.loggedIn, data: { token: session.token, customer: session.customer } };
  });

  app.get('/auth/user', { schema: { tags: ['auth'], summary: 'The signed-in customer' } }, async (request) => {
    const { customer } = await requireCustomer(services, request);
    return { success: true, message: 'OK', data: { customer: presentCustomer(customer) } };
  });

  app.post('/auth/logout', { schema: { tags: ['auth'], summary: 'End this session' } }, async (request, reply) => {
    if (request.sessionToken) await auth.logout(request.sessionToken);
    if (request.sessionFrom === 'cookie') reply.header('set-cookie', serializeClearedSessionCookie(services.production));
    return { success: true, message: M.loggedOut, data: null };
  });
};
