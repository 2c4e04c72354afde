import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import { placeOrIssue } from '#server/modules/geo/divisions.ts';
import { phoneField } from './schemas.ts';

// Google ID tokens run to about 1.5 kB and Facebook tokens to a few hundred characters.
const providerToken = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** Google Identity Services posts the token as `credential`; other clients call it `id_token`. */
export const googleBody = z
  .object({
    credential: providerToken(M.googleFailed, 8192).optional().describe('The ID token as Google Identity Services posts it; give this or `id_token`'),
    id_token: providerToken(M.googleFailed, 8192).optional().describe('The same ID token under the name other clients use'),
  })
  .superRefine((value, context) => {
    if (!value.credential && !value.id_token) context.addIssue({ code: 'custom', path: ['credential'], message: M.googleFailed });
  });

export const facebookBody = z.object({ access_token: providerToken(M.facebookFailed, 4096) });

const blankToNull = (value: unknown) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value);

/** A delivery address; division and district must be real and go together, and are stored under their English names. */
export const updateAddressBody = z
  .object({
    address: z.string({ error: M.addressRequired }).trim().min(1, M.addressRequired).max(500, 'Enter at most 500 characters.'),
    division: z.string({ error: M.divisionInvalid }).max(60, M.divisionInvalid),
    district: z.string({ error: M.districtInvalid }).max(60, M.districtInvalid),
    // Optional: left out or blank, it is saved as null.
    area: z
      .preprocess(blankToNull, z.string().trim().max(100, 'Enter at most 100 characters.').nullable())
      .optional()
      .transform((area) => area ?? null),
    phone: phoneField.describe('Required while the account has no mobile number (422 otherwise); left out, the one on file stays'),
  })
  .transform((value, context) => {
    const place = placeOrIssue(value, context, M);
    if (!place) return z.NEVER;
    return { address: value.address, ...place, area: value.area, phone: value.phone };
  });
