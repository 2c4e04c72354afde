import { data, redirect, type RouterContextProvider } from 'react-router';
import { ACCOUNT_MESSAGES as M, identifierKind } from '#domain/account.ts';
import { HttpError } from '#server/http/errors.ts';
import { resetPasswordBody, sendOtpBody, verifyOtpBody } from '#server/modules/auth/password-reset-schemas.ts';
import type { AppServices } from '#server/services.ts';
import { fieldErrorsFromIssues, fieldErrorsFromServer } from './form-errors.server.ts';
import { type FormFailure, formFailure, formSecret, formText } from './form-result.ts';
import { requestContext } from './session.server.ts';

export type ResetStep = 'request' | 'verify' | 'reset';
type ResetField = 'identifier' | 'otp' | 'password' | 'password_confirmation';

/** Where the reset flow stands after a submit: the step to show, and what it needs to carry on. */
export interface ResetFlowState extends FormFailure<ResetField> {
  step: ResetStep;
  identifier: string;
  notice: string | null;
  /** Present on the last step; kept in a hidden field so the flow needs no server-side state. */
  resetToken: string | null;
}

/** After a successful reset the login page greets the shopper with "your password has been reset". */
const AFTER_RESET_PATH = '/login?reset=1';

const TO_IDENTIFIER = { email: 'identifier', phone: 'identifier' };

function state(step: ResetStep, identifier: string, extra: Partial<ResetFlowState> = {}): ResetFlowState {
  return {
    ...formFailure<ResetField>({ values: { identifier }, ...extra }),
    step,
    identifier,
    notice: extra.notice ?? null,
    resetToken: extra.resetToken ?? null,
  };
}

function answer(flow: ResetFlowState, status = 200) {
  return data(flow, { status });
}

/**
 * The three steps of a password reset, one form post each: send the code, check it (which
 * yields a reset token), set the new password. The answer to "send" is the same whether or not an
 * account uses the email or number.
 */
export async function passwordResetAction(services: AppServices, request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const identifier = formText(form, 'identifier');
  const who = { [identifierKind(identifier)]: identifier };
  const client = requestContext(request, context);

  if (intent === 'send' || intent === 'resend') {
    const stepOnError: ResetStep = intent === 'resend' ? 'verify' : 'request';
    const parsed = sendOtpBody.safeParse(who);
    if (!parsed.success) return answer(state('request', identifier, { fieldErrors: fieldErrorsFromIssues(parsed.error.issues, TO_IDENTIFIER) }), 422);
    try {
      await services.passwordReset.sendOtp(parsed.data, client);
      return answer(state('verify', identifier, { notice: M.otpSent }));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // Asked again too soon or too often: a code is already on its way, so the code step is where to be.
      const codeOnItsWay = error.message === M.otpResendTooSoon || error.message === M.otpSendLimit;
      if (error.statusCode === 429) return answer(state(codeOnItsWay ? 'verify' : stepOnError, identifier, { formError: error.message }), 429);
      return answer(state(stepOnError, identifier, { formError: M.sendOtpFailed }), error.statusCode);
    }
  }

  if (intent === 'verify') {
    const parsed = verifyOtpBody.safeParse({ ...who, otp: formText(form, 'otp') });
    if (!parsed.success) return answer(state('verify', identifier, { fieldErrors: fieldErrorsFromIssues(parsed.error.issues, TO_IDENTIFIER) }), 422);
    try {
      const { reset_token } = await services.passwordReset.verifyOtp(parsed.data, client);
      return answer(state('reset', identifier, { resetToken: reset_token, notice: M.otpVerified }));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.statusCode === 422 && error.errors) return answer(state('verify', identifier, { fieldErrors: fieldErrorsFromServer(error.errors) }), 422);
      return answer(state('verify', identifier, { formError: error.statusCode === 429 ? error.message : M.invalidOtp }), error.statusCode);
    }
  }

  if (intent === 'reset') {
    const resetToken = formText(form, 'reset_token');
    const parsed = resetPasswordBody.safeParse({
      ...who,
      reset_token: resetToken,
      password: formSecret(form, 'password'),
      password_confirmation: formSecret(form, 'password_confirmation'),
    });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsFromIssues(parsed.error.issues, TO_IDENTIFIER);
      if (fieldErrors.reset_token || fieldErrors.identifier) return answer(state('request', identifier, { formError: M.resetFailed }), 422);
      return answer(state('reset', identifier, { resetToken, fieldErrors }), 422);
    }
    try {
      await services.passwordReset.resetPassword(parsed.data, client);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.statusCode === 429) return answer(state('reset', identifier, { resetToken, formError: error.message }), 429);
      // The token expired or was used: only a new code helps.
      return answer(state('request', identifier, { formError: M.resetFailed }), error.statusCode);
    }
    return redirect(AFTER_RESET_PATH);
  }

  return answer(state('request', identifier), 400);
}
