import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '#domain/account.ts';
import { STAFF_MESSAGES as M, STAFF_NAME_MAX_LENGTH, STAFF_ROLES } from '#domain/staff.ts';
import { confirmPassword, newPasswordField } from '#server/modules/auth/schemas.ts';

const staffEmail = z
  .string({ error: 'Enter a valid email address.' })
  .trim()
  .max(254, 'Enter a valid email address.')
  .pipe(z.email({ error: 'Enter a valid email address.' }))
  .transform((email) => email.toLowerCase());

const role = z.enum(STAFF_ROLES, { error: `Choose one of: ${STAFF_ROLES.join(', ')}.` });

/** Sign-in checks only shapes: a wrong length must not say more than "wrong credentials". */
export const staffSignInBody = z.object({
  email: z.string({ error: 'Enter your email.' }).trim().min(1, 'Enter your email.').max(254, M.invalidCredentials),
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(PASSWORD_MAX_LENGTH * 4, M.invalidCredentials),
});

export const secondFactorBody = z.object({
  code: z
    .string({ error: M.codeRequired })
    .trim()
    .min(1, M.codeRequired)
    .max(40, M.wrongCode)
    .describe('The 6-digit code the authenticator app shows, or one unused recovery code (xxxxx-xxxxx)'),
});

/** The staff member's password follows the customers' rules: length bounds, not a common password. */
export const setPasswordBody = z
  .object({
    password: newPasswordField,
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH + 1),
  })
  .superRefine(confirmPassword);

export const confirmEnrolmentBody = z.object({
  code: z.string({ error: M.codeRequired }).trim().min(1, M.codeRequired).max(20, M.wrongCode).describe('The 6-digit code the app shows now'),
});

export const linkParams = z.object({ token: z.string().min(1).max(200) });

export const inviteBody = z.object({
  email: staffEmail,
  name: z.string({ error: 'Enter a name.' }).trim().min(1, 'Enter a name.').max(STAFF_NAME_MAX_LENGTH, `Enter at most ${STAFF_NAME_MAX_LENGTH} characters.`),
  role,
});

export const staffIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const updateStaffBody = z
  .object({
    role: role.optional().describe('A new role; ends every session of that staff member'),
    disabled: z.boolean().optional().describe('True disables the account (and ends its sessions); false enables it again'),
  })
  .strict();
