// The customer desk (issue "Back office, part 2", item 5): an owner finds a new customer by their
// mobile number, opens them, blocks them with a reason (the customer can no longer sign in) and
// unblocks them, at phone and desktop widths.
import { accountStrings } from '#app/strings/account.ts';
import { cartStrings } from '#app/strings/cart.ts';
import { BLOCKED_ACCOUNT_MESSAGE, BLOCKED_PHONE_MESSAGE } from '#domain/customers.ts';
import { newCustomer, registerThroughApi, signInThroughForm, useOwnClientAddress } from './support/accounts.ts';
import { expect, test } from './support/admin-test.ts';
import { waitForRouteModules } from './support/hydration.ts';
import { cartItem, DELIVERY, openHydrated, productWithStock, seedCart } from './support/shopping.ts';

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

test('a blocked customer cannot order: their open session ends, sign-in says they are blocked, and a guest checkout with their number is refused', async ({
  page,
  ownerPage: desk,
}) => {
  const customer = newCustomer('Rubel Blocked-Buyer');
  const customerId = await registerThroughApi(page.request, customer);
  await signInThroughForm(page, customer);

  await openHydrated(desk, `/admin/customers/${customerId}`);
  await expect(desk.getByRole('heading', { level: 1, name: customer.fullName })).toBeVisible();
  await desk.getByRole('button', { name: 'Block customer' }).click();
  await desk.getByLabel('Reason').fill('Ordered with stolen cards');
  await desk.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(desk.getByText(/Blocked .*: Ordered with stolen cards/)).toBeVisible();

  // The tab the customer left open is signed out on its next page.
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login/);
  await waitForRouteModules(page);
  const main = page.getByRole('main');
  await main.getByLabel(accountStrings.fields.identifier, { exact: true }).fill(customer.email);
  await main.getByLabel(accountStrings.fields.password, { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: accountStrings.login.submit, exact: true }).click();
  await expect(main.getByText(BLOCKED_ACCOUNT_MESSAGE)).toBeVisible();

  // Signed out, as a guest with the account's own number: refused before any code is texted.
  const copy = cartStrings.checkout;
  await seedCart(page, [cartItem(await productWithStock(page.request, 2), 1)]);
  await openHydrated(page, '/checkout');
  await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
  await page.getByLabel(copy.name).fill(DELIVERY.name);
  await page.getByLabel(copy.phone).fill(customer.phone);
  await page.getByLabel(copy.division).selectOption(DELIVERY.division);
  await page.getByLabel(copy.district).selectOption(DELIVERY.district);
  await page.getByLabel(copy.area).selectOption(DELIVERY.area);
  await page.getByLabel(copy.address, { exact: true }).fill(DELIVERY.address);
  await page.getByRole('button', { name: copy.place }).click();
  await expect(page.getByText(BLOCKED_PHONE_MESSAGE)).toBeVisible();
  await expect(page.getByLabel(copy.phoneCode.label)).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout/);
});
