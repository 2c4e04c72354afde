import { eq } from 'drizzle-orm';
import { createStaticHandler, RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicesContext } from '#app/context.ts';
import * as activityRoute from '#app/routes/admin.activity.tsx';
import { auditLog } from '#server/db/schema.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { enrolledStaff, STAFF_PASSWORD, staffCookieFrom } from '#server/test/staff.ts';
import { totpCode } from './totp.ts';

// Changes to staff accounts land in the activity log like any other back-office change: who, when,
// what, before and after, and never a link, a hash, a secret or a recovery code. Only the staff
// area's role (the owner) reads them.

interface Entry {
  staff: { id: number | null; name: string };
  entity: string;
  entity_id: string;
  subject: string | null;
  action: string;
  action_label: string;
  changes: { field: string; before: string; after: string }[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

type Staff = Awaited<ReturnType<typeof enrolledStaff>>;

describe.each(databaseKinds)('the audit of staff changes on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let owner: Staff;
  let manager: Staff;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    owner = await enrolledStaff(shop.app, shop.services, 'owner');
    manager = await enrolledStaff(shop.app, shop.services, 'manager', owner.actor);
  }, 60_000);
  afterAll(() => shop?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  /** Oldest first, which is the order the test made them in. */
  const historyOf = async (id: number) => {
    const answer = await call('GET', `/api/admin/activity?entity=staff&entity_id=${id}&per_page=100`, owner.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    return { entries: (answer.json().data as Entry[]).toReversed(), body: answer.body };
  };

  it('records an invitation, the link taken, enrolment, a role change, disabling, enabling and a new link', async () => {
    const invited = await call('POST', '/api/admin/staff', owner.cookie, { email: 'rumana@dokan.test', name: 'Rumana', role: 'catalogue_editor' });
    expect(invited.statusCode, invited.body).toBe(201);
    const id = invited.json().data.staff.id as number;
    const firstToken = String(invited.json().data.setup_link).split('/').at(-1)!;
    // A refused invitation (the email is taken) changes nothing and records nothing.
    expect((await call('POST', '/api/admin/staff', owner.cookie, { email: 'RUMANA@dokan.test', name: 'R', role: 'manager' })).statusCode).toBe(422);

    const setup = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/setup/${firstToken}`,
      payload: { password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD },
    });
    expect(setup.statusCode).toBe(200);
    const secret = setup.json().data.secret as string;
    const enrolled = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/enrolment',
      headers: { cookie: staffCookieFrom(setup) },
      payload: { code: totpCode(secret) },
    });
    expect(enrolled.statusCode).toBe(200);
    const recoveryCodes = enrolled.json().data.recovery_codes as string[];

    expect((await call('PATCH', `/api/admin/staff/${id}`, owner.cookie, { role: 'manager' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/staff/${id}`, owner.cookie)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/staff/${id}`, owner.cookie, { disabled: false })).statusCode).toBe(200);
    // Asking for what already holds is no change, and records none.
    expect((await call('PATCH', `/api/admin/staff/${id}`, owner.cookie, { role: 'manager' })).statusCode).toBe(200);
    const relinked = await call('POST', `/api/admin/staff/${id}/sign-in-link`, owner.cookie);
    expect(relinked.statusCode).toBe(201);
    const secondToken = String(relinked.json().data.setup_link).split('/').at(-1)!;

    const { entries, body } = await historyOf(id);
    const byOwner = { id: owner.id, name: expect.stringContaining('owner') };
    const byThemselves = { id, name: 'Rumana' };
    expect(entries.map((entry) => [entry.action, entry.staff])).toEqual([
      ['invite', byOwner],
      ['reset_second_factor', byThemselves],
      ['enrol', byThemselves],
      ['update', byOwner],
      ['disable', byOwner],
      ['enable', byOwner],
      ['issue_sign_in_link', byOwner],
    ]);
    const [invite, reset, enrol, roleChange, disable, enable, link] = entries;
    expect(invite).toMatchObject({ subject: 'Rumana', action_label: 'Invited', before: null });
    expect(invite!.after).toMatchObject({ email: 'rumana@dokan.test', role: 'catalogue_editor', enrolled: false, disabled: false });
    expect(reset!.changes).toEqual([]);
    expect(enrol!.changes).toEqual([{ field: 'enrolled', before: 'no', after: 'yes' }]);
    expect(roleChange!.changes).toEqual([{ field: 'role', before: 'catalogue_editor', after: 'manager' }]);
    expect(disable!.changes).toEqual([{ field: 'disabled', before: 'no', after: 'yes' }]);
    expect(enable!.changes).toEqual([{ field: 'disabled', before: 'yes', after: 'no' }]);
    expect(link!.changes).toEqual([{ field: 'sign_in_link_expires_at', before: '', after: relinked.json().data.expires_at }]);

    // No secret in the log: neither link, the password, the authenticator secret, a recovery code or a hash.
    for (const secretText of [firstToken, secondToken, STAFF_PASSWORD, secret, ...recoveryCodes]) expect(body).not.toContain(secretText);
    expect(body).not.toMatch(/"(\w*hash|totp\w*|secret|recovery\w*|\w*token|password\w*)":/i);
  });

  it('names the command line when a change comes from it', async () => {
    const created = await shop.services.staff.create(
      { email: 'night-owner@dokan.test', name: 'Night Owner', role: 'owner' },
      { commandLine: 'Command line: npm run shop -- staff add' },
    );
    await shop.services.staff.reissueLink(created.staff.id, { commandLine: 'Command line: npm run shop -- staff link' });
    const { entries } = await historyOf(created.staff.id);
    expect(entries.map((entry) => [entry.action, entry.staff])).toEqual([
      ['invite', { id: null, name: 'Command line: npm run shop -- staff add' }],
      ['issue_sign_in_link', { id: null, name: 'Command line: npm run shop -- staff link' }],
    ]);
    // The activity page lists them under the command's name, with no staff member to filter by.
    const handler = createStaticHandler([{ id: 'activity', path: '/admin/activity', loader: activityRoute.loader as never }]);
    const context = new RouterContextProvider();
    context.set(servicesContext, shop.services);
    const request = new Request(`http://localhost/admin/activity?entity=staff&entity_id=${created.staff.id}`, { headers: { cookie: owner.cookie } });
    const answer = await handler.query(request, { requestContext: context });
    if (answer instanceof Response) throw new Error(`the activity page answered ${answer.status}`);
    const page = answer.loaderData.activity as { rows: Entry[]; kinds: { value: string }[] };
    expect(page.kinds.map((kind) => kind.value)).toContain('staff');
    expect(page.rows.map((row) => row.staff)).toEqual([
      { id: null, name: 'Command line: npm run shop -- staff link' },
      { id: null, name: 'Command line: npm run shop -- staff add' },
    ]);
  });

  it('shows staff changes to the owner only', async () => {
    const managerSees = await call('GET', '/api/admin/activity?per_page=100', manager.cookie);
    expect(managerSees.statusCode).toBe(200);
    expect((managerSees.json().data as Entry[]).some((entry) => entry.entity === 'staff')).toBe(false);
    expect((await call('GET', '/api/admin/activity?entity=staff', manager.cookie)).statusCode).toBe(403);
    const rows = await shop.db.select().from(auditLog).where(eq(auditLog.entity, 'staff'));
    expect(rows.length).toBeGreaterThan(0);
  });
});
