import { createStaticHandler, RouterContextProvider, type StaticHandler } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicesContext } from '#app/context.ts';
import * as editRoute from '#app/routes/admin.pages.$slug.tsx';
import * as listRoute from '#app/routes/admin.pages._index.tsx';
import { INFO_PAGE_MESSAGES } from '#domain/info-pages.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// The back office's page editor as React Router serves it: the list, the form's save and its
// inline refusals, for the staff whose area the pages are.

describe.each(databaseKinds)('the page editor on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let handler: StaticHandler;
  let editor: string;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    editor = (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie;
    handler = createStaticHandler([
      { id: 'list', path: '/admin/pages', loader: listRoute.loader as never },
      { id: 'edit', path: '/admin/pages/:slug', loader: editRoute.loader as never, action: editRoute.action as never },
    ]);
  }, 120_000);
  afterAll(() => shop?.close());

  async function send(path: string, cookie: string, form?: Record<string, string>) {
    const context = new RouterContextProvider();
    context.set(servicesContext, shop.services);
    const init: RequestInit = form ? { method: 'POST', body: new URLSearchParams(form), headers: { cookie } } : { headers: { cookie } };
    const answer = await handler.query(new Request(`http://localhost${path}`, init), { requestContext: context });
    if (answer instanceof Response) return { status: answer.status, data: undefined };
    const data = form ? answer.actionData?.edit : Object.values(answer.loaderData)[0];
    return { status: answer.statusCode, data: data as Record<string, unknown> | undefined };
  }

  it('lists the pages with their titles filled, and keeps out staff of other areas', async () => {
    const list = await send('/admin/pages', editor);
    expect(list.status).toBe(200);
    const titles = ((list.data?.pages ?? []) as { title: string }[]).map((page) => page.title);
    expect(titles).toContain('Frequently Asked Questions');
    expect(titles.some((title) => title.includes('{{'))).toBe(false);
    const handlerStaff = (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie;
    expect((await send('/admin/pages', handlerStaff)).status).toBe(403);
  });

  it('keeps what was typed and names the line of a problem, then saves', async () => {
    const { data } = await send('/admin/pages/contact', editor);
    const page = data?.page as { version: number; title: string; meta_description: string };
    const form = { title: page.title, meta_description: page.meta_description, version: String(page.version) };
    const refused = await send('/admin/pages/contact', editor, { ...form, body: '## Visit\n\nSee [us](javascript:void(0)).' });
    expect(refused.status).toBe(422);
    expect(refused.data).toMatchObject({
      errors: { body: [expect.stringMatching(/^Line 3: The link “us”/)] },
      values: { body: '## Visit\n\nSee [us](javascript:void(0)).' },
    });
    const saved = await send('/admin/pages/contact', editor, { ...form, body: '## Visit\n\nCome to {{shop_address}}.' });
    expect(saved).toMatchObject({ status: 200, data: { notice: INFO_PAGE_MESSAGES.saved } });
    expect((await shop.services.infoPages.get('contact')).body).toBe('## Visit\n\nCome to {{shop_address}}.');
    const stale = await send('/admin/pages/contact', editor, { ...form, body: '## Late\n\nToo late.' });
    expect(stale).toMatchObject({ status: 409, data: { error: INFO_PAGE_MESSAGES.stale } });
  });
});
