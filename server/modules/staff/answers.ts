import { z } from 'zod';
import { STAFF_AREAS, STAFF_ROLES } from '#domain/staff.ts';
import { answers, envelope, messageOnly } from '#server/http/openapi/answers.ts';

/** What the back office's staff operations answer, for the API document; shapes of ./service.ts's presentStaff. */

const staffAnswer = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  enrolled: z.boolean().describe('Whether the staff member has set a password and an authenticator app'),
  disabled: z.boolean(),
  created_at: z.iso.datetime(),
});
z.globalRegistry.add(staffAnswer, { id: 'Staff' });

const signedIn = z.object({ staff: staffAnswer, areas: z.array(z.enum(STAFF_AREAS)).describe('The parts of the back office this role reaches') });

const enrolment = z.object({
  secret: z.string().describe('The base32 secret, for typing into an authenticator app; shown only while enrolling'),
  otpauth_uri: z.string().describe('The otpauth:// link an authenticator app adds the account from'),
  qr_svg: z.string().describe('The same link as a QR code, an SVG document'),
});

const signInLink = z.object({
  staff: staffAnswer,
  setup_link: z.string().describe('The one-time link to hand to the staff member; it is not shown again'),
  expires_at: z.iso.datetime(),
});

export const signInAnswers = answers(
  { 200: messageOnly('Password right: the staff cookie now carries a second-factor step, which only the code operation takes') },
  // 401: the credentials do not match (one answer for an unknown email, a wrong password, an account not set up or disabled).
  [401, 429],
);

export const secondFactorAnswers = answers({ 200: envelope(signedIn, 'Signed in; the staff cookie carries the new session') }, [429]);

export const signOutAnswers = answers({ 200: messageOnly('Signed out of the back office; answers the same without a session') });

export const meAnswers = answers({ 200: envelope(signedIn, 'The signed-in staff member') });

export const setPasswordAnswers = answers(
  { 200: envelope(enrolment, 'Password set and the link used up; the staff cookie carries the enrolment step') },
  // 410: the link was used, has expired, or never existed.
  [410],
);

export const enrolmentAnswers = answers({ 200: envelope(enrolment, 'The authenticator details of the enrolment in progress') });

export const confirmEnrolmentAnswers = answers({
  200: envelope(
    z.object({ staff: staffAnswer, areas: signedIn.shape.areas, recovery_codes: z.array(z.string()).describe('Ten single-use codes; shown this once only') }),
    'Authenticator confirmed; signed in',
  ),
});

// 403: the caller's role does not manage staff.
export const listStaffAnswers = answers({ 200: envelope(z.array(staffAnswer), 'Every staff member, by name') }, [403]);

export const inviteAnswers = answers({ 201: envelope(signInLink, 'Staff member created with a one-time sign-in link') }, [403]);

export const staffAnswers = answers({ 200: envelope(staffAnswer, 'The staff member') }, [403, 404]);

// 409: a staff member cannot change their own role or disable themselves.
export const updateStaffAnswers = answers({ 200: envelope(staffAnswer, 'Saved; a new role or disabling ended their sessions') }, [403, 404, 409]);

export const newLinkAnswers = answers(
  { 201: envelope(signInLink, 'A new one-time sign-in link; using it replaces their password and authenticator') },
  [403, 404],
);
