import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAVIGATION_MESSAGES as M } from '#domain/navigation-edit.ts';
import { auditLog } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// The header menu and the footer as staff edit them, read back through the storefront's own navigation API in the same process.

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const unique = () => randomBytes(4).toString('hex');

interface HeaderItem {
  id: number;
  name: string;
  url: string;
  children: HeaderItem[];
}

describe.each(databaseKinds)('back-office navigation on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let editor: Record<string, string>;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    editor = { cookie: (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie };
  }, 120_000);
  afterAll(() => shop?.close());

  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = editor) =>
    shop.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const data = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
  const header = async () => data<{ menu_items: HeaderItem[] }>(await call('GET', '/api/navigation/header', undefined, {})).menu_items;
  const footer = async () => data<{ id: number; title: string; items: { name: string }[] }[]>(await call('GET', '/api/navigation/footer', undefined, {}));

  it('adds, nests, reorders, hides and deletes menu items, the shop showing each change at once', async () => {
    await header(); // the storefront now keeps a copy, which each change must drop
    const name = `Deals ${unique()}`;
    const top = data<{ id: number; position: number }>(await call('POST', '/api/admin/navigation-items', { name, url: '/shop?deals=1', position: 0 }));
    expect(top.position).toBe(0);
    expect((await header())[0]).toMatchObject({ id: top.id, name });

    const child = data<{ id: number }>(
      await call('POST', '/api/admin/navigation-items', { name: 'Blog', url: 'https://blog.example.com/', parent_id: top.id, open_in_new_tab: true }),
    );
    expect((await header()).find((item) => item.id === top.id)?.children.map((item) => item.id)).toEqual([child.id]);

    const last = (await header()).length - 1;
    expect(data<{ position: number }>(await call('PATCH', `/api/admin/navigation-items/${top.id}`, { position: last })).position).toBe(last);
    expect((await header()).at(-1)?.id).toBe(top.id);
    const positions = data<{ position: number; parent_id: number | null }[]>(await call('GET', '/api/admin/navigation-items')).map((item) => item.position);
    expect(positions).toEqual(positions.map((_, index) => index));

    await call('PATCH', `/api/admin/navigation-items/${top.id}`, { active: false });
    expect((await header()).some((item) => item.id === top.id)).toBe(false);

    expect((await call('DELETE', `/api/admin/navigation-items/${top.id}`)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/navigation-items/${child.id}`, { name: 'x' })).statusCode).toBe(404);
    const actions = await shop.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'navigation_item'), eq(auditLog.entityId, String(top.id))));
    expect(actions.map((row) => row.action).sort()).toEqual(['create', 'delete', 'reorder', 'update']);
  });

  it('refuses bad menu items with a message for each field', async () => {
    const bad = await call('POST', '/api/admin/navigation-items', { name: '', url: 'javascript:alert(1)', parent_id: 0, active: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect((bad.json() as { errors: Record<string, string[]> }).errors).toEqual({ name: [M.nameRequired], url: [M.url], parent_id: [M.id], active: [M.flag] });
    for (const url of ['//evil.test', 'http://plain.test', 'https://has space.test']) {
      expect((await call('POST', '/api/admin/navigation-items', { name: 'A', url })).statusCode).toBe(422);
    }
    const missing = await call('POST', '/api/admin/navigation-items', { name: 'A', url: '/a', parent_id: 2_000_000_000, category_id: 2_000_000_000 });
    expect(missing.json()).toMatchObject({ errors: { parent_id: [M.parentMissing] } });
    const top = data<{ id: number }>(await call('POST', '/api/admin/navigation-items', { name: 'Top', url: '/top' }));
    const under = data<{ id: number }>(await call('POST', '/api/admin/navigation-items', { name: 'Under', url: '/under', parent_id: top.id }));
    const deeper = await call('POST', '/api/admin/navigation-items', { name: 'Deeper', url: '/deeper', parent_id: under.id });
    expect(deeper.json()).toMatchObject({ errors: { parent_id: [M.parentNotTopLevel] } });
    const other = data<{ id: number }>(await call('POST', '/api/admin/navigation-items', { name: 'Other', url: '/other' }));
    expect((await call('PATCH', `/api/admin/navigation-items/${top.id}`, { parent_id: other.id })).json()).toMatchObject({
      errors: { parent_id: [M.hasChildren] },
    });
    const category = await call('POST', '/api/admin/navigation-items', { name: 'A', url: '/a', category_id: 2_000_000_000 });
    expect(category.json()).toMatchObject({ errors: { category_id: [M.categoryMissing] } });
    await call('DELETE', `/api/admin/navigation-items/${top.id}`);
    await call('DELETE', `/api/admin/navigation-items/${other.id}`);
  });

  it('edits footer sections and their links, the shop showing each change at once', async () => {
    await footer();
    const title = `Help ${unique()}`;
    const section = data<{ id: number }>(await call('POST', '/api/admin/footer-sections', { title, position: 0 }));
    expect((await footer())[0]).toMatchObject({ id: section.id, title, items: [] });
    const first = data<{ id: number }>(await call('POST', `/api/admin/footer-sections/${section.id}/links`, { name: 'Returns', url: '/pages/returns' }));
    const second = data<{ id: number; position: number }>(
      await call('POST', `/api/admin/footer-sections/${section.id}/links`, {
        name: 'Status',
        url: 'https://status.example.com',
        open_in_new_tab: true,
        position: 0,
      }),
    );
    expect(second.position).toBe(0);
    expect((await footer())[0]!.items.map((item) => item.name)).toEqual(['Status', 'Returns']);
    await call('PATCH', `/api/admin/footer-links/${first.id}`, { name: 'Returns policy', position: 0 });
    expect((await footer())[0]!.items.map((item) => item.name)).toEqual(['Returns policy', 'Status']);
    await call('DELETE', `/api/admin/footer-links/${second.id}`);
    expect((await footer())[0]!.items.map((item) => item.name)).toEqual(['Returns policy']);
    await call('PATCH', `/api/admin/footer-sections/${section.id}`, { active: false });
    expect((await footer()).some((row) => row.id === section.id)).toBe(false);
    expect((await call('DELETE', `/api/admin/footer-sections/${section.id}`)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/footer-links/${first.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/footer-sections/${section.id}/links`, { name: 'x', url: '/x' })).statusCode).toBe(404);
    const audited = await shop.db
      .select({ entity: auditLog.entity })
      .from(auditLog)
      .where(inArray(auditLog.entityId, [String(section.id), String(first.id), String(second.id)]));
    expect(new Set(audited.map((row) => row.entity))).toEqual(new Set(['footer_section', 'footer_link']));
  });

  it('refuses bad footer fields with a message for each', async () => {
    const section = await call('POST', '/api/admin/footer-sections', { title: ' ', position: -1 });
    expect((section.json() as { errors: Record<string, string[]> }).errors).toEqual({ title: [M.titleRequired], position: [M.position] });
    const { id } = data<{ id: number }>(await call('POST', '/api/admin/footer-sections', { title: 'Tmp' }));
    const link = await call('POST', `/api/admin/footer-sections/${id}/links`, { name: 'x'.repeat(101), url: 'ftp://x' });
    expect((link.json() as { errors: Record<string, string[]> }).errors).toEqual({ name: [M.nameTooLong], url: [M.url] });
    await call('DELETE', `/api/admin/footer-sections/${id}`);
  });

  it('edits what the header shows per item (icon, mega menu, link, parent), refusing a bad icon per field', async () => {
    await header();
    const item = data<{ id: number; icon: string | null; is_megamenu: boolean }>(
      await call('POST', '/api/admin/navigation-items', { name: `Cats ${unique()}`, url: '/categories', icon: 'layout-grid', is_megamenu: true }),
    );
    expect(item).toMatchObject({ icon: 'layout-grid', is_megamenu: true });
    const shown = async () => (await header()).find((row) => row.id === item.id) as unknown as { icon: string | null; is_megamenu: boolean; url: string };
    expect(await shown()).toMatchObject({ icon: 'layout-grid', is_megamenu: true });
    await call('PATCH', `/api/admin/navigation-items/${item.id}`, { icon: null, is_megamenu: false, url: '/shop' });
    expect(await shown()).toMatchObject({ icon: null, is_megamenu: false, url: '/shop' });
    const bad = await call('PATCH', `/api/admin/navigation-items/${item.id}`, { icon: 'Bad Icon!', is_megamenu: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect((bad.json() as { errors: Record<string, string[]> }).errors).toEqual({ icon: [M.icon], is_megamenu: [M.flag] });
    await call('DELETE', `/api/admin/navigation-items/${item.id}`);
  });

  it('moves a footer link to another section, closing the gap it left, and refuses a missing section per field', async () => {
    const from = data<{ id: number }>(await call('POST', '/api/admin/footer-sections', { title: `From ${unique()}`, position: 0 }));
    const to = data<{ id: number }>(await call('POST', '/api/admin/footer-sections', { title: `To ${unique()}`, position: 1 }));
    const link = async (section: number, name: string) =>
      data<{ id: number }>(await call('POST', `/api/admin/footer-sections/${section}/links`, { name, url: `/pages/${name.toLowerCase()}` }));
    const moving = await link(from.id, 'Moving');
    await link(from.id, 'Staying');
    await link(to.id, 'There');
    await footer();
    const movedLink = data<{ section_id: number; position: number; icon: string | null }>(
      await call('PATCH', `/api/admin/footer-links/${moving.id}`, { section_id: to.id, position: 0, icon: 'info' }),
    );
    expect(movedLink).toMatchObject({ section_id: to.id, position: 0, icon: 'info' });
    const sections = await footer();
    expect(sections.find((row) => row.id === from.id)?.items.map((item) => item.name)).toEqual(['Staying']);
    expect(sections.find((row) => row.id === to.id)?.items.map((item) => item.name)).toEqual(['Moving', 'There']);
    const admin = data<{ id: number; links: { name: string; position: number }[] }[]>(await call('GET', '/api/admin/footer-sections'));
    expect(admin.find((row) => row.id === from.id)?.links).toMatchObject([{ name: 'Staying', position: 0 }]);

    const missing = await call('PATCH', `/api/admin/footer-links/${moving.id}`, { section_id: 2_000_000_000 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: { section_id: [M.sectionMissing] } });
    const bad = await call('PATCH', `/api/admin/footer-links/${moving.id}`, { section_id: 'x', icon: '' });
    expect((bad.json() as { errors: Record<string, string[]> }).errors).toEqual({ section_id: [M.sectionId], icon: [M.icon] });
    const actions = await shop.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'footer_link'), eq(auditLog.entityId, String(moving.id))));
    expect(actions.map((row) => row.action).sort()).toEqual(['create', 'move']);
    await call('DELETE', `/api/admin/footer-sections/${from.id}`);
    await call('DELETE', `/api/admin/footer-sections/${to.id}`);
  });

  it('is for staff who reach the content area only', async () => {
    const handler = { cookie: (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie };
    const customer = await registerCustomer(shop.app);
    for (const [method, url] of [
      ['GET', '/api/admin/navigation-items'],
      ['POST', '/api/admin/navigation-items'],
      ['PATCH', '/api/admin/navigation-items/1'],
      ['DELETE', '/api/admin/navigation-items/1'],
      ['GET', '/api/admin/footer-sections'],
      ['POST', '/api/admin/footer-sections'],
      ['PATCH', '/api/admin/footer-sections/1'],
      ['DELETE', '/api/admin/footer-sections/1'],
      ['POST', '/api/admin/footer-sections/1/links'],
      ['PATCH', '/api/admin/footer-links/1'],
      ['DELETE', '/api/admin/footer-links/1'],
    ] as const) {
      expect((await call(method, url, { name: 'x' }, {})).statusCode).toBe(401);
      expect((await call(method, url, { name: 'x' }, handler)).statusCode).toBe(403);
      expect((await call(method, url, { name: 'x' }, customer.auth)).statusCode).toBe(403);
    }
  });
});
