// Paying with Nagad (issue 21): the owner switches Nagad on in settings, a guest chooses Nagad at
// checkout, confirms the payment on Nagad's page (the local stand-in speaking Nagad's merchant
// checkout API) and comes back to see the order paid. It runs on the gateway server, which is
// configured for the stand-in on E2E_NAGAD_STUB_PORT with the run's keys (playwright.config.ts).
import { expect, test } from '@playwright/test';
import { dashboardStrings } from '#app/strings/dashboard.ts';
import { paymentStrings } from '#app/strings/payment.ts';
import { trackOrderStrings } from '#app/strings/track-order.ts';
import { type NagadStub, startNagadStub } from '#server/test/nagad-stub.ts';
import { useOwnClientAddress } from './support/accounts.ts';
import { guestChecksOut } from './support/orders.ts';
import { openHydrated, productWithStock } from './support/shopping.ts';
import { commandLineOwner, pageOfItsOwn, signInAsStaff } from './support/staff.ts';

const gatewayUrl = process.env.E2E_GATEWAY_URL;
test.use({ baseURL: gatewayUrl ?? process.env.E2E_BASE_URL });
test.describe.configure({ timeout: 150_000 });

let stub: NagadStub | undefined;

test.beforeAll(async () => {
  const { E2E_NAGAD_STUB_PORT: port, E2E_NAGAD_MERCHANT_KEYS: merchant, E2E_NAGAD_KEYS: nagad } = process.env;
  if (!gatewayUrl || !port || !merchant || !nagad) return;
  stub = await startNagadStub({
    merchantPublicKey: (JSON.parse(merchant) as { publicKey: string }).publicKey,
    ownKeys: JSON.parse(nagad) as { publicKey: string; privateKey: string },
    port: Number(port),
  });
});
test.afterAll(async () => {
  await stub?.close();
});

test('a shopper pays with Nagad at checkout and sees the order paid', async ({ page, browser }, testInfo) => {
  test.skip(!stub || !process.env.E2E_DATA_DIR, 'needs the gateway server, its data folder and the Nagad stand-in');

  // The owner switches Nagad on; checkout offers it only then.
  const gatewayInfo = { project: { ...testInfo.project, use: { ...testInfo.project.use, baseURL: gatewayUrl } } };
  const owner = await commandLineOwner(browser, gatewayInfo, `${process.env.E2E_DATA_DIR}-gateway`);
  const staff = await pageOfItsOwn(browser, gatewayInfo);
  await signInAsStaff(staff, owner);
  await openHydrated(staff, '/admin/settings');
  const nagadSwitch = staff.getByRole('checkbox', { name: /Nagad/ });
  await expect(nagadSwitch).toBeEnabled();
  if (!(await nagadSwitch.isChecked())) {
    await nagadSwitch.check();
    await staff.getByRole('button', { name: 'Save settings' }).click();
    await expect(staff.getByText('Settings saved.')).toBeVisible();
  }
  await staff.context().close();

  await useOwnClientAddress(page);
  const phone = await guestChecksOut(page, await productWithStock(page.request, 3), 'nagad', 'gateway');

  // Nagad's page (the stand-in): the shopper confirms, and Nagad sends the browser back to the shop.
  await expect(page.getByRole('heading', { name: 'Nagad Checkout (stand-in)' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?/);
  await expect(page.getByRole('heading', { level: 1, name: paymentStrings.paid.title })).toBeVisible();
  const orderNumber = (await page.getByTestId('payment-order-number').textContent()) ?? '';
  expect(orderNumber).not.toBe('');

  // Tracking the order says it is paid, with Nagad.
  await openHydrated(page, '/track-order');
  const main = page.getByRole('main');
  await main.getByLabel(trackOrderStrings.orderNumber, { exact: true }).fill(orderNumber);
  await main.getByLabel(trackOrderStrings.phone, { exact: true }).fill(phone);
  await page.getByRole('button', { name: trackOrderStrings.submit }).click();
  const tracked = page.getByTestId('tracked-order');
  await expect(tracked.getByRole('heading', { level: 2, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(tracked.getByText('Nagad', { exact: true })).toBeVisible();
  await expect(tracked.getByText(dashboardStrings.statuses.paid ?? 'Paid', { exact: true }).first()).toBeVisible();
});
