import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import { requestClient } from './plugin.ts';
import type { AppServices } from '#server/services.ts';
import { resetPasswordBody, sendOtpBody, verifyOtpBody } from './password-reset-schemas.ts';
import { resetPasswordAnswers, sendResetCodeAnswers, verifyResetCodeAnswers } from './answers.ts';
import { noStoreOnSend } from '#server/http/cache.ts';
import { access } from '#server/http/openapi/document.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { passwordReset } = services;
  app.addHook('onSend', noStoreOnSend);
  const tags = ['auth'];

  app.post(
    '/auth/forgot-password/send-otp',
    {
      schema: {
        tags,
        operationId: 'sendPasswordResetCode',
        summary: 'Send a 6-digit reset code by email or SMS; answers the same whether or not the account exists',
        security: access.public,
        body: sendOtpBody,
        response: sendResetCodeAnswers,
      },
    },
    async (request) => {
      await passwordReset.sendOtp(request.body, requestClient(request));
      return { success: true as const, message: M.otpSent, data: null };
    },
  );

  app.post(
    '/auth/forgot-password/verify-otp',
    {
      schema: {
        tags,
        operationId: 'verifyPasswordResetCode',
        summary: 'Trade a valid reset code for a reset token (valid 15 minutes)',
        security: access.public,
        body: verifyOtpBody,
        response: verifyResetCodeAnswers,
      },
    },
    async (request) => {
      const data = await passwordReset.verifyOtp(request.body, requestClient(request));
      return { success: true as const, message: M.otpVerified, data };
    },
  );

  app.post(
    '/auth/forgot-password/reset-password',
    {
      schema: {
        tags,
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset token; ends every session of the account',
        security: access.public,
        body: resetPasswordBody,
        response: resetPasswordAnswers,
      },
    },
    async (request) => {
      await passwordReset.resetPassword(request.body, requestClient(request));
      return { success: true as const, message: M.passwordReset, data: null };
    },
  );
};
