import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_NOTIFICATION_MESSAGES as M } from '#domain/public-notification-edit.ts';
import { auditLog, notifications } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// Public notifications as staff write them, and as a shopper reads them through the shop's own API.

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const unique = () => randomBytes(4).toString('hex');

describe.each(databaseKinds)('back-office public notifications on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let editor: Record<string, string>;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    editor = { cookie: (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie };
  }, 120_000);
  afterAll(() => shop?.close());

  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = editor) =>
    shop.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const shopperSees = async () =>
    ((await call('GET', '/api/public-notifications?per_page=100', undefined, {})).json() as { data: { id: number; title: string; link: string | null }[] })
      .data;

  it('publishes, changes and deletes a notification shoppers see at once, each with an audit row', async () => {
    const title = `Eid sale ${unique()}`;
    const created = await call('POST', '/api/admin/notifications', { title, message: 'Up to 20% off laptops.', link: '/shop/laptops' });
    expect(created.statusCode).toBe(201);
    const { id, type } = (created.json() as { data: { id: number; type: string } }).data;
    expect(type).toBe('other');
    expect((await shopperSees()).find((row) => row.id === id)).toMatchObject({ title, link: '/shop/laptops' });

    const changed = await call('PATCH', `/api/admin/notifications/${id}`, { title: `${title}!`, link: '' });
    expect(changed.statusCode).toBe(200);
    expect((await shopperSees()).find((row) => row.id === id)).toMatchObject({ title: `${title}!`, link: null });
    expect(((await call('GET', '/api/admin/notifications')).json() as { data: { id: number }[] }).data.some((row) => row.id === id)).toBe(true);

    expect((await call('DELETE', `/api/admin/notifications/${id}`)).statusCode).toBe(200);
    expect((await shopperSees()).some((row) => row.id === id)).toBe(false);
    expect((await call('DELETE', `/api/admin/notifications/${id}`)).statusCode).toBe(404);

    const audit = await shop.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'notification'), eq(auditLog.entityId, String(id))));
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses bad fields with a message for each', async () => {
    const response = await call('POST', '/api/admin/notifications', { title: ' ', message: 'x'.repeat(501), link: 'https://evil.test', type: 'order' });
    expect(response.statusCode).toBe(422);
    expect((response.json() as { errors: Record<string, string[]> }).errors).toEqual({
      title: [M.titleRequired],
      message: [M.messageTooLong],
      link: [M.link],
      type: [M.type],
    });
    expect((await call('PATCH', '/api/admin/notifications/1', { link: '//evil.test' })).statusCode).toBe(422);
  });

  it('cannot reach a customer’s own notification', async () => {
    const customer = await registerCustomer(shop.app);
    const [own] = await shop.db.insert(notifications).values({ customerId: customer.customerId, title: 'Your order', message: 'Shipped' }).returning();
    expect((await call('PATCH', `/api/admin/notifications/${own!.id}`, { title: 'Changed' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/notifications/${own!.id}`)).statusCode).toBe(404);
    expect(((await call('GET', '/api/admin/notifications')).json() as { data: { id: number }[] }).data.some((row) => row.id === own!.id)).toBe(false);
  });

  it('is for staff who reach the content area only', async () => {
    const handler = { cookie: (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie };
    const customer = await registerCustomer(shop.app);
    const body = { title: 'T', message: 'M' };
    for (const [method, url] of [
      ['GET', '/api/admin/notifications'],
      ['POST', '/api/admin/notifications'],
      ['PATCH', '/api/admin/notifications/1'],
      ['DELETE', '/api/admin/notifications/1'],
    ] as const) {
      expect((await call(method, url, body, {})).statusCode).toBe(401);
      expect((await call(method, url, body, handler)).statusCode).toBe(403);
      expect((await call(method, url, body, customer.auth)).statusCode).toBe(403);
    }
  });
});
