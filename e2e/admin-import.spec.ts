// The back office's product CSV import (issue 19): a file with one bad row changes nothing and the
// page names the row and column to correct; the corrected file then creates every product at once.
import type { Page } from '@playwright/test';
import { expect, test } from './support/admin-test.ts';
import { waitUntilHydrated } from './support/hydration.ts';

test.describe.configure({ timeout: 120_000 });

/** A CSV of two new hidden products; `badStock` puts a mistake on the second one (row 3 as a spreadsheet counts). */
function importFile(stamp: string, badStock: boolean) {
  const lines = [
    'sku,name,retail_price,stock',
    `CSV-${stamp}-A,CSV import router ${stamp},2500,8`,
    `CSV-${stamp}-B,CSV import switch ${stamp},1800,${badStock ? 'lots' : '5'}`,
  ];
  return { name: `products-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) };
}

async function checkFile(page: Page, file: ReturnType<typeof importFile>): Promise<void> {
  const check = page.getByRole('button', { name: 'Check the file' });
  // Twice in full runs on phones, a file chosen and sent while the page was still hydrating left the
  // form as it was, with no preview and no message (even after 15 s): the file is chosen once
  // React handles the form.
  await waitUntilHydrated(check);
  await page.getByLabel('CSV file').setInputFiles(file);
  await check.click();
  await expect(page.getByRole('heading', { level: 2, name: file.name })).toBeVisible({ timeout: 10_000 });
}

/** How many products the back office's list finds for the words. */
async function productsMatching(page: Page, words: string): Promise<string> {
  await page.goto(`/admin/products?q=${encodeURIComponent(words)}`);
  return (await page.getByText(/^(No products match\.|\d+ products?)$/).textContent()) ?? '';
}

test('a CSV with one bad row changes nothing and names the row; the corrected file imports both products', async ({ ownerPage: page }) => {
  const stamp = `${Date.now()}`;
  await page.goto('/admin/products/import');

  await checkFile(page, importFile(stamp, true));
  const mistakes = page.getByRole('table', { name: 'Mistakes in the file' });
  const mistake = mistakes.getByRole('row').filter({ hasText: 'stock' });
  await expect(mistake.getByRole('rowheader')).toHaveText('3');
  await expect(mistake).toContainText('Enter the stock as a whole number, 0 or more.');
  await expect(page.getByText('One row has mistakes: nothing was changed.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  expect(await productsMatching(page, `CSV-${stamp}`)).toBe('No products match.');

  await page.goto('/admin/products/import');
  await checkFile(page, importFile(stamp, false));
  await expect(page.getByText('2 to create, 0 to update, 0 unchanged.')).toBeVisible();
  await page.getByRole('button', { name: 'Apply 2 changes' }).click();
  await expect(page.getByText('Imported: 2 created, 0 updated, 0 unchanged.')).toBeVisible();
  expect(await productsMatching(page, `CSV-${stamp}`)).toBe('2 products');
  await expect(page.getByText(`CSV import router ${stamp}`)).toBeVisible();
  await expect(page.getByText(`CSV import switch ${stamp}`)).toBeVisible();
});
