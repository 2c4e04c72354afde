import { z } from 'zod';
import { ACCOUNT_MESSAGES as M, OTP_LENGTH, PASSWORD_MAX_LENGTH } from '#domain/account.ts';
import { confirmPassword, identifierFields, newPasswordField } from './schemas.ts';

function requireEmailOrPhone(value: { email?: string | undefined; phone?: string | undefined }, context: z.RefinementCtx) {
  if (!value.email && !value.phone) context.addIssue({ code: 'custom', path: ['email'], message: M.emailOrPhoneRequired });
}

export const sendOtpBody = z.object(identifierFields).superRefine(requireEmailOrPhone);

export const verifyOtpBody = z
  .object({
    ...identifierFields,
    otp: z
      .string({ error: M.invalidOtp })
      .trim()
      .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), M.invalidOtp),
  })
  .superRefine(requireEmailOrPhone);

export const resetPasswordBody = z
  .object({
    ...identifierFields,
    // newToken() gives 43 base64url characters; anything far longer is not one of ours.
    reset_token: z.string({ error: M.invalidOtp }).trim().min(1, M.invalidOtp).max(200, M.invalidOtp),
    password: newPasswordField,
    password_confirmation: z.string({ error: M.passwordsDoNotMatch }).max(PASSWORD_MAX_LENGTH + 1, M.passwordsDoNotMatch),
  })
  .superRefine(requireEmailOrPhone)
  .superRefine(confirmPassword);
