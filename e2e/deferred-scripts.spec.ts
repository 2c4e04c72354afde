// The page's scripts wait for its largest image (DeferredScripts.tsx): on a phone's connection they
// must not compete with it, and the page must still come alive when that image is slow or broken.
import { expect, test, type Page } from '@playwright/test';
import { strings } from '#app/strings/index.ts';
import { waitForRouteModules, waitUntilHydrated } from './support/hydration.ts';
import { productWithStock } from './support/shopping.ts';

test.skip(({ isMobile }) => !isMobile, "the product image is the largest paint on a phone's screen");

/** The cap in DeferredScripts.tsx: however slow the first images, the scripts start by then. */
const LATEST_BOOT_MS = 2500;
const PRODUCT_IMAGES = '**/media/products/**';

/** When, in ms since navigation, the first of the site's script files was requested. */
async function firstScriptRequestedAt(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .map((entry) => entry.startTime),
    ),
  );
}

async function expectAddToCartWorks(page: Page): Promise<void> {
  const addToCart = page.getByRole('button', { name: 'Add to Cart' }).first();
  await waitUntilHydrated(addToCart);
  await addToCart.click();
  await expect(page.getByRole('navigation', { name: strings.layout.bottomNav.label }).getByRole('link', { name: /Cart/ })).toContainText('1');
}

test('the product page asks for its scripts only after its main image has painted, then comes alive', async ({ page }) => {
  const product = await productWithStock(page.request, 5);
  await page.goto(`/product/${product.slug}`);
  await waitForRouteModules(page, { timeout: 15_000 });
  const imagePaintedAt = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          resolve(entries.find((entry) => entry.element?.getAttribute('fetchpriority') === 'high')?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(imagePaintedAt).toBeGreaterThan(0);
  expect(await firstScriptRequestedAt(page)).toBeGreaterThan(imagePaintedAt);
  await expectAddToCartWorks(page);
});

test('a main image that fails to load does not hold the scripts back', async ({ page }) => {
  const product = await productWithStock(page.request, 5);
  await page.route(PRODUCT_IMAGES, (route) => route.abort());
  await page.goto(`/product/${product.slug}`);
  await waitForRouteModules(page, { timeout: 15_000 });
  expect(await firstScriptRequestedAt(page)).toBeLessThan(LATEST_BOOT_MS);
  await expectAddToCartWorks(page);
});

test('a main image that never arrives holds the scripts back no longer than the cap', async ({ page }) => {
  const product = await productWithStock(page.request, 5);
  // Never answered: the image stays loading for as long as the page is open.
  await page.route(PRODUCT_IMAGES, () => undefined);
  await page.goto(`/product/${product.slug}`, { waitUntil: 'domcontentloaded' });
  await waitForRouteModules(page, { timeout: 15_000 });
  expect(await firstScriptRequestedAt(page)).toBeGreaterThanOrEqual(LATEST_BOOT_MS);
  await expectAddToCartWorks(page);
});
