// Advance payment on cash on delivery (issue 21): the owner asks an advance of deliveries outside
// Dhaka city on the settings page; a shopper ordering to Sylhet is told at checkout what to pay now
// and on delivery, pays the advance through the local test gateway, and the result and tracking
// pages show what is paid and what is due. It runs on the gateway server (playwright.config.ts).
import { expect, type Page, test } from '@playwright/test';
import { paidAndDueText } from '#domain/advance-payment.ts';
import { formatTaka } from '#domain/money.ts';
import { cartStrings } from '#app/strings/cart.ts';
import { paymentStrings } from '#app/strings/payment.ts';
import { trackOrderStrings } from '#app/strings/track-order.ts';
import { fill } from '#app/strings/index.ts';
import { newCustomer, useOwnClientAddress } from './support/accounts.ts';
import { confirmPhoneAtCheckout } from './support/orders.ts';
import { cartItem, DELIVERY, openHydrated, productWithStock, seedCart } from './support/shopping.ts';
import { commandLineOwner, pageOfItsOwn, signInAsStaff } from './support/staff.ts';

const gatewayUrl = process.env.E2E_GATEWAY_URL;
test.use({ baseURL: gatewayUrl ?? process.env.E2E_BASE_URL });
test.describe.configure({ timeout: 150_000 });

const copy = cartStrings.checkout;
const OUTSIDE_RULE = /Deliveries outside Dhaka city/;

/** Ticks or clears the outside-Dhaka rule on the settings page and saves. */
async function askAdvanceOutsideDhaka(staff: Page, on: boolean) {
  await openHydrated(staff, '/admin/settings');
  await staff.getByRole('checkbox', { name: OUTSIDE_RULE }).setChecked(on);
  await staff.getByRole('button', { name: 'Save settings' }).click();
  await expect(staff.getByText('Settings saved.')).toBeVisible();
}

test('a cash order outside Dhaka pays its advance online and then shows what is paid and what is due', async ({ page, browser }, testInfo) => {
  test.skip(!gatewayUrl || !process.env.E2E_DATA_DIR, 'needs the gateway server and its data folder');
  const gatewayInfo = { project: { ...testInfo.project, use: { ...testInfo.project.use, baseURL: gatewayUrl } } };
  const owner = await commandLineOwner(browser, gatewayInfo, `${process.env.E2E_DATA_DIR}-gateway`);
  const staff = await pageOfItsOwn(browser, gatewayInfo);
  await signInAsStaff(staff, owner);
  await askAdvanceOutsideDhaka(staff, true);
  try {
    await useOwnClientAddress(page);
    const charges = ((await (await page.request.get('/api/settings')).json()) as { data: { delivery_charges: Record<string, number> } }).data.delivery_charges;
    const advance = charges.rest_of_bangladesh ?? 0;
    const product = await productWithStock(page.request, 3);
    await seedCart(page, [cartItem(product, 1)]);
    await openHydrated(page, '/checkout');

    const phone = newCustomer().phone;
    await page.getByLabel(copy.name).fill(DELIVERY.name);
    await page.getByLabel(copy.phone).fill(phone);
    await page.getByLabel(copy.division).selectOption('Sylhet');
    await page.getByLabel(copy.district).selectOption('Moulvibazar');
    await page.getByLabel(copy.address, { exact: true }).fill(DELIVERY.address);
    await page.getByRole('radio', { name: new RegExp(copy.cod) }).check();
    const notice = page.getByTestId('advance-notice');
    await expect(notice).toContainText(fill(copy.advance.split, { advance: formatTaka(advance), rest: formatTaka(product.price) }));
    await expect(notice).toContainText(/outside Dhaka city/);

    const asked = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: copy.place }).click();
    await confirmPhoneAtCheckout(page, phone, asked, 'gateway');
    await expect(page).toHaveURL(/\/payment\/test\?tran_id=/);
    const orderNumber = (await page.getByTestId('payment-order-number').textContent()) ?? '';
    await expect(page.getByText(formatTaka(advance), { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: paymentStrings.test.pay }).click();
    await expect(page).toHaveURL(/\/payment\/success\?/);
    await expect(page.getByRole('heading', { level: 1, name: paymentStrings.paid.title })).toBeVisible();
    const paidAndDue = paidAndDueText({ paid: advance, due: product.price });
    await expect(page.getByTestId('paid-and-due')).toHaveText(paidAndDue);

    await openHydrated(page, '/track-order');
    const main = page.getByRole('main');
    await main.getByLabel(trackOrderStrings.orderNumber, { exact: true }).fill(orderNumber);
    await main.getByLabel(trackOrderStrings.phone, { exact: true }).fill(phone);
    await page.getByRole('button', { name: trackOrderStrings.submit }).click();
    await expect(page.getByTestId('tracked-order').getByTestId('paid-and-due')).toHaveText(paidAndDue);
  } finally {
    await askAdvanceOutsideDhaka(staff, false);
    await staff.context().close();
  }
});
