// The back office's home: the figures a shop owner opens the day with, under headings that say
// which days and which payment window they cover.
import { expect, test } from './support/admin-test.ts';
import { openSettled } from './support/axe.ts';

test('the owner’s home heads its chart and its releasing-soon list with the windows they cover', async ({ ownerPage }) => {
  await openSettled(ownerPage, '/admin');
  await expect(ownerPage.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(ownerPage.getByRole('heading', { name: 'Orders and revenue, last 30 days' })).toBeVisible();
  await expect(ownerPage.getByRole('heading', { name: 'Payment window ending within 10 minutes' })).toBeVisible();
  // Each figure can be taken away as a spreadsheet.
  await expect(ownerPage.locator('a[download]').first()).toBeVisible();
});
