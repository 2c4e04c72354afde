import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler, RouterContextProvider, type StaticHandler } from 'react-router';
import { servicesContext } from '#app/context.ts';
import * as loginRoute from '#app/routes/login.tsx';
import { sessionCookieName } from '#server/modules/auth/cookie.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';

// The sign-in page as React Router serves it: a request for /login goes through route matching,
// the page's loader and its redirect, as on the live server (whose page build tests do not have).
type TestApp = Awaited<ReturnType<typeof openTestApp>>;

const ORIGIN = 'http://localhost';

// Each is how the target arrives in the address bar, already percent-encoded where a browser would.
const HOSTILE = [
  '//evil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%252F%252Fevil.example',
  'https:evil.example',
  'https://evil.example/',
  'https://localhost@evil.example/',
  'javascript:alert(1)',
  '/.//evil.example',
  `/${'a'.repeat(5000)}`,
];
const CRLF = '/%0D%0ASet-Cookie:%20dokan_session=stolen';

describe.each(databaseKinds)('a signed-in visitor sent to /login with a return target on %s', (kind) => {
  let shop: TestApp;
  let handler: StaticHandler;
  let cookie: string;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    handler = createStaticHandler([{ id: 'routes/login', path: '/login', loader: loginRoute.loader as never }]);
    const { token } = await registerCustomer(shop.app);
    cookie = `${sessionCookieName(shop.services.production)}=${token}`;
  });
  afterAll(async () => shop.close());

  async function openLogin(query: string, headers: Record<string, string> = { cookie }) {
    const context = new RouterContextProvider();
    context.set(servicesContext, shop.services);
    return handler.query(new Request(`${ORIGIN}/login?${query}`, { headers }), { requestContext: context });
  }

  /** Where the visitor is sent; fails the test unless the answer is a redirect. */
  async function locationFor(query: string): Promise<string> {
    const answer = await openLogin(query);
    if (!(answer instanceof Response))
      throw new Error(`expected a redirect, got a page with status ${answer.statusCode}: ${String(Object.values(answer.errors ?? {})[0])}`);
    expect([301, 302, 303, 307, 308]).toContain(answer.status);
    return answer.headers.get('location') ?? '';
  }

  const named = HOSTILE.map((target) => [target.length > 60 ? `${target.slice(0, 12)}… (${target.length} characters)` : target, target]);
  it.each(named)('stays on the shop for redirect=%s', async (_name, target) => {
    const location = await locationFor(`redirect=${target}`);
    expect(location).toBe('/dashboard/profile');
    expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
  });

  it('falls back instead of failing when the target holds a CR LF', async () => {
    const answer = await openLogin(`redirect=${CRLF}`);
    const status = answer instanceof Response ? answer.status : answer.statusCode;
    expect(status).toBeLessThan(500);
    expect(answer instanceof Response ? answer.headers.get('location') : null).toBe('/dashboard/profile');
  });

  it('still goes to the remembered page of the shop, given as a path or a full address', async () => {
    expect(await locationFor(`redirect=${encodeURIComponent('/dashboard/orders?page=2')}`)).toBe('/dashboard/orders?page=2');
    expect(await locationFor(`redirect=${encodeURIComponent(`${ORIGIN}/cart`)}`)).toBe('/cart');
  });

  it('does not keep a hostile target in the form a guest is shown', async () => {
    const answer = await openLogin(`redirect=${encodeURIComponent('/\t/evil.example')}`, {});
    if (answer instanceof Response) throw new Error('a guest should see the sign-in form');
    expect(answer.statusCode).toBe(200);
    expect(answer.loaderData['routes/login']).toMatchObject({ redirectTo: null });
  });
});
