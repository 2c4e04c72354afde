// Phones (390 px): no page type scrolls sideways, the floating chat button and the product page's
// buy bar rest on no control, and sold-out cards offer nothing to buy (storefront issue 22, 5 and 7).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatTaka } from '#domain/money.ts';
import { INFO_PAGES } from '#domain/info-pages.ts';
import { hybridProduct, listedBrand, listedCategory } from './support/catalog.ts';
import { waitForRouteModules } from './support/hydration.ts';
import { cartItem, productWithStock, seedCart } from './support/shopping.ts';

test.skip(({ isMobile }) => !isMobile, 'the phone layout');
test.use({ viewport: { width: 390, height: 844 } });

const PHONE_WIDTH = 390;

async function firstSlug(request: APIRequestContext, query: string): Promise<string> {
  const response = await request.get(`/api/products?per_page=1&${query}`);
  const [product] = ((await response.json()) as { data: { slug: string }[] }).data;
  if (!product) throw new Error(`/api/products?${query} lists nothing`);
  return product.slug;
}

/** Every page type of the shop, with real slugs from its API. */
const PAGES: { name: string; path: (request: APIRequestContext) => Promise<string> }[] = [
  { name: 'home', path: async () => '/' },
  { name: 'shop', path: async () => '/shop' },
  { name: 'category', path: async (request) => (await listedCategory(request)).url },
  { name: 'brand', path: async (request) => (await listedBrand(request)).url },
  { name: 'search', path: async () => '/search?q=laptop' },
  { name: 'shop search', path: async () => '/shop/search/monitor' },
  { name: 'filter', path: async () => '/filter?q=ssd' },
  { name: 'product', path: async (request) => `/product/${await firstSlug(request, 'in_stock=true')}` },
  { name: 'product with variants', path: async (request) => `/product/${(await hybridProduct(request)).slug}` },
  { name: 'cart', path: async () => '/cart' },
  { name: 'checkout', path: async () => '/checkout' },
  { name: 'compare', path: async () => '/compare' },
  { name: 'wishlist', path: async () => '/wishlist' },
  ...INFO_PAGES.map((info) => ({ name: info, path: async () => `/${info}` })),
  { name: 'track order', path: async () => '/track-order' },
  { name: 'chat', path: async () => '/chat' },
  { name: 'login', path: async () => '/login' },
  { name: 'register', path: async () => '/register' },
  { name: 'forgot password', path: async () => '/forgot-password' },
  { name: 'offers', path: async () => '/offers' },
  { name: 'new arrivals', path: async () => '/new-arrivals' },
  { name: 'flash sale', path: async () => '/flash-sale' },
  { name: 'categories', path: async () => '/categories' },
  { name: 'not found', path: async () => '/no-such-page-here' },
];

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForRouteModules(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}

/** Page widths, and the elements that reach past the screen's right edge (innermost first). */
function measureWidths(screenWidth: number) {
  const wide = [...document.body.querySelectorAll('*')]
    .filter(
      (element) =>
        element.getBoundingClientRect().right > screenWidth + 0.5 &&
        ![...element.children].some((child) => child.getBoundingClientRect().right > screenWidth + 0.5),
    )
    .slice(0, 5)
    .map(
      (element) =>
        `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''}`,
    );
  return { document: document.documentElement.scrollWidth, body: document.body.scrollWidth, innerWidth: window.innerWidth, wide };
}

/**
 * At the end of the page, the controls the fixed layers (bottom navigation, chat button, buy bar)
 * rest on: each as "layer ← control".
 */
function controlsUnderFixedLayers() {
  const layers = [
    document.querySelector('nav[aria-label="Mobile navigation"]'),
    document.querySelector('button[aria-label="Chat with us"]')?.parentElement ?? null,
    document.querySelector('section[aria-label="Price and Add to Cart"][data-shown="true"]'),
  ].filter((layer): layer is Element => layer !== null);
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden' && rect.bottom > 0 && rect.top < window.innerHeight;
  };
  const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const controls = [...document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary')].filter(
    (control) => visible(control) && !layers.some((layer) => layer.contains(control)),
  );
  return layers.flatMap((layer) =>
    controls
      .filter((control) => overlaps(layer.getBoundingClientRect(), control.getBoundingClientRect()))
      .map((control) => `${layer.tagName.toLowerCase()} ← ${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 40)}"`),
  );
}

for (const { name, path } of PAGES) {
  test(`${name}: the page fits a 390 px screen, and the fixed layers cover no control at its end`, async ({ page }) => {
    if (name === 'cart' || name === 'checkout') await seedCart(page, [cartItem(await productWithStock(page.request), 1)]);
    await open(page, await path(page.request));

    const widths = await page.evaluate(measureWidths, PHONE_WIDTH);
    expect(widths.document, `the page is wider than the screen; widest: ${widths.wide.join(', ')}`).toBeLessThanOrEqual(PHONE_WIDTH);
    expect(widths.document).toBeLessThanOrEqual(widths.innerWidth);
    expect(widths.body).toBeLessThanOrEqual(widths.innerWidth);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(controlsUnderFixedLayers)).toEqual([]);
  });
}

test('a sold-out product card offers nothing to buy', async ({ page }) => {
  await firstSlug(page.request, 'in_stock=false');
  await open(page, '/shop?in_stock=false');
  const card = page.locator('article').filter({ hasText: 'Out of Stock' }).first();
  await expect(card.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Cart' })).toBeDisabled();
});

test('the bar also appears when the page jumps from buttons below the screen to past them', async ({ page }) => {
  // A short screen puts the buttons below the fold at load: one long scroll never shows them, and
  // the bar must still notice that they are now above the screen.
  await page.setViewportSize({ width: 390, height: 480 });
  const product = await productWithStock(page.request);
  await open(page, `/product/${product.slug}`);
  const bar = page.getByRole('region', { name: 'Price and Add to Cart' });
  const actionsTop = await page
    .getByRole('button', { name: 'Add to Cart' })
    .first()
    .evaluate((button) => button.getBoundingClientRect().top);
  expect(actionsTop).toBeGreaterThan(480);
  await expect(bar).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeVisible();
});

test('the product page keeps its price and Add to Cart in reach once its own buttons scroll away', async ({ page }) => {
  const product = await productWithStock(page.request);
  await open(page, `/product/${product.slug}`);
  const bar = page.getByRole('region', { name: 'Price and Add to Cart' });
  await expect(bar).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(formatTaka(product.price));
  await bar.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item added to cart successfully!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeAttached();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeHidden();
});
