import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import { requestClient } from './plugin.ts';
import type { AppServices } from '#server/services.ts';
import { resetPasswordBody, sendOtpBody, verifyOtpBody } from './password-reset-schemas.ts';
import { noStoreOnSend } from '#server/http/cache.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { passwordReset } = services;
  app.addHook('onSend', noStoreOnSend);

  app.post(
    '/auth/forgot-password/send-otp',
    { schema: { tags: ['auth'], summary: 'Send a 6-digit reset code by email or SMS; answers the same whether or not the account exists', body: sendOtpBody } },
    async (request) => {
      await passwordReset.sendOtp(request.body, requestClient(request));
      return { success: true, message: M.otpSent, data: null };
    },
  );

  app.post(
    '/auth/forgot-password/verify-otp',
    { schema: { tags: ['auth'], summary: 'Trade a valid reset code for a reset token (valid 15 minutes)', body: verifyOtpBody } },
    async (request) => {
      const data = await passwordReset.verifyOtp(request.body, requestClient(request));
      return { success: true, message: M.otpVerified, data };
    },
  );

  app.post(
    '/auth/forgot-password/reset-password',
    { schema: { tags: ['auth'], summary: 'Set a new password with a reset token; ends every session of the account', body: resetPasswordBody } },
    async (request) => {
      await passwordReset.resetPassword(request.body, requestClient(request));
      return { success: true, message: M.passwordReset, data: null };
    },
  );
};
