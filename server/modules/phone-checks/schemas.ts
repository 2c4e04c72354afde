import { z } from 'zod';
import { OTP_LENGTH } from '#domain/account.ts';
import { requiredPhoneField } from '#server/modules/auth/schemas.ts';
import { PHONE_CHECK_MESSAGES as M } from './messages.ts';

export const phoneCodeField = z
  .string({ error: M.codeNeeded })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), M.codeWrong);

export const sendPhoneCodeBody = z.object({ phone: requiredPhoneField('Enter the mobile number for the order.') });

export const verifyPhoneCodeBody = z.object({ phone: requiredPhoneField('Enter the mobile number for the order.'), code: phoneCodeField });

export const phoneTokenHeader = z.object({
  'phone-token': z.string().trim().max(200, 'That is not a phone token.').optional().describe('A pass from POST /api/checkout/phone-verifications; browsers send it as a cookie'),
});
