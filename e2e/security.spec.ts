// The pages' Content-Security-Policy in a real browser: every script the shop writes carries the
// page's nonce (or, on a page kept for every guest, is named by its hash), nothing is refused on the
// main pages, and each freshly rendered page has a nonce of its own.
import { expect, type Page, test } from '@playwright/test';
import { waitForRouteModules, waitUntilHydrated } from './support/hydration.ts';
import { openHydrated, productWithStock } from './support/shopping.ts';

test.describe.configure({ timeout: 90_000 });

/** What a page's policy lets run inline: a nonce of its own, or the hashes of the scripts of a page kept for every guest. */
const NONCE_POLICY = /script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/;
const HASH_POLICY = /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/;

/**
 * Collects the refusals the console reports and, with `events`, the page's securitypolicyviolation
 * events too. Those also report refusals the console does not: the sign-in page has `eval` refused
 * (script-src eval) and works on without it, as it has since the policy came in.
 */
async function watchRefusals(page: Page, { events }: { events: boolean }): Promise<() => Promise<string[]>> {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  if (!events) return async () => refusals;
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __refusals?: string[] }).__refusals = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...refusals, ...(await page.evaluate(() => (window as { __refusals?: string[] }).__refusals ?? []))];
}

test('pages run under a nonce-based Content-Security-Policy without a single refusal', async ({ page }) => {
  const refusals = await watchRefusals(page, { events: false });
  const products = ((await (await page.request.get('/api/products?per_page=5')).json()) as { data: { slug: string }[] }).data;
  const nonces = new Set<string>();
  const kept = ['/', `/product/${products[0]?.slug ?? ''}`];
  for (const path of [...kept, '/shop', '/login', '/cart', '/checkout', '/track-order']) {
    const response = await page.request.get(path);
    const policy = response.headers()['content-security-policy'] ?? '';
    // A guest's home and product pages may come from the render cache, under their scripts' hashes.
    expect(policy, path).toMatch(kept.includes(path) && response.headers()['x-render-cache'] === 'hit' ? HASH_POLICY : NONCE_POLICY);
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).toContain("object-src 'none'");
    if (!kept.includes(path)) nonces.add(/'nonce-([^']+)'/.exec(policy)?.[1] ?? '');
    await openHydrated(page, path);
    // Every script the server wrote is allowed by the nonce: the page became interactive.
    expect(await page.evaluate(() => (window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined), path).toBe(true);
    expect(await refusals(), path).toEqual([]);
  }
  expect(nonces.size).toBe(5);
});

test("a product page served to a guest from the render cache runs under its scripts' hashes, hydrates and adds to the cart", async ({ page }) => {
  const refusals = await watchRefusals(page, { events: true });
  const product = await productWithStock(page.request, 5);
  const path = `/product/${product.slug}`;
  await page.request.get(path);
  const kept = await page.request.get(path);
  expect(kept.headers()['x-render-cache']).toBe('hit');
  const policy = kept.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(HASH_POLICY);
  expect(policy).not.toContain("'nonce-");
  // One nonce shown to every guest would be no secret: the kept page carries none.
  expect(await kept.text()).not.toMatch(/ nonce="/);

  const response = await page.goto(path);
  expect(response?.headers()['x-render-cache']).toBe('hit');
  await waitForRouteModules(page);
  const addToCart = page.getByRole('button', { name: 'Add to Cart' }).first();
  await waitUntilHydrated(addToCart);
  await addToCart.click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (JSON.parse(localStorage.getItem('cart-storage') ?? '{}') as { state?: { items?: { id: number }[] } }).state?.items?.map((item) => item.id),
      ),
    )
    .toEqual([product.id]);
  expect(await refusals()).toEqual([]);
});
