import { z } from 'zod';
import { OTP_LENGTH } from '#domain/account.ts';
import { answers, envelope } from '#server/http/openapi/answers.ts';
import { requiredPhoneField } from '#server/modules/auth/schemas.ts';
import { PHONE_CHECK_MESSAGES as M } from './messages.ts';

export const phoneCodeField = z
  .string({ error: M.codeNeeded })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), M.codeWrong);

export const sendPhoneCodeBody = z.object({ phone: requiredPhoneField('Enter the mobile number for the order.') });

export const verifyPhoneCodeBody = z.object({ phone: requiredPhoneField('Enter the mobile number for the order.'), code: phoneCodeField });

export const phoneTokenHeader = z.object({
  'phone-token': z
    .string()
    .trim()
    .max(200, 'That is not a phone token.')
    .optional()
    .describe('A pass from POST /api/checkout/phone-verifications; browsers send it as a cookie'),
});

export const sendPhoneCodeAnswers = answers(
  {
    202: envelope(
      z.object({
        phone: z.string().describe('The number the code went to, as 01XXXXXXXXX'),
        expires_in_seconds: z.number().int(),
        resend_in_seconds: z.number().int().describe('How long until another code may be asked for'),
      }),
      'The code is on its way by SMS',
    ),
  },
  // 429: another code too soon, or too many for the number or from the caller's address (Retry-After says when);
  // 503: the SMS could not be sent.
  [429, 503],
);

export const verifyPhoneCodeAnswers = answers({
  200: envelope(
    z.object({
      phone: z.string(),
      phone_token: z.string().describe('Send as the Phone-Token header when placing orders with this number; browsers also get it as a cookie'),
      expires_at: z.iso.datetime(),
    }),
    'Number proven; a signed-in customer is spared the code on later orders with it too',
  ),
});
