// Paying online from the checkout through the local test gateway (issue: payments): a customer
// pays and then asks for a refund from the order page; a guest's failed and cancelled payments
// leave the order unpaid. The test gateway answers only outside production; see playwright.config.ts.
import { expect, type Page, test } from '@playwright/test';
import { accountStrings } from '#app/strings/account.ts';
import { cartStrings } from '#app/strings/cart.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';
import { paymentStrings } from '#app/strings/payment.ts';
import { newCustomer, registerThroughApi, useOwnClientAddress } from './support/accounts.ts';
import { fillCheckout, guestChecksOut, placeOrderAtCheckout } from './support/orders.ts';
import { cartItem, openHydrated, productWithStock, seedCart } from './support/shopping.ts';

test.use({ baseURL: process.env.E2E_GATEWAY_URL ?? process.env.E2E_BASE_URL });
test.describe.configure({ timeout: 90_000 });

const copy = cartStrings.checkout;

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

/** The order placed, the browser is at the test gateway, which answers with the order's number. */
async function expectTestGateway(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/payment\/test\?tran_id=/);
  await expect(page.getByRole('heading', { name: paymentStrings.test.title })).toBeVisible();
}

test('a customer pays online at checkout, then asks for a refund of the paid order', async ({ page }) => {
  const customer = newCustomer('Online Payer');
  await registerThroughApi(page.request, customer);
  const product = await productWithStock(page.request, 3);
  await seedCart(page, [cartItem(product, 1)]);
  await openHydrated(page, '/login?redirect=%2Fcheckout');
  await page.getByLabel(accountStrings.fields.identifier).fill(customer.email);
  await page.getByLabel(accountStrings.fields.password, { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: accountStrings.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
  await expect(page.getByLabel(copy.name)).toHaveValue(customer.fullName);

  await placeOrderAtCheckout(page, await fillCheckout(page, 'online'), 'gateway');
  await expectTestGateway(page);
  const orderNumber = (await page.getByTestId('payment-order-number').textContent()) ?? '';
  await page.getByRole('button', { name: paymentStrings.test.pay }).click();
  await expect(page).toHaveURL(/\/payment\/success\?/);
  await expect(page.getByRole('heading', { level: 1, name: paymentStrings.paid.title })).toBeVisible();

  await openHydrated(page, '/dashboard/orders');
  await page
    .getByRole('link', { name: new RegExp(orderNumber) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  const refundCopy = dashboardStrings.orderDetail.refundForm;
  await page.getByText(refundCopy.open).click();
  await page.getByRole('button', { name: refundCopy.submit }).click();
  await expect(page.getByText('Choose the items to refund.')).toBeVisible();
  await page.getByRole('checkbox', { name: product.name }).check();
  await page.getByLabel(refundCopy.reason).fill('The screen arrived cracked in the box.');
  await page.getByRole('button', { name: refundCopy.submit }).click();
  await expect(page.getByText(refundCopy.sent)).toBeVisible();

  await openHydrated(page, '/dashboard/refund-requests');
  const request = page.getByRole('main').getByRole('listitem').filter({ hasText: orderNumber });
  await expect(request).toContainText(dashboardStrings.statuses.pending ?? 'Pending');
  await expect(request).toContainText('The screen arrived cracked in the box.');
});

for (const outcome of ['fail', 'cancel'] as const) {
  test(`a guest whose online payment is ${outcome === 'fail' ? 'failed' : 'cancelled'} keeps an unpaid order`, async ({ page }) => {
    const phone = await guestChecksOut(page, await productWithStock(page.request, 3), 'online', 'gateway');
    await expectTestGateway(page);
    const orderNumber = (await page.getByTestId('payment-order-number').textContent()) ?? '';
    await page.getByRole('button', { name: paymentStrings.test[outcome] }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/${outcome}\\?`));
    const title = outcome === 'fail' ? paymentStrings.failed.title : paymentStrings.cancelled.title;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const tracked = await page.request.get(`/api/track-order?order_number=${orderNumber}&phone=${phone}`);
    expect(((await tracked.json()) as { data: { payment_status: string; payment_method: string } }).data).toMatchObject({
      payment_status: 'unpaid',
      payment_method: 'online',
    });
    // The cart was used up by the order, whatever became of the payment.
    await openHydrated(page, '/cart');
    await expect(page.getByRole('heading', { name: cartStrings.cart.emptyTitle })).toBeVisible();
  });
}
