import { z } from 'zod';
import { answers, envelope, messageOnly } from '#server/http/openapi/answers.ts';

/**
 * What the sign-in, registration, password reset and social operations answer, for the API
 * document; the shapes are those of ./present.ts and the routes.
 */

const int = () => z.number().int();

const customerAddress = z.object({
  address: z.string(),
  division: z.string().describe('English name from the official list'),
  district: z.string(),
  area: z.string().nullable(),
});

/**
 * The customer as every operation shows it (./present.ts). Registered once: sign-in, the dashboard
 * and the profile all answer it, and a generated client reads it as one type. Never `.describe()`d
 * itself, which would clone its id.
 */
export const customerAnswer = z.object({
  id: int(),
  website_customer_id: int().describe('The same as `id`, under the name the mobile app reads'),
  full_name: z.string(),
  fullName: z.string().describe('The same as `full_name`, under the name the web app reads'),
  email: z.string().nullable().describe('Lower-cased; null for an account that signed up with a mobile number or a social account without one'),
  phone: z.string().nullable().describe('11 digits, 01XXXXXXXXX'),
  role: z.string().describe('`customer` for every account the shop creates'),
  profile_image: z.string().nullable().describe('Path of the image on this shop (`/media/…`), or null'),
  profileImage: z.string().nullable().describe('The same as `profile_image`'),
  address: customerAddress.nullable().describe('The delivery address; null until one is saved'),
  date_of_birth: z.string().nullable().describe('YYYY-MM-DD'),
  gender: z.string().nullable().describe('`male`, `female` or `other`'),
  has_password: z.boolean().describe('False for an account that only ever signed in with Google or Facebook'),
  created_at: z.iso.datetime(),
});
z.globalRegistry.add(customerAnswer, { id: 'Customer' });

const session = z.object({ token: z.string().describe('Send as `Authorization: Bearer <token>`'), customer: customerAnswer });

export const registerAnswers = answers(
  { 201: envelope(session, 'Account created and signed in') },
  // Sign-ups that found the email or number taken are counted per address.
  [429],
);

export const loginAnswers = answers(
  { 200: envelope(session, 'Signed in') },
  // 401: the credentials do not match (one answer for an unknown account and a wrong password);
  // 403: they match, but staff blocked the account (told only to whoever knows the password).
  [401, 403, 429],
);

export const currentCustomerAnswers = answers({ 200: envelope(z.object({ customer: customerAnswer }), 'The signed-in customer') });

export const logoutAnswers = answers({ 200: messageOnly('Signed out; a browser session also gets its cookie cleared. Answers the same without a session') });

export const sendResetCodeAnswers = answers(
  { 200: messageOnly('A code was sent if an account answers to that email or number (the answer is the same either way)') },
  [429],
);

export const verifyResetCodeAnswers = answers(
  { 200: envelope(z.object({ reset_token: z.string().describe('Valid 15 minutes, for reset-password') }), 'The code was right') },
  // A wrong code, and a code past its tries, answer 422 on `otp`; wrong codes from one address answer 429.
  [429],
);

export const resetPasswordAnswers = answers({ 200: messageOnly('Password changed; every session of the account has ended') }, [429]);

const socialSignIn = z.object({
  access_token: z.string().describe('The session token; send as `Authorization: Bearer <token>`'),
  token: z.string().describe('The same as `access_token`, under the name the other sign-ins use'),
  user: customerAnswer,
  // The same as `user`; a registered schema takes no description of its own.
  customer: customerAnswer,
  needs_address: z.boolean().describe('The account has no delivery address or no mobile number yet: ask for them (update-address) before checkout'),
});

export const socialSignInAnswers = answers(
  { 200: envelope(socialSignIn, 'Signed in; a first sign-in also created the account') },
  // 401: the provider refused the token; 403: staff blocked the account; 503: the provider is not configured here or could not be reached.
  [401, 403, 503],
);

export const updateAddressAnswers = answers({ 200: envelope(z.object({ customer: customerAnswer }), 'Address (and mobile number) saved') });
