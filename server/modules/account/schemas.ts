import { z } from 'zod';
import { ACCOUNT_MESSAGES as M, FULL_NAME_MAX_LENGTH } from '#domain/account.ts';
import { dhakaToday } from '#domain/dates.ts';
import { ORDER_STATUSES } from '#server/db/schema.ts';
import { emailField, phoneField } from '#server/modules/auth/schemas.ts';
import { placeOrIssue } from '#server/modules/geo/divisions.ts';

const wholeNumber = (min: number, max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

const PER_PAGE_MAX = 50;

export const pageQuery = z.object({
  page: wholeNumber(1, 100_000).default(1),
  per_page: wholeNumber(1, PER_PAGE_MAX).default(10),
});

export const orderListQuery = pageQuery.extend({
  status: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
});

/** A non-numeric or out-of-range id is a malformed request (422), like the catalogue's product ids. */
export const orderIdParams = z.object({
  id: wholeNumber(1, 2_147_483_647),
});

// Profile fields: a key left out keeps its value; an empty string (or null) clears it.

const isBlank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');
const blankToNull = (value: unknown) => (isBlank(value) ? null : value);

/** A clearable field: absent → undefined (unchanged), blank → null (cleared), otherwise checked by `field`. */
const clearable = <T extends z.ZodType>(field: T) => z.preprocess(blankToNull, field.nullable()).optional();

const GENDERS = ['male', 'female', 'other'] as const;
const OLDEST_AGE_YEARS = 120;

function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dateOfBirthField = z
  .string({ error: M.invalidDateOfBirth })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.invalidDateOfBirth)
  .refine(isCalendarDate, M.invalidDateOfBirth)
  .superRefine((value, context) => {
    // Bangladesh's today, where the shop and its customers are.
    const today = dhakaToday();
    if (value > today) context.addIssue({ code: 'custom', message: M.dateOfBirthInFuture });
    else if (Number(value.slice(0, 4)) < Number(today.slice(0, 4)) - OLDEST_AGE_YEARS) context.addIssue({ code: 'custom', message: M.invalidDateOfBirth });
  });

/** The same address the social sign-up asks for: a division and one of its districts from the official list. */
const addressField = z
  .object({
    address: z.string({ error: M.addressRequired }).trim().min(1, M.addressRequired).max(500, 'Enter at most 500 characters.'),
    division: z.string({ error: M.divisionInvalid }).trim().max(100, M.divisionInvalid),
    district: z.string({ error: M.districtInvalid }).trim().max(100, M.districtInvalid),
    area: z
      .preprocess(blankToNull, z.string().trim().max(100, 'Enter at most 100 characters.').nullable())
      .optional()
      .transform((area) => area ?? null),
  })
  .transform((value, context) => {
    const place = placeOrIssue(value, context, M);
    if (!place) return z.NEVER;
    // Stored with the list's English names, whichever spelling the form sent.
    return { address: value.address, ...place, area: value.area };
  });

export const profileBody = z.object({
  full_name: z
    .string({ error: M.fullNameRequired })
    .trim()
    .min(1, M.fullNameRequired)
    .max(FULL_NAME_MAX_LENGTH, `Enter at most ${FULL_NAME_MAX_LENGTH} characters.`),
  email: clearable(emailField),
  phone: clearable(phoneField),
  date_of_birth: clearable(dateOfBirthField),
  gender: clearable(z.enum(GENDERS, { error: M.invalidGender })),
  address: addressField.nullable().optional(),
});

export type ProfileInput = z.infer<typeof profileBody>;
