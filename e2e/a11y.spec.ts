// axe WCAG 2.2 A/AA on every page type of the storefront, at both widths (desktop and mobile
// projects), plus the two overlays shoppers open most: the quick-view modal and the mobile drawer.
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { INFO_PAGES } from '#app/routes.ts';
import { strings } from '#app/strings/index.ts';
import { expectNoAxeViolations, openSettled } from './support/axe.ts';
import { hybridProduct, listedBrand, listedCategory } from './support/catalog.ts';
import { compareItem, seedStorage, wishlistItem } from './support/guest-storage.ts';

// axe on a full listing takes seconds on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

interface PageCase {
  name: string;
  /** The path to check; may look up real slugs first. */
  path: (request: APIRequestContext) => Promise<string>;
  /** Runs before the page loads (e.g. seeds localStorage). */
  prepare?: (page: Page) => Promise<void>;
  /** Something the finished page shows, so axe does not run on a half-drawn one. */
  ready?: (page: Page) => Promise<void>;
}

const fixed = (path: string) => async () => path;

const pages: PageCase[] = [
  { name: 'home', path: fixed('/') },
  { name: 'shop', path: fixed('/shop') },
  { name: 'category listing', path: async (request) => (await listedCategory(request)).url },
  { name: 'brand listing', path: async (request) => (await listedBrand(request)).url },
  { name: 'shop search', path: fixed('/shop/search/laptop') },
  { name: 'search', path: fixed('/search?q=laptop') },
  {
    name: 'filter by category',
    path: async (request) => {
      const category = await listedCategory(request);
      return `/filter?source=category&name=${encodeURIComponent(category.name)}&category_id=${category.id}&is_parent=1`;
    },
  },
  { name: 'offers', path: fixed('/offers') },
  { name: 'new arrivals', path: fixed('/new-arrivals') },
  { name: 'flash sale', path: fixed('/flash-sale') },
  { name: 'categories', path: fixed('/categories') },
  { name: 'product with variants', path: async (request) => `/product/${(await hybridProduct(request)).slug}` },
  {
    name: 'compare with one item',
    path: fixed('/compare'),
    prepare: async (page) => seedStorage(page, { 'compare-storage': { items: [compareItem(await hybridProduct(page.request))] } }),
    ready: async (page) => expect(page.getByRole('main').getByText((await hybridProduct(page.request)).name).first()).toBeVisible(),
  },
  {
    name: 'wishlist with one item',
    path: fixed('/wishlist'),
    prepare: async (page) => seedStorage(page, { 'wishlist-storage': { items: [wishlistItem(await hybridProduct(page.request))] } }),
    ready: async (page) => expect(page.getByRole('main').getByText((await hybridProduct(page.request)).name).first()).toBeVisible(),
  },
  ...INFO_PAGES.map((info): PageCase => ({ name: `info page /${info}`, path: fixed(`/${info}`) })),
  { name: 'chat', path: fixed('/chat') },
  { name: 'login', path: fixed('/login') },
  { name: 'registration', path: fixed('/register') },
  { name: 'forgot password', path: fixed('/forgot-password') },
  { name: 'not found (404)', path: fixed('/no-such-page-for-a11y-check') },
];

for (const pageCase of pages) {
  test(`no WCAG 2.2 A/AA violations: ${pageCase.name}`, async ({ page }) => {
    const path = await pageCase.path(page.request);
    await pageCase.prepare?.(page);
    await openSettled(page, path);
    await pageCase.ready?.(page);
    await expectNoAxeViolations(page, `${pageCase.name} (${path})`);
  });
}

test('no WCAG 2.2 A/AA violations: quick-view modal open on a listing', async ({ page }) => {
  const product = await hybridProduct(page.request);
  await openSettled(page, `/search?q=${encodeURIComponent(product.name)}`);
  const card = page.locator('article').filter({ has: page.getByRole('link', { name: product.name }) }).first();
  const cartButton = card.getByRole('button', { name: strings.product.card.cartButton, exact: true });
  if ((await cartButton.count()) === 0) test.fixme(true, 'the product card has no cart button yet, so the quick-view modal cannot be opened');
  await cartButton.click();
  const dialog = page.getByRole('dialog');
  const opened = await dialog.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!opened) test.fixme(true, "the quick-view modal is not built yet: a hybrid product's cart button opened no dialog");
  // Let the opening transition finish, so colours are measured at full opacity.
  await page.waitForTimeout(400);
  await expectNoAxeViolations(page, 'the quick-view modal');
});

test('no WCAG 2.2 A/AA violations: mobile drawer open', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the drawer is the mobile menu');
  await openSettled(page, '/');
  const menuButton = page.getByRole('button', { name: strings.layout.header.openMenu });
  if ((await menuButton.count()) === 0) test.fixme(true, 'the header has no menu button yet, so the mobile drawer cannot be opened');
  await menuButton.click();
  await expect(page.getByRole('dialog', { name: strings.layout.drawer.title })).toBeVisible();
  await page.waitForTimeout(400);
  await expectNoAxeViolations(page, 'the open mobile drawer');
});
