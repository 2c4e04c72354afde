// The pages' Content-Security-Policy in a real browser: every script the shop writes carries the
// page's nonce, nothing is refused on the main pages, and each page has a nonce of its own.
import { expect, test } from '@playwright/test';
import { openHydrated } from './support/shopping.ts';

test.describe.configure({ timeout: 90_000 });

test('pages run under a nonce-based Content-Security-Policy without a single refusal', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  const products = ((await (await page.request.get('/api/products?per_page=5')).json()) as { data: { slug: string }[] }).data;
  const nonces = new Set<string>();
  for (const path of ['/', `/product/${products[0]?.slug ?? ''}`, '/shop', '/login', '/cart', '/checkout', '/track-order']) {
    const response = await page.request.get(path);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).toContain("object-src 'none'");
    nonces.add(/'nonce-([^']+)'/.exec(policy)?.[1] ?? '');
    await openHydrated(page, path);
    // Every script the server wrote is allowed by the nonce: the page became interactive.
    expect(await page.evaluate(() => (window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined), path).toBe(true);
  }
  expect(nonces.size).toBe(7);
  expect(refusals).toEqual([]);
});
