import { expect, type Locator, type Page, test } from '@playwright/test';
import { waitUntilHydrated } from './support/hydration.ts';

const CATEGORY = '/shop/category/laptops-notebooks';

/** Number in the "80 products" line under the heading. */
async function resultCount(page: Page): Promise<number> {
  const text = await page
    .getByText(/^(About )?[\d,]+ products?$/)
    .first()
    .innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/** Once React runs the listing, a changed sort or filter applies at once. */
async function waitForHydration(page: Page) {
  await waitUntilHydrated(page.getByLabel('Sort by'));
}

/** The filter controls: the sidebar on desktop, the sheet behind the "Filters" button on mobile. */
async function openFilters(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('complementary');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  return sheet;
}

async function closeFilters(page: Page, isMobile: boolean) {
  if (!isMobile) return;
  await page.getByRole('button', { name: /^Show results/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The first taka amount on each product card, in page order. Text content, not inner text: cards
 * below the screen are not laid out until scrolled near, and inner text needs the layout. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('article').allTextContents();
  return texts.map((text) => Number(/৳([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN));
}

function isSorted(prices: number[], direction: 'asc' | 'desc'): boolean {
  return prices.every((price, index) => index === 0 || (direction === 'asc' ? prices[index - 1]! <= price : prices[index - 1]! >= price));
}

test('a category listing shows its products, breadcrumb and facet counts', async ({ page, isMobile }) => {
  await page.goto(CATEGORY);
  await expect(page.getByRole('heading', { level: 1, name: 'Laptops & Notebooks' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
  expect(await resultCount(page)).toBeGreaterThan(25);
  await expect(page.getByRole('article')).toHaveCount(25);
  await waitForHydration(page);
  const filters = await openFilters(page, isMobile);
  await expect(filters.getByRole('group', { name: 'Brand' })).toBeVisible();
  // Each option carries how many products it would show.
  await expect(filters.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name: /^ASUS/ })).toBeVisible();
  await expect(filters.getByRole('group', { name: 'Brand' }).locator('label', { hasText: 'ASUS' })).toHaveText(/ASUS\s*\d+/);
  await expect(filters.getByRole('group', { name: 'Category' }).getByRole('checkbox', { name: /Gaming Laptop/ })).toBeVisible();
});

test('ticking a brand narrows the results, lives in the URL, survives reload and the back button restores it', async ({ page, isMobile }) => {
  await page.goto(CATEGORY);
  await waitForHydration(page);
  const before = await resultCount(page);

  let filters = await openFilters(page, isMobile);
  const asusLabel = filters.getByRole('group', { name: 'Brand' }).locator('label', { hasText: 'ASUS' });
  const asusCount = Number((await asusLabel.innerText()).replace(/[^\d]/g, ''));
  expect(asusCount).toBeGreaterThan(0);
  expect(asusCount).toBeLessThan(before);
  await filters.getByRole('checkbox', { name: /^ASUS/ }).check();
  await expect(page).toHaveURL(/[?&]brands=asus/);
  await expect.poll(() => resultCount(page)).toBe(asusCount);
  await closeFilters(page, isMobile);
  for (const text of await page.getByRole('article').getByRole('heading').allTextContents()) expect(text).toMatch(/^asus/i);
  await expect(page.getByRole('link', { name: 'Remove filter: ASUS' })).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  expect(await resultCount(page)).toBe(asusCount);
  filters = await openFilters(page, isMobile);
  await expect(filters.getByRole('checkbox', { name: /^ASUS/ })).toBeChecked();
  await closeFilters(page, isMobile);

  await page.goBack();
  await expect(page).not.toHaveURL(/brands=/);
  await expect.poll(() => resultCount(page)).toBe(before);
  await expect(page.getByRole('link', { name: 'Remove filter: ASUS' })).toHaveCount(0);
});

test('removing a filter chip and "Clear all" drop filters from the URL', async ({ page }) => {
  await page.goto(`${CATEGORY}?brands=asus&in_stock=true&sort=price_asc`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Remove filter: ASUS' }).click();
  await expect(page).toHaveURL(/in_stock=true/);
  await expect(page).not.toHaveURL(/brands=/);
  await page.getByRole('link', { name: 'Clear all' }).click();
  await expect(page).not.toHaveURL(/in_stock=/);
  // The order is not a filter: it stays.
  await expect(page).toHaveURL(/sort=price_asc/);
});

test('changing the sort changes the order', async ({ page }) => {
  await page.goto(CATEGORY);
  await waitForHydration(page);
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect.poll(async () => isSorted((await cardPrices(page)).slice(0, 8), 'asc')).toBe(true);
  const cheapest = (await cardPrices(page))[0]!;

  await page.getByLabel('Sort by').selectOption('price_desc');
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect.poll(async () => (await cardPrices(page))[0]).toBeGreaterThan(cheapest);
  expect(isSorted((await cardPrices(page)).slice(0, 8), 'desc')).toBe(true);
});

test('pagination keeps filters and sort in the URL', async ({ page }) => {
  await page.goto('/shop?in_stock=true&sort=price_asc');
  await waitForHydration(page);
  const total = await resultCount(page);
  expect(total).toBeGreaterThan(25);
  const firstPageNames = await page.getByRole('article').getByRole('heading').allTextContents();
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/in_stock=true/);
  await expect(page).toHaveURL(/sort=price_asc/);
  // The current page is a span (no link), named for screen readers by its hidden text.
  await expect(page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]')).toContainText('Page 2, current page');
  expect(await resultCount(page)).toBe(total);
  await expect.poll(() => page.getByRole('article').getByRole('heading').allTextContents()).not.toEqual(firstPageNames);
  await page.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(page).toHaveURL(/in_stock=true/);
});

test('a search with no match says so and links to all products', async ({ page }) => {
  await page.goto('/search?q=qwxzvjj');
  await expect(page.getByText('No products found for “qwxzvjj”')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.getByRole('link', { name: 'Browse all products' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
});

test('an empty search asks for a term', async ({ page }) => {
  await page.goto('/search?q=');
  await expect(page.getByText('Please enter a search term or apply filters')).toBeVisible();
});

test('/search?q= and /shop/search/{q} find products, most relevant first', async ({ page }) => {
  await page.goto('/search?q=gaming%20mouse');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “gaming mouse”' })).toBeVisible();
  expect(await resultCount(page)).toBeGreaterThan(0);
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await page.goto('/shop/search/monitor');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “monitor”' })).toBeVisible();
  expect(await resultCount(page)).toBeGreaterThan(0);
});

test('an unknown category or brand is a real 404 page', async ({ page }) => {
  const response = await page.goto('/shop/category/no-such-category');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect((await page.goto('/shop/brand/no-such-brand'))?.status()).toBe(404);
});

test('/filter selects a category by id, menu name or item id, with or without its subcategories', async ({ page }) => {
  await page.goto('/filter?category_id=1&is_parent=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Laptops & Notebooks' })).toBeVisible();
  const withChildren = await resultCount(page);
  expect(withChildren).toBeGreaterThan(0);

  await page.goto('/filter?source=category&name=Monitors&categories=monitors');
  await expect(page.getByRole('heading', { level: 1, name: 'Monitors' })).toBeVisible();
  expect(await resultCount(page)).toBeGreaterThan(0);

  await page.goto('/filter?item_id=26');
  await expect(page.getByRole('heading', { level: 1, name: 'Gaming Monitor' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  // The parent alone holds no products of its own.
  await page.goto('/filter?category_id=1&is_parent=0');
  expect(await resultCount(page)).toBeLessThan(withChildren);

  for (const garbage of ['/filter?category_id=abc&is_parent=maybe', '/filter?source=%00&name=%20', '/filter?item_id=-1&categories=,,,']) {
    expect((await page.goto(garbage))?.status()).toBe(200);
  }
  expect((await page.goto('/filter?category_id=999999'))?.status()).toBe(404);
});

test('promotional listings and the categories page', async ({ page }) => {
  await page.goto('/offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  // Every product on offer shows its discount badge.
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toMatch(/OFF \d+%/);

  await page.goto('/flash-sale');
  await expect(page.getByRole('heading', { level: 1, name: 'Flash Sale' })).toBeVisible();
  await expect(cards.first()).toContainText(/OFF \d+%/);

  await page.goto('/new-arrivals');
  await expect(page.getByRole('heading', { level: 1, name: 'New Arrivals' })).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');

  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'All Categories' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Gaming Monitor/ })
    .click();
  await expect(page).toHaveURL(/\/shop\/category\/gaming-monitor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gaming Monitor' })).toBeVisible();
});
