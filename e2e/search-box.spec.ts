import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** Opens a page once React has taken over the search box, revealing it on phones where it sits behind a toggle. */
async function searchBoxOn(page: Page, path: string) {
  await page.goto(path);
  const box = page.getByRole('combobox', { name: 'Search products' });
  await page.waitForFunction(() => {
    const input = document.querySelector('input[role="combobox"]');
    return input !== null && Object.keys(input).some((key) => key.startsWith('__reactProps'));
  });
  if (!(await box.isVisible()))
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click();
  await expect(box).toBeVisible();
  return box;
}

/** After a navigation the phone layout folds the search row away; the box keeps its text all the same. */
const hiddenOrShown = (page: Page) => page.getByRole('combobox', { name: 'Search products', includeHidden: true });

async function typeLap(page: Page) {
  const box = await searchBoxOn(page, '/');
  await box.fill('lap');
  await expect(page.getByRole('option').first()).toBeVisible();
  return box;
}

test('one character asks for no suggestions', async ({ page }) => {
  const box = await searchBoxOn(page, '/');
  let asked = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/typesense/suggestions')) asked = true;
  });
  await box.fill('l');
  await page.waitForTimeout(800);
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(asked).toBe(false);
});

test('"lap" shows at most five suggestions with taka prices', async ({ page }) => {
  await typeLap(page);
  const options = page.getByRole('listbox').getByRole('option');
  const count = await options.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(5);
  for (const text of await options.allTextContents()) expect(text).toMatch(/৳[\d,]+$|Call for Price$/);
  await expect(options.first()).toContainText('৳');
  await expect(page.getByRole('status').filter({ hasText: `${count} suggestions` })).toBeAttached();
});

test('arrow keys move the highlight and wrap around', async ({ page }) => {
  const box = await typeLap(page);
  const options = page.getByRole('option');
  const last = (await options.count()) - 1;
  const expectActive = async (index: number) => expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(index).getAttribute('id'))!);

  await box.press('ArrowDown');
  await expectActive(0);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await expectActive(1);
  await box.press('ArrowUp');
  await expectActive(0);
  await box.press('ArrowUp');
  await expectActive(last);
  await expect(options.nth(last)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
});

test('Enter on a highlighted suggestion opens that product, and the box empties', async ({ page }) => {
  const box = await typeLap(page);
  const name = (await page.getByRole('option').first().locator('span').first().textContent()) ?? '';
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/[\p{L}\p{N}-]+-\d+$/u);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(hiddenOrShown(page)).toHaveValue('');
});

test('Enter with nothing highlighted searches for the text', async ({ page }) => {
  const box = await typeLap(page);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=lap$/);
  await expect(hiddenOrShown(page)).toHaveValue('lap');
});

test('Escape closes the suggestions', async ({ page }) => {
  const box = await typeLap(page);
  await box.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('lap');
});

test('a click outside closes the suggestions without choosing one', async ({ page }) => {
  const box = await typeLap(page);
  await box.press('ArrowDown');
  const panel = await page.getByRole('listbox').boundingBox();
  // The page's side margin just below the list: no link or control lives there.
  await page.mouse.click(2, (panel?.y ?? 0) + (panel?.height ?? 0) + 12);
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(box).toHaveValue('lap');
});

test('search pages show their query and other pages clear it', async ({ page }) => {
  const box = await searchBoxOn(page, '/search?q=phone');
  await expect(box).toHaveValue('phone');
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(hiddenOrShown(page)).toHaveValue('');
});

test('the open suggestion list passes axe WCAG 2.2 A/AA', async ({ page }) => {
  const box = await typeLap(page);
  await box.press('ArrowDown');
  const { violations } = await new AxeBuilder({ page })
    .include('form[role="search"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('hovering a suggestion highlights it and clicking opens that product', async ({ page }) => {
  await typeLap(page);
  const second = page.getByRole('option').nth(1);
  const name = (await second.locator('span').first().textContent()) ?? '';
  await second.hover();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await second.click();
  await expect(page).toHaveURL(/\/product\/[\p{L}\p{N}-]+-\d+$/u);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('Tab leaves the box without choosing, and ArrowDown opens the list again', async ({ page }) => {
  const box = await typeLap(page);
  await box.press('ArrowDown');
  await box.press('Tab');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await box.focus();
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
});

test('a second Escape clears the text', async ({ page }) => {
  const box = await typeLap(page);
  await box.press('Escape');
  await expect(box).toHaveValue('lap');
  await box.press('Escape');
  await expect(box).toHaveValue('');
});

test('the server-rendered box hydrates without a mismatch', async ({ page }) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|didn't match/i.test(message.text())) complaints.push(message.text().slice(0, 300));
  });
  await searchBoxOn(page, '/search?q=phone');
  await searchBoxOn(page, '/');
  expect(complaints).toEqual([]);
});
