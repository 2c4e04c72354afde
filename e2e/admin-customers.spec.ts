// The customer desk (issue "Back office, part 2", item 5): an owner finds a new customer by their
// mobile number, opens them, blocks them with a reason (the customer can no longer sign in) and
// unblocks them, at phone and desktop widths.
import { newCustomer, registerThroughApi, useOwnClientAddress } from './support/accounts.ts';
import { expect, test } from './support/admin-test.ts';
import { openHydrated } from './support/shopping.ts';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

test('an owner finds a customer, blocks them so they cannot sign in, and unblocks them', async ({ page, ownerPage: desk }) => {
  const customer = newCustomer('Sadia Customer-Desk');
  await registerThroughApi(page.request, customer);
  const signIn = () => page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } });

  for (const width of [1366, 390]) {
    await desk.setViewportSize({ width, height: 900 });
    await openHydrated(desk, `/admin/customers?q=${customer.phone}`);
    await expect(desk.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(desk.getByRole('link', { name: customer.fullName }).locator('visible=true')).toHaveCount(1);
    expect(await desk.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }

  await desk.getByRole('link', { name: customer.fullName }).locator('visible=true').click();
  await expect(desk.getByRole('heading', { level: 1, name: customer.fullName })).toBeVisible();
  await desk.getByRole('button', { name: 'Block customer' }).click();
  await desk.getByLabel('Reason').fill('Refused three deliveries');
  await desk.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(desk.getByText(/Blocked .*: Refused three deliveries/)).toBeVisible();
  expect((await signIn()).status()).toBe(403);
  expect(await desk.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await desk.setViewportSize({ width: 1366, height: 900 });
  await desk.getByRole('button', { name: 'Unblock customer' }).click();
  await desk.getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(desk.getByRole('button', { name: 'Block customer' })).toBeVisible();
  expect((await signIn()).status()).toBe(200);
});
