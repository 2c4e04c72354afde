import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { STAFF_MESSAGES } from '#domain/staff.ts';
import { staffSessions } from '#server/db/schema.ts';
import { DEFAULT_RATE_LIMITS } from '#server/modules/auth/rate-limits.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { enrolledStaff, letCodeStepPass, STAFF_PASSWORD, signInStaff, staffCookieFrom } from '#server/test/staff.ts';
import { totpCode } from './totp.ts';

// The back office's doors: a one-time link sets a password and an authenticator, sign-in takes both,
// sessions are short and end when a role changes, and only a staff session of the right role gets in.
// A customer's token or cookie is no staff session anywhere under /api/admin.

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Staff = Awaited<ReturnType<typeof enrolledStaff>>;

describe.each(databaseKinds)('staff accounts on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let owner: Staff;

  beforeAll(async () => {
    shop = await openTestApp(kind, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, staffLoginPerAccountAddress: [3, 600], staffSecondFactor: [4, 600] },
    });
    owner = await enrolledStaff(shop.app, shop.services, 'owner');
  }, 60_000);
  afterAll(() => shop?.close());

  const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
    shop.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const me = (cookie: string) => call('GET', '/api/admin/me', { cookie });

  it('takes a new staff member from a one-time link through password and authenticator to signed in, once', async () => {
    const { link } = await shop.services.staff.create({ email: 'Nadia@Dokan.test', name: 'Nadia', role: 'catalogue_editor' }, owner.actor);
    const url = `/api/admin/setup/${link.token}`;

    const weak = await call('POST', url, {}, { password: 'password123', password_confirmation: 'password123' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toBeDefined();

    const setup = await call('POST', url, {}, { password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD });
    expect(setup.statusCode).toBe(200);
    const enrolment = setup.json().data as { secret: string; otpauth_uri: string; qr_svg: string };
    expect(enrolment.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*nadia%40dokan\.test\?.*secret=/i);
    expect(enrolment.qr_svg).toContain('<svg');
    const enrolling = staffCookieFrom(setup);

    // The link worked once.
    const again = await call('POST', url, {}, { password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(STAFF_MESSAGES.linkGone);

    // Half-way through, the account cannot sign in and the enrolment session reaches nothing else.
    expect((await call('POST', '/api/admin/session', {}, { email: 'nadia@dokan.test', password: STAFF_PASSWORD })).statusCode).toBe(401);
    expect((await me(enrolling)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/enrolment', { cookie: enrolling })).json().data.secret).toBe(enrolment.secret);

    const wrong = await call('POST', '/api/admin/enrolment', { cookie: enrolling }, { code: '000000' === totpCode(enrolment.secret) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    const confirmed = await call('POST', '/api/admin/enrolment', { cookie: enrolling }, { code: totpCode(enrolment.secret) });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const signedIn = await me(staffCookieFrom(confirmed));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({
      staff: { email: 'nadia@dokan.test', role: 'catalogue_editor', enrolled: true },
      areas: ['catalogue', 'content'],
    });
    // The enrolment cookie was replaced, not promoted; the secret is never answered again.
    expect((await me(enrolling)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/enrolment', { cookie: staffCookieFrom(confirmed) })).statusCode).toBe(401);
    expect(signedIn.body).not.toContain(enrolment.secret);
  });

  it('signs in with email, password and a code the app shows; a code works once', async () => {
    const member = await enrolledStaff(shop.app, shop.services, 'order_handler');
    await letCodeStepPass(shop.db, member.id);

    const wrongPassword = await call('POST', '/api/admin/session', {}, { email: member.email, password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(STAFF_MESSAGES.invalidCredentials);
    const unknown = await call('POST', '/api/admin/session', {}, { email: 'nobody@dokan.test', password: STAFF_PASSWORD });
    expect(unknown.json()).toEqual(wrongPassword.json());

    const first = await call('POST', '/api/admin/session', {}, { email: member.email.toUpperCase(), password: STAFF_PASSWORD });
    expect(first.statusCode).toBe(200);
    const pending = staffCookieFrom(first);
    // The password alone reaches nothing.
    expect((await me(pending)).statusCode).toBe(401);
    const badCode = await call('POST', '/api/admin/session/second-factor', { cookie: pending }, { code: '12345' });
    expect(badCode.statusCode).toBe(422);
    expect(badCode.json().errors.code).toEqual([STAFF_MESSAGES.wrongCode]);

    const code = totpCode(member.secret);
    const second = await call('POST', '/api/admin/session/second-factor', { cookie: pending }, { code });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.staff.role).toBe('order_handler');
    expect((await me(staffCookieFrom(second))).statusCode).toBe(200);
    // The step cookie is used up.
    expect((await call('POST', '/api/admin/session/second-factor', { cookie: pending }, { code })).statusCode).toBe(401);

    // The same code again, in a new sign-in, is refused: someone who saw it cannot replay it.
    const replay = await call('POST', '/api/admin/session', {}, { email: member.email, password: STAFF_PASSWORD });
    const replayed = await call('POST', '/api/admin/session/second-factor', { cookie: staffCookieFrom(replay) }, { code });
    expect(replayed.statusCode).toBe(422);
  });

  it('takes each recovery code once instead of an app code', async () => {
    const member = await enrolledStaff(shop.app, shop.services, 'manager');
    const [recovery] = member.recoveryCodes;
    const signInWithRecovery = async (code: string) => {
      const first = await call('POST', '/api/admin/session', {}, { email: member.email, password: STAFF_PASSWORD });
      return call('POST', '/api/admin/session/second-factor', { cookie: staffCookieFrom(first) }, { code });
    };
    // Typed in capitals without the hyphen still counts.
    const used = await signInWithRecovery(recovery!.replace('-', '').toUpperCase());
    expect(used.statusCode).toBe(200);
    expect((await me(staffCookieFrom(used))).statusCode).toBe(200);
    expect((await signInWithRecovery(recovery!)).statusCode).toBe(422);
    expect((await signInWithRecovery(member.recoveryCodes[1]!)).statusCode).toBe(200);
  });

  it('limits wrong passwords and wrong codes like the customers’ sign-in', async () => {
    const member = await enrolledStaff(shop.app, shop.services, 'manager');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await call('POST', '/api/admin/session', {}, { email: member.email, password: `wrong-${attempt}` })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await call('POST', '/api/admin/session', {}, { email: member.email, password: STAFF_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const other = await enrolledStaff(shop.app, shop.services, 'manager');
    const first = await call('POST', '/api/admin/session', {}, { email: other.email, password: STAFF_PASSWORD });
    const cookie = staffCookieFrom(first);
    const codes: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      codes.push((await call('POST', '/api/admin/session/second-factor', { cookie }, { code: 'aaaaa-aaaaa' })).statusCode);
    }
    expect(codes).toEqual([422, 422, 422, 422, 429]);
  });

  it('ends a session idle for 30 minutes or 8 hours after sign-in', async () => {
    const member = await enrolledStaff(shop.app, shop.services, 'manager');
    const idle = await signInStaff(shop.app, shop.db, member);
    const old = await signInStaff(shop.app, shop.db, member);
    const tokenHashOf = async (cookie: string) => {
      const { sha256 } = await import('#server/modules/auth/tokens.ts');
      return sha256(cookie.split('=')[1]!);
    };
    expect((await me(idle)).statusCode).toBe(200);
    await shop.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(staffSessions.tokenHash, await tokenHashOf(idle)));
    expect((await me(idle)).statusCode).toBe(401);

    const [row] = await shop.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, await tokenHashOf(old)));
    // Created with an 8-hour life, however much it is used.
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(8 * 3600_000 - 5_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(8 * 3600_000 + 5_000);
    await shop.db
      .update(staffSessions)
      .set({ createdAt: new Date(Date.now() - 8 * 3600_000 - 1_000), expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(staffSessions.id, row!.id));
    expect((await me(old)).statusCode).toBe(401);
  });

  it('ends every session of a staff member whose role changes or who is disabled', async () => {
    const editor = await enrolledStaff(shop.app, shop.services, 'catalogue_editor');
    const second = await signInStaff(shop.app, shop.db, editor);
    const changed = await call('PATCH', `/api/admin/staff/${editor.id}`, { cookie: owner.cookie }, { role: 'order_handler' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.role).toBe('order_handler');
    expect((await me(editor.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const again = await signInStaff(shop.app, shop.db, editor);
    expect((await me(again)).json().data.areas).toEqual(['orders', 'refunds', 'customers']);

    const disabled = await call('DELETE', `/api/admin/staff/${editor.id}`, { cookie: owner.cookie });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.disabled).toBe(true);
    expect((await me(again)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/session', {}, { email: editor.email, password: STAFF_PASSWORD })).statusCode).toBe(401);

    // An owner cannot demote or disable themselves (the last owner would lock the shop out).
    const self = await call('PATCH', `/api/admin/staff/${owner.id}`, { cookie: owner.cookie }, { role: 'manager' });
    expect(self.statusCode).toBe(409);
    expect((await me(owner.cookie)).statusCode).toBe(200);
  });

  it('lets an owner invite with a role and list staff; the invitation’s link signs the new member up', async () => {
    const invited = await call('POST', '/api/admin/staff', { cookie: owner.cookie }, { email: 'karim@dokan.test', name: 'Karim', role: 'order_handler' });
    expect(invited.statusCode).toBe(201);
    const link = invited.json().data.setup_link as string;
    expect(link).toMatch(/^http:\/\/localhost:\d+\/admin\/setup\/[\w-]{40,}$/);
    const taken = await call('POST', '/api/admin/staff', { cookie: owner.cookie }, { email: 'KARIM@dokan.test', name: 'K', role: 'manager' });
    expect(taken.statusCode).toBe(422);

    const list = await call('GET', '/api/admin/staff', { cookie: owner.cookie });
    const karim = (list.json().data as { id: number; email: string; enrolled: boolean }[]).find((member) => member.email === 'karim@dokan.test');
    expect(karim).toMatchObject({ enrolled: false });
    expect(list.body).not.toMatch(/password|secret|totp/i);
    expect((await call('GET', `/api/admin/staff/${karim!.id}`, { cookie: owner.cookie })).json().data.name).toBe('Karim');
    expect((await call('GET', '/api/admin/staff/999999', { cookie: owner.cookie })).statusCode).toBe(404);

    const token = link.split('/').at(-1)!;
    const setup = await call('POST', `/api/admin/setup/${token}`, {}, { password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD });
    expect(setup.statusCode).toBe(200);

    // A new link for someone who lost theirs; the old one stays used.
    const fresh = await call('POST', `/api/admin/staff/${karim!.id}/sign-in-link`, { cookie: owner.cookie });
    expect(fresh.statusCode).toBe(201);
    expect((await call('POST', `/api/admin/setup/${token}`, {}, { password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD })).statusCode).toBe(410);
  });

  it('answers 401 without a staff session, 403 to a signed-in customer and to a role without the area', async () => {
    const customer = await registerCustomer(shop.app);
    const editor = await enrolledStaff(shop.app, shop.services, 'catalogue_editor');
    const target = await enrolledStaff(shop.app, shop.services, 'order_handler');
    const ownerOnly: { method: Method; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/admin/staff' },
      { method: 'POST', url: '/api/admin/staff', payload: { email: 'someone@dokan.test', name: 'Someone', role: 'manager' } },
      { method: 'GET', url: `/api/admin/staff/${target.id}` },
      { method: 'PATCH', url: `/api/admin/staff/${target.id}`, payload: { role: 'manager' } },
      { method: 'DELETE', url: `/api/admin/staff/${target.id}` },
      { method: 'POST', url: `/api/admin/staff/${target.id}/sign-in-link` },
    ];
    const anyStaff: { method: Method; url: string; payload?: object }[] = [{ method: 'GET', url: '/api/admin/me' }];
    const strangers: [string, Record<string, string>][] = [
      ['anonymous', {}],
      ['customer token as the staff cookie', { cookie: `dokan_staff=${customer.token}` }],
      ['staff token as a bearer', { authorization: `Bearer ${owner.cookie.split('=')[1]}` }],
      ['garbage staff cookie', { cookie: 'dokan_staff=not-a-token' }],
    ];
    for (const [who, headers] of strangers) {
      for (const request of [...ownerOnly, ...anyStaff]) {
        const answer = await call(request.method, request.url, headers, request.payload);
        expect(answer.statusCode, `${who}: ${request.method} ${request.url}`).toBe(401);
        expect(answer.json()).toEqual({ success: false, message: API_ERROR_MESSAGES.unauthorized });
      }
    }
    // A customer's own session opens nothing here either: they are told it is not theirs to see.
    for (const [who, headers] of [
      ['customer bearer', customer.auth],
      ['customer cookie', { cookie: `dokan_session=${customer.token}` }],
    ] as [string, Record<string, string>][]) {
      for (const request of [...ownerOnly, ...anyStaff]) {
        const answer = await call(request.method, request.url, headers, request.payload);
        expect(answer.statusCode, `${who}: ${request.method} ${request.url}`).toBe(403);
        expect(answer.json()).toEqual({ success: false, message: API_ERROR_MESSAGES.forbidden });
      }
    }
    for (const request of ownerOnly) {
      const answer = await call(request.method, request.url, { cookie: editor.cookie }, request.payload);
      expect(answer.statusCode, `editor: ${request.method} ${request.url}`).toBe(403);
    }
    expect((await me(editor.cookie)).statusCode).toBe(200);
    // Nothing the refused callers sent changed the target.
    expect((await me(target.cookie)).json().data.staff).toMatchObject({ role: 'order_handler', disabled: false });
    // The owner reaches them all.
    for (const request of ownerOnly) {
      const answer = await call(request.method, request.url, { cookie: owner.cookie }, request.payload);
      expect(answer.statusCode, `owner: ${request.method} ${request.url}`).toBeLessThan(300);
    }
  });

  it('signs out, and refuses a staff-cookie write from another site', async () => {
    const member = await enrolledStaff(shop.app, shop.services, 'manager');
    const foreign = await call('DELETE', '/api/admin/session', { cookie: member.cookie, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect((await me(member.cookie)).statusCode).toBe(200);
    const out = await call('DELETE', '/api/admin/session', { cookie: member.cookie });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/dokan_staff=;.*Expires=Thu, 01 Jan 1970/);
    expect((await me(member.cookie)).statusCode).toBe(401);
    expect(out.headers['cache-control']).toContain('no-store');
  });
});
