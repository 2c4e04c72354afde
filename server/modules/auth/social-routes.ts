import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import type { AppServices } from '#server/services.ts';
import { requireCustomer, requestClient } from './plugin.ts';
import type { SocialSignIn } from './social.ts';
import { facebookBody, googleBody, updateAddressBody } from './social-schemas.ts';
import { socialSignInAnswers, updateAddressAnswers } from './answers.ts';
import { noStoreOnSend } from '#server/http/cache.ts';
import { access } from '#server/http/openapi/document.ts';

/** The social sign-in answer existing clients read: `access_token` and `user`, plus the `token`/`customer` names of the other sign-ins. */
function signInAnswer(signIn: SocialSignIn) {
  return {
    success: true as const,
    message: M.loggedIn,
    data: { access_token: signIn.token, token: signIn.token, user: signIn.customer, customer: signIn.customer, needs_address: signIn.needs_address },
  };
}

export const socialRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { social } = services;
  app.addHook('onSend', noStoreOnSend);
  const tags = ['auth'];

  app.post(
    '/auth/social/google',
    {
      schema: {
        tags,
        operationId: 'signInWithGoogle',
        summary: 'Sign in (signing up the first time) with a Google ID token, sent as `credential` or `id_token`',
        security: access.public,
        body: googleBody,
        response: socialSignInAnswers,
      },
    },
    async (request) => {
      const idToken = request.body.credential ?? request.body.id_token ?? '';
      return signInAnswer(await social.google(idToken, requestClient(request)));
    },
  );

  app.post(
    '/auth/social/facebook',
    {
      schema: {
        tags,
        operationId: 'signInWithFacebook',
        summary: 'Sign in (signing up the first time) with a Facebook Login access token',
        security: access.public,
        body: facebookBody,
        response: socialSignInAnswers,
      },
    },
    async (request) => signInAnswer(await social.facebook(request.body.access_token, requestClient(request))),
  );

  app.post(
    '/auth/update-address',
    {
      schema: {
        tags,
        operationId: 'updateDeliveryAddress',
        summary: "Save the signed-in customer's delivery address, and mobile number (required while the account has none)",
        security: access.customer,
        body: updateAddressBody,
        response: updateAddressAnswers,
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(services, request);
      const updated = await social.updateAddress(customer.id, request.body);
      return { success: true as const, message: M.addressUpdated, data: { customer: updated } };
    },
  );
};
