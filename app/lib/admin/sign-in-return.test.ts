import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler, RouterContextProvider, type StaticHandler } from 'react-router';
import { servicesContext } from '#app/context.ts';
import * as adminLayout from '#app/routes/admin.tsx';
import * as signInRoute from '#app/routes/admin.sign-in.tsx';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { enrolledStaff, letCodeStepPass, STAFF_PASSWORD } from '#server/test/staff.ts';
import { totpCode } from '#server/modules/staff/totp.ts';

// The staff sign-in as React Router serves it: the back office's guard, both sign-in steps and
// their redirects, as on the live server (whose page build tests do not have).
type TestApp = Awaited<ReturnType<typeof openTestApp>>;

const ORIGIN = 'http://localhost';
const HOSTILE = ['//evil.example', 'https://evil.example/admin', `${ORIGIN}/admin/products`, '/admin/..//evil.example', '/%5Cevil.example', '/dashboard'];

describe.each(databaseKinds)('staff returning to the page they asked for on %s', (kind) => {
  let shop: TestApp;
  let handler: StaticHandler;
  let member: Awaited<ReturnType<typeof enrolledStaff>>;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    handler = createStaticHandler([
      { id: 'routes/admin.sign-in', path: '/admin/sign-in', loader: signInRoute.loader as never, action: signInRoute.action as never },
      { id: 'routes/admin', path: '/admin', loader: adminLayout.loader as never, children: [{ id: 'routes/admin.products', path: 'products' }] },
    ]);
    member = await enrolledStaff(shop.app, shop.services, 'catalogue_editor');
  });
  afterAll(async () => shop.close());

  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    const context = new RouterContextProvider();
    context.set(servicesContext, shop.services);
    const answer = await handler.query(new Request(`${ORIGIN}${path}`, init), { requestContext: context });
    if (!(answer instanceof Response)) throw new Error(`expected a redirect, got a page with status ${answer.statusCode}`);
    return answer;
  }

  function post(path: string, fields: Record<string, string>, cookie?: string): Promise<Response> {
    return send(path, { method: 'POST', body: new URLSearchParams(fields), headers: cookie ? { cookie } : {} });
  }

  function cookieOf(answer: Response): string {
    return (answer.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
  }

  /** Both steps with `redirect` in the forms, as the sign-in page carries it; answers where the code step sends the browser. */
  async function signInReturningTo(target: string): Promise<string> {
    await letCodeStepPass(shop.db, member.id);
    const password = await post('/admin/sign-in', { intent: 'password', email: member.email, password: STAFF_PASSWORD, redirect: target });
    const codeStep = await post('/admin/sign-in', { intent: 'code', code: totpCode(member.secret), redirect: target }, cookieOf(password));
    expect(codeStep.status).toBe(302);
    return codeStep.headers.get('location') ?? '';
  }

  it('sends a visitor without a session to the sign-in, remembering the page', async () => {
    const answer = await send('/admin/products?status=draft');
    expect(answer.headers.get('location')).toBe(`/admin/sign-in?redirect=${encodeURIComponent('/admin/products?status=draft')}`);
  });

  it('keeps the page through the password step and lands on it after the code', async () => {
    await letCodeStepPass(shop.db, member.id);
    const password = await post('/admin/sign-in', { intent: 'password', email: member.email, password: STAFF_PASSWORD, redirect: '/admin/products' });
    expect(password.headers.get('location')).toBe(`/admin/sign-in?redirect=${encodeURIComponent('/admin/products')}`);
    const codeStep = await post('/admin/sign-in', { intent: 'code', code: totpCode(member.secret), redirect: '/admin/products' }, cookieOf(password));
    expect(codeStep.headers.get('location')).toBe('/admin/products');
  });

  it.each(HOSTILE)('goes to the back office home, not to %s', async (target) => {
    const location = await signInReturningTo(target);
    expect(location).toBe('/admin');
    expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
  });

  it('sends staff already signed in straight on, but only within the back office', async () => {
    const atProducts = await send(`/admin/sign-in?redirect=${encodeURIComponent('/admin/products')}`, { headers: { cookie: member.cookie } });
    expect(atProducts.headers.get('location')).toBe('/admin/products');
    const elsewhere = await send(`/admin/sign-in?redirect=${encodeURIComponent('//evil.example')}`, { headers: { cookie: member.cookie } });
    expect(elsewhere.headers.get('location')).toBe('/admin');
  });
});
