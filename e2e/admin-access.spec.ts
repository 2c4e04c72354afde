// Back-office pages refuse whoever their role does not reach (issue 19): a signed-in customer is
// told the area is for staff, an order handler that it needs more than their role has; both get
// the shop's Access Denied page with a Go Back.
import { ACCOUNT_MESSAGES } from '#domain/account.ts';
import { accountStrings } from '#app/strings/account.ts';
import { newCustomer, registerThroughApi, signInThroughForm, useOwnClientAddress } from './support/accounts.ts';
import { expect, test } from './support/admin-test.ts';
import { waitUntilHydrated } from './support/hydration.ts';
import { newSignedInStaff } from './support/staff.ts';
import type { Page } from '@playwright/test';

const copy = accountStrings.accessDenied;

test.describe.configure({ timeout: 90_000 });

/** Opens /admin/products and checks the refusal: status 403, the title, the sentence and Go Back. */
async function expectRefusedAtProducts(page: Page, needs: string): Promise<void> {
  const response = await page.goto('/admin/products');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
  await expect(page.getByText(ACCOUNT_MESSAGES.accessDenied(needs), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: copy.goBack })).toBeVisible();
  // Go Back works by script: a press before React reaches it would do nothing.
  await waitUntilHydrated(page.getByRole('button', { name: copy.goBack }));
}

/** The address was typed, so the tab has no page of the shop before it: Go Back goes to the home page. */
async function goBackHome(page: Page): Promise<void> {
  await page.getByRole('button', { name: copy.goBack }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
}

test('a signed-in customer is refused the back office’s products and goes back', async ({ page }) => {
  await useOwnClientAddress(page);
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  await signInThroughForm(page, customer);
  await expectRefusedAtProducts(page, 'staff');
  // Not sent to the staff sign-in: a customer's session is not a staff one, and says so.
  await expect(page).toHaveURL(/\/admin\/products$/);
  await goBackHome(page);
});

test('an order handler is refused the products and goes back', async ({ browser, ownerPage }, testInfo) => {
  const handler = await newSignedInStaff(browser, testInfo, ownerPage, 'order_handler');
  await expect(handler.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' })).toHaveCount(0);
  await expectRefusedAtProducts(handler, 'additional');
  await goBackHome(handler);
  await handler.context().close();
});
