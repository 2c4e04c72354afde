import { and, desc, eq } from 'drizzle-orm';
import { createStaticHandler, RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicesContext } from '#app/context.ts';
import * as infoPageRoute from '#app/routes/info-page.tsx';
import { INFO_PAGE_MESSAGES, INFO_PAGES } from '#domain/info-pages.ts';
import { auditLog } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// The back office's policy and information pages, saved by staff and read back through the
// storefront's own page loader: what is saved is what a buyer reads, at once.

interface AdminPage {
  slug: string;
  title: string;
  meta_description: string;
  body: string;
  version: number;
  updated_by: string | null;
}

describe.each(databaseKinds)('back-office pages on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let editor: Record<string, string>;
  const handler = createStaticHandler(INFO_PAGES.map((path) => ({ id: `info-${path}`, path: `/${path}`, loader: infoPageRoute.loader as never })));

  beforeAll(async () => {
    shop = await openTestApp(kind);
    editor = { cookie: (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie };
  }, 120_000);
  afterAll(() => shop?.close());

  const call = (method: 'GET' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = editor) =>
    shop.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function current(slug: string): Promise<AdminPage> {
    const response = await call('GET', `/api/admin/pages/${slug}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json().data;
  }

  const patch = async (slug: string, change: Record<string, unknown>) =>
    call('PATCH', `/api/admin/pages/${slug}`, { ...change, version: (await current(slug)).version });

  /** The page as the storefront's loader gives it to React. */
  async function storefront(slug: string): Promise<string> {
    const context = new RouterContextProvider();
    context.set(servicesContext, shop.services);
    const answer = await handler.query(new Request(`http://localhost/${slug}`), { requestContext: context });
    if (answer instanceof Response) throw new Error(`/${slug} answered ${answer.status}`);
    return JSON.stringify(Object.values(answer.loaderData)[0]);
  }

  it('is reached by staff of the content area only', async () => {
    expect((await call('GET', '/api/admin/pages', undefined, {})).statusCode).toBe(401);
    expect((await call('PATCH', '/api/admin/pages/terms', { title: 'X', version: 1 }, {})).statusCode).toBe(401);
    const handlerStaff = { cookie: (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie };
    expect((await call('GET', '/api/admin/pages', undefined, handlerStaff)).statusCode).toBe(403);
    expect((await call('PATCH', '/api/admin/pages/terms', { title: 'X', version: 1 }, handlerStaff)).statusCode).toBe(403);
    const customer = await registerCustomer(shop.app);
    expect((await call('GET', '/api/admin/pages/terms', undefined, customer.auth)).statusCode).toBe(403);
  });

  it('lists every page, seeded with the copy the storefront showed before', async () => {
    const response = await call('GET', '/api/admin/pages');
    expect(response.statusCode, response.body).toBe(200);
    const pages = response.json().data as AdminPage[];
    expect(pages.map((page) => page.slug)).toEqual([...INFO_PAGES]);
    expect(pages.find((page) => page.slug === 'faqs')?.title).toBe('Frequently Asked Questions');
    expect((await current('shipping-info')).body).toMatch(/^## Delivery times and charges \{#charges\}\n\n\{\{delivery_table\}\}/);
    expect((await call('GET', '/api/admin/pages/no-such-page')).statusCode).toBe(422);
  });

  it('saves a page, shows it on the storefront at once, and logs the change', async () => {
    const response = await patch('warranty-policy', {
      title: 'Warranty',
      meta_description: 'How {{shop_name}} helps with warranty claims.',
      body: '## How to claim {#claim}\n\nBring the product and its invoice.\n\n- Call {{shop_phone}} first.\n- See the [Return Policy](/return-policy).\n',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(INFO_PAGE_MESSAGES.saved);
    const saved = response.json().data as AdminPage;
    expect(saved).toMatchObject({ title: 'Warranty', updated_by: expect.stringContaining('catalogue_editor') });
    const page = await storefront('warranty-policy');
    expect(page).toContain('"title":"Warranty"');
    expect(page).toContain('"id":"claim"');
    expect(page).toContain('Bring the product and its invoice.');
    expect(page).toMatch(/How Dokan[^"]* helps with warranty claims\./);
    const [row] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'info_page'), eq(auditLog.entityId, 'warranty-policy')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ action: 'update', after: { name: 'Warranty' } });
  });

  it('refuses an unknown value, a link to script and a question without an answer, by line', async () => {
    const before = await current('terms');
    const response = await patch('terms', {
      meta_description: 'Terms {{shop_fax}}',
      body: '## Orders\n\nCall {{shop_fax}}.\n\n- [Click](javascript:alert(1))\n\n### A question?\n',
    });
    expect(response.statusCode, response.body).toBe(422);
    const { errors } = response.json() as { errors: Record<string, string[]> };
    expect(errors.meta_description?.[0]).toMatch(/Unknown value \{\{shop_fax\}\}/);
    expect(errors.body).toEqual([
      expect.stringMatching(/^Line 3: Unknown value \{\{shop_fax\}\}/),
      expect.stringMatching(/^Line 5: The link “Click” must go to/),
      expect.stringMatching(/^Line 7: A “### ” question needs an answer/),
    ]);
    expect(await current('terms')).toEqual(before);
  });

  it('refuses a save over a newer one', async () => {
    const { version } = await current('about-us');
    expect((await call('PATCH', '/api/admin/pages/about-us', { title: 'About Dokan', version })).statusCode).toBe(200);
    const stale = await call('PATCH', '/api/admin/pages/about-us', { title: 'About us, again', version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(INFO_PAGE_MESSAGES.stale);
    expect((await current('about-us')).title).toBe('About Dokan');
  });

  it('quotes a delivery charge saved in the settings through its value', async () => {
    const owner = { cookie: (await enrolledStaff(shop.app, shop.services, 'owner')).cookie };
    const settings = (await call('GET', '/api/admin/settings', undefined, owner)).json().data as { version: number; delivery_charges: Record<string, number> };
    const saved = await call(
      'PATCH',
      '/api/admin/settings',
      { delivery_charges: { ...settings.delivery_charges, inside_dhaka_city: 85 }, version: settings.version },
      owner,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storefront('faqs')).toMatch(/৳85 inside Dhaka city and/);
    expect(await storefront('shipping-info')).toContain('["Inside Dhaka city","1–2 working days","৳85"]');
  });
});
