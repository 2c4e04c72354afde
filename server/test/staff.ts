import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '#domain/staff.ts';
import type { Database } from '#server/db/client.ts';
import { staff } from '#server/db/schema.ts';
import type { AuditActor } from '#server/modules/staff/actor.ts';
import { totpCode } from '#server/modules/staff/totp.ts';
import type { AppServices } from '#server/services.ts';

let counter = 0;

/** Who invites a test's staff when the test does not say: the command line, as for the first owner. */
const TEST_ACTOR: AuditActor = { commandLine: 'Command line: test set-up' };

export const STAFF_PASSWORD = 'dhanmondi-lake-77';

/** `dokan_staff=<token>` from an answer that set the staff cookie, for the next request's Cookie header. */
export function staffCookieFrom(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [String(header ?? '')];
  const found = cookies.map((cookie) => /^dokan_staff=([^;]*)/.exec(String(cookie))).find((match) => match !== null);
  if (!found?.[1]) throw new Error(`no staff cookie set: ${JSON.stringify(header)}`);
  return `dokan_staff=${found[1]}`;
}

/**
 * Forgets the last code step a staff member used, as half a minute passing would: the same code
 * is refused twice, and tests sign in more often than an app shows new codes.
 */
export async function letCodeStepPass(db: Database, staffId: number) {
  await db.update(staff).set({ totpLastStep: null }).where(eq(staff.id, staffId));
}

/** A staff member taken all the way through their one-time link: password, authenticator, recovery codes; signed in. */
export async function enrolledStaff(app: FastifyInstance, services: AppServices, role: StaffRole, createdBy: AuditActor = TEST_ACTOR) {
  counter += 1;
  const email = `staff${process.pid % 1000}-${counter}@dokan.test`;
  const { staff: member, link } = await services.staff.create({ email, name: `Staff ${counter} ${role}`, role }, createdBy);
  const setup = await app.inject({
    method: 'POST',
    url: `/api/admin/setup/${link.token}`,
    payload: { password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD },
  });
  if (setup.statusCode !== 200) throw new Error(`setting the password failed: ${setup.statusCode} ${setup.body}`);
  const secret = (setup.json() as { data: { secret: string } }).data.secret;
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/admin/enrolment',
    headers: { cookie: staffCookieFrom(setup) },
    payload: { code: totpCode(secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`enrolment failed: ${confirmed.statusCode} ${confirmed.body}`);
  const recoveryCodes = (confirmed.json() as { data: { recovery_codes: string[] } }).data.recovery_codes;
  return { id: member.id, email, role, secret, recoveryCodes, cookie: staffCookieFrom(confirmed), actor: { staffId: member.id, name: member.name } };
}

/** Both sign-in steps, with a code the app would show now; answers the signed-in cookie. */
export async function signInStaff(app: FastifyInstance, db: Database, member: { id: number; email: string; secret: string }) {
  await letCodeStepPass(db, member.id);
  const first = await app.inject({ method: 'POST', url: '/api/admin/session', payload: { email: member.email, password: STAFF_PASSWORD } });
  if (first.statusCode !== 200) throw new Error(`sign-in failed: ${first.statusCode} ${first.body}`);
  const second = await app.inject({
    method: 'POST',
    url: '/api/admin/session/second-factor',
    headers: { cookie: staffCookieFrom(first) },
    payload: { code: totpCode(member.secret) },
  });
  if (second.statusCode !== 200) throw new Error(`second factor failed: ${second.statusCode} ${second.body}`);
  return staffCookieFrom(second);
}
