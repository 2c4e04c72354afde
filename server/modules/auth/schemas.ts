import { z } from 'zod';
import {
  isValidEmail,
  ACCOUNT_MESSAGES as M,
  FULL_NAME_MAX_LENGTH,
  normalizeBdPhone,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '#domain/account.ts';
import { isCommonPassword } from './passwords.ts';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const emailField = z.preprocess(
  blankToUndefined,
  z.string({ error: M.invalidEmail }).trim().refine(isValidEmail, M.invalidEmail).transform(normalizeEmail).optional(),
);

export const phoneField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: M.invalidPhone })
    .max(20, M.invalidPhone)
    .transform((value, context) => {
      const phone = normalizeBdPhone(value);
      if (!phone) {
        context.addIssue({ code: 'custom', message: M.invalidPhone });
        return z.NEVER;
      }
      return phone;
    })
    .optional(),
);

/**
 * A mobile number that must be given. Not `phoneField.refine(…)`: zod drops the issues of a key left
 * out whose schema may answer undefined, so such a refinement never runs for a missing phone. Reading
 * a blank number as none makes zod take the input as optional, and the API document with it:
 * `nonoptional` marks it required and changes no answer (`message` still comes first).
 */
export const requiredPhoneField = (message: string) => phoneField.pipe(z.string({ error: message })).nonoptional();

/** The email or the mobile number that names an account, documented as the pair they are. */
export const identifierFields = {
  email: emailField.describe('The email of the account; give this or `phone`'),
  phone: phoneField.describe('The mobile number of the account (01XXXXXXXXX, +880 accepted); give this or `email`'),
};

/**
 * A new password: length bounds and not on the common-password lists. A password of the wrong
 * length gets that one message: the common list also holds short ones, and two reasons for one
 * field would only confuse.
 */
export const newPasswordField = z
  .string({ error: M.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: M.passwordTooLong, abort: true })
  .refine((password) => !isCommonPassword(password), M.passwordTooCommon);

/** Checks `password_confirmation` against `password`, reporting on the confirmation field. */
export function confirmPassword(value: { password: string; password_confirmation: string }, context: z.RefinementCtx) {
  if (value.password !== value.password_confirmation) {
    context.addIssue({ code: 'custom', path: ['password_confirmation'], message: M.passwordsDoNotMatch });
  }
}

function requireEmailOrPhone(value: { email?: string | undefined; phone?: string | undefined }, context: z.RefinementCtx) {
  if (!value.email && !value.phone) context.addIssue({ code: 'custom', path: ['email'], message: M.emailOrPhoneRequired });
}

export const registerBody = z
  .object({
    full_name: z
      .string({ error: M.fullNameRequired })
      .trim()
      .min(1, M.fullNameRequired)
      .max(FULL_NAME_MAX_LENGTH, `Enter at most ${FULL_NAME_MAX_LENGTH} characters.`),
    email: emailField.describe('Give this, `phone`, or both: either signs in'),
    phone: phoneField.describe('A Bangladeshi mobile number (01XXXXXXXXX, +880 accepted); give this, `email`, or both'),
    password: newPasswordField,
    password_confirmation: z.string({ error: M.passwordsDoNotMatch }).max(PASSWORD_MAX_LENGTH + 1, M.passwordsDoNotMatch),
  })
  .superRefine(requireEmailOrPhone)
  .superRefine(confirmPassword);

export type RegisterInput = z.infer<typeof registerBody>;

/** Sign-in checks only shapes: a wrong length must not say more than "wrong credentials". */
export const loginBody = z
  .object({
    ...identifierFields,
    password: z
      .string({ error: 'Enter your password.' })
      .min(1, 'Enter your password.')
      .max(PASSWORD_MAX_LENGTH * 4, M.invalidCredentials),
  })
  .superRefine(requireEmailOrPhone);

export type LoginInput = z.infer<typeof loginBody>;
