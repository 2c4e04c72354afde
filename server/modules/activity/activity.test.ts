import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// The audit log as staff read it: each reads the areas their role reaches, newest first, and
// nothing in the API writes it.

interface Entry {
  id: number;
  staff: { id: number; name: string };
  entity: string;
  entity_id: string;
  subject: string | null;
  action: string;
  action_label: string;
  changes: { field: string; before: string; after: string }[];
  before: unknown;
  after: unknown;
}

describe.each(databaseKinds)('the activity log on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let owner: Record<string, string>;
  let editor: Record<string, string>;
  let editorId: number;
  let orderHandler: Record<string, string>;
  let productId: number;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    shop.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    shop = await openTestApp(kind);
    owner = { cookie: (await enrolledStaff(shop.app, shop.services, 'owner')).cookie };
    const member = await enrolledStaff(shop.app, shop.services, 'catalogue_editor');
    editor = { cookie: member.cookie };
    editorId = member.id;
    orderHandler = { cookie: (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie };
    const [category] = await shop.db.select({ id: categories.id }).from(categories).where(eq(categories.active, true)).limit(1);
    const created = await call('POST', '/api/admin/products', editor, {
      name: 'Activity Test Kettle',
      sku: `ACT-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      retail_price: 15_000,
      sale_price: 14_000,
      stock: 12,
      status: 'active',
      category_id: category!.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    let product = created.json().data as { id: number; version: number };
    productId = product.id;
    for (const change of [{ sale_price: 12_500 }, { name: 'Activity Test Kettle Pro', stock: 20 }, { status: 'hidden' }]) {
      const saved = await call('PATCH', `/api/admin/products/${product.id}`, editor, { version: product.version, ...change });
      expect(saved.statusCode, saved.body).toBe(200);
      product = saved.json().data;
    }
    // A kind of record no role but the owner's is said to read (a module not yet in domain/audit.ts).
    await shop.db.insert(auditLog).values({ staffId: '1', staffName: 'Someone', entity: 'secret_thing', entityId: '1', action: 'update' });
  }, 120_000);
  afterAll(() => shop?.close());

  const historyOf = (id: number, headers: Record<string, string>, extra = '') =>
    call('GET', `/api/admin/activity?entity=product&entity_id=${id}${extra}`, headers);

  it('refuses a caller without a staff session, and a filter by a kind of record the role does not reach', async () => {
    expect((await call('GET', '/api/admin/activity', {})).statusCode).toBe(401);
    const customer = await registerCustomer(shop.app);
    expect((await call('GET', '/api/admin/activity', customer.auth)).statusCode).toBe(403);
    expect((await historyOf(productId, orderHandler)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/activity?entity=nothing', owner)).statusCode).toBe(422);
  });

  it('shows each role only the changes of the areas it reaches, and the owner everything', async () => {
    const kindsSeenBy = async (headers: Record<string, string>) =>
      new Set(((await call('GET', '/api/admin/activity?per_page=100', headers)).json().data as Entry[]).map((entry) => entry.entity));
    expect(await kindsSeenBy(orderHandler)).toEqual(new Set());
    expect(await kindsSeenBy(editor)).toEqual(new Set(['product']));
    expect(await kindsSeenBy(owner)).toEqual(new Set(['product', 'staff', 'secret_thing']));
  });

  it('lists a product’s changes newest first, a page at a time, each field’s value before and after', async () => {
    const first = await historyOf(productId, editor, '&per_page=2');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.meta).toEqual({ total: 4, current_page: 1, per_page: 2, last_page: 2 });
    expect(page1.data.map((entry: Entry) => entry.action)).toEqual(['update', 'update']);
    const [hidden, renamed] = page1.data as Entry[];
    expect(hidden!.changes).toEqual([{ field: 'status', before: 'active', after: 'hidden' }]);
    expect(renamed!.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: 'Activity Test Kettle', after: 'Activity Test Kettle Pro' },
        { field: 'stock.quantity', before: '12', after: '20' },
      ]),
    );
    expect(renamed!.changes.map((change) => change.field)).not.toContain('version');
    expect(renamed).toMatchObject({ staff: { id: editorId }, subject: 'Activity Test Kettle Pro', action_label: 'Changed' });

    const page2 = (await historyOf(productId, editor, '&per_page=2&page=2')).json();
    expect(page2.data.map((entry: Entry) => entry.action)).toEqual(['update', 'create']);
    const [priced, created] = page2.data as Entry[];
    expect(priced!.changes).toEqual(
      expect.arrayContaining([
        { field: 'sale_price', before: '14000', after: '12500' },
        { field: 'price', before: '14000', after: '12500' },
      ]),
    );
    expect(created).toMatchObject({ before: null, changes: [], action_label: 'Created' });
    expect(created!.after).toMatchObject({ name: 'Activity Test Kettle', sale_price: 14_000 });
  });

  it('filters by staff member', async () => {
    const mine = (await call('GET', `/api/admin/activity?staff_id=${editorId}&per_page=100`, owner)).json();
    expect(mine.data.length).toBeGreaterThanOrEqual(4);
    expect((mine.data as Entry[]).every((entry) => entry.staff.id === editorId)).toBe(true);
    const nobody = (await call('GET', '/api/admin/activity?staff_id=999999', owner)).json();
    expect(nobody).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } });
  });

  it('has no way to write, change or delete the log', async () => {
    const [entry] = (await historyOf(productId, owner)).json().data as Entry[];
    for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
      expect((await call(method, '/api/admin/activity', owner, {})).statusCode).toBe(404);
      expect((await call(method, `/api/admin/activity/${entry!.id}`, owner, {})).statusCode).toBe(404);
    }
  });
});
