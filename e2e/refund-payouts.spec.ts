// An approved refund of an online payment goes back through the gateway that took it (issue:
// refund pay-outs): a customer pays two lines through the local test gateway and asks a refund of
// one, staff approve part of it at /admin/refunds, the pay-out is sent, and the customer's
// dashboard says so. It runs on the gateway server (playwright.config.ts), which has its own owner.
import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { dashboardStrings } from '#app/strings/dashboard.ts';
import { formatTaka } from '#domain/money.ts';
import { paymentStrings } from '#app/strings/payment.ts';
import { newCustomer, signInThroughForm, useOwnClientAddress } from './support/accounts.ts';
import { provePhone } from './support/orders.ts';
import { type BuyableProduct, DELIVERY, openHydrated, productWithStock } from './support/shopping.ts';
import { commandLineOwner, pageOfItsOwn, signInAsStaff } from './support/staff.ts';

const gatewayUrl = process.env.E2E_GATEWAY_URL;
test.use({ baseURL: gatewayUrl ?? process.env.E2E_BASE_URL });
test.describe.configure({ timeout: 150_000 });

/**
 * A newly registered customer's order of one of each product, placed and paid online through the
 * test gateway's page; `page` is left on the gateway's "paid" page.
 */
async function paidOnlineOrder(page: Page, name: string, products: readonly BuyableProduct[]) {
  await useOwnClientAddress(page);
  const customer = newCustomer(name);
  const registered = await page.request.post('/api/auth/register', {
    data: { full_name: customer.fullName, email: customer.email, phone: customer.phone, password: customer.password, password_confirmation: customer.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = ((await registered.json()) as { data: { token: string } }).data.token;

  const proven = await provePhone(page.request, customer.phone, 'gateway');
  const placed = await page.request.post('/api/orders', {
    headers: { ...proven, authorization: `Bearer ${token}` },
    data: { ...DELIVERY, phone: customer.phone, payment_method: 'online', items: products.map((product) => ({ product_id: product.id, quantity: 1 })) },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { id: number; order_number: string; total: number } }).data;
  const started = await page.request.post('/api/payments/init', { data: { order_number: order.order_number, phone: customer.phone } });
  expect(started.status(), await started.text()).toBe(201);
  const { redirect_url } = ((await started.json()) as { data: { redirect_url: string } }).data;
  await page.goto(new URL(redirect_url).pathname + new URL(redirect_url).search);
  await page.getByRole('button', { name: paymentStrings.test.pay }).click();
  await expect(page.getByRole('heading', { level: 1, name: paymentStrings.paid.title })).toBeVisible();
  return { customer, order };
}

/** The gateway server's owner (made from its command line), signed in on a page of their own. */
async function gatewayOwnerSignedIn(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const gatewayInfo = { project: { ...testInfo.project, use: { ...testInfo.project.use, baseURL: gatewayUrl } } };
  const owner = await commandLineOwner(browser, gatewayInfo, `${process.env.E2E_DATA_DIR}-gateway`);
  const staff = await pageOfItsOwn(browser, gatewayInfo);
  await signInAsStaff(staff, owner);
  return staff;
}

test('staff approve part of a refund of an online payment; it is sent back through the gateway and the customer sees it', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(!gatewayUrl || !process.env.E2E_DATA_DIR, 'needs the gateway server and its data folder');
  // Two lines, paid online through the test gateway's page.
  const first = await productWithStock(page.request, 3);
  let second = await productWithStock(page.request, 3);
  while (second.id === first.id) second = await productWithStock(page.request, 3);
  const { customer, order } = await paidOnlineOrder(page, 'Refund Seeker', [first, second]);

  // The customer asks a refund of the first line from the order's page.
  await signInThroughForm(page, customer, `/dashboard/orders/${order.id}`);
  const refundCopy = dashboardStrings.orderDetail.refundForm;
  await page.getByText(refundCopy.open).click();
  await page.getByRole('checkbox', { name: first.name }).check();
  await page.getByLabel(refundCopy.reason).fill('The first one stopped working after a day.');
  await page.getByRole('button', { name: refundCopy.submit }).click();
  await expect(page.getByText(refundCopy.sent)).toBeVisible();

  // Staff approve less than the line's price at the refund desk.
  const partial = Math.max(1, Math.floor(first.price / 2));
  const staff = await gatewayOwnerSignedIn(browser, testInfo);
  await openHydrated(staff, '/admin/refunds');
  await staff
    .getByRole('link', { name: new RegExp(order.order_number) })
    .first()
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: /Refund #\d+/ })).toBeVisible();
  await staff.getByRole('button', { name: 'Approve…' }).click();
  const amount = staff.getByLabel('Amount (taka)');
  await amount.fill(String(partial));
  await staff.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(staff.getByText('Refund approved.')).toBeVisible();
  await staff.getByRole('button', { name: 'Close' }).click();

  // The job sends it through the test gateway; the desk shows it sent, with the gateway's reference.
  const payout = staff.getByRole('region', { name: 'Pay-out' });
  await expect(async () => {
    await staff.reload();
    await expect(payout.getByText('Sent back')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(payout).toContainText(/Gateway reference: TGR[0-9A-F]+/);
  await staff.context().close();

  // The customer's refund list says how much, and that it was sent back through the gateway.
  await openHydrated(page, '/dashboard/refund-requests');
  const request = page.getByRole('main').getByRole('listitem').filter({ hasText: order.order_number });
  await expect(request).toContainText(`${dashboardStrings.refunds.approved}: ${formatTaka(partial)}`);
  await expect(request).toContainText('Sent back to your card or mobile wallet via the test gateway');
});

test('staff send back the money of a cancelled order paid online from the refund desk, and the customer sees it refunded', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(!gatewayUrl || !process.env.E2E_DATA_DIR, 'needs the gateway server and its data folder');
  // One line, paid online through the test gateway's page.
  const { customer, order } = await paidOnlineOrder(page, 'Cancelled Payer', [await productWithStock(page.request, 3)]);

  // Staff cancel it before delivery: its money is now held, to be sent back within 10 days.
  const staff = await gatewayOwnerSignedIn(browser, testInfo);
  const seen = ((await (await staff.request.get(`/api/admin/orders/${order.order_number}`)).json()) as { data: { status: string } }).data;
  const cancelled = await staff.request.post(`/api/admin/orders/${order.order_number}/transitions`, {
    data: { step: 'cancel', expected_status: seen.status, reason: 'The colour asked for is no longer made.' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  // At the refund desk: "Send back ৳N", confirmed in the dialog; the refund is recorded and the order leaves the list.
  await openHydrated(staff, '/admin/refunds');
  const held = staff.getByTestId('held-order').filter({ hasText: order.order_number });
  const label = `Send back ${formatTaka(order.total)}`;
  await held.getByRole('button', { name: label }).click();
  await staff.getByRole('dialog').getByRole('button', { name: label }).click();
  const done = staff.getByRole('status').filter({ hasText: `of order ${order.order_number} recorded as refund #` });
  await expect(done).toBeVisible();
  await expect(held).toHaveCount(0);
  await done.getByRole('link', { name: /Open refund #\d+/ }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /Refund #\d+/ })).toBeVisible();
  const payout = staff.getByRole('region', { name: 'Pay-out' });
  await expect(async () => {
    await staff.reload();
    await expect(payout.getByText('Sent back')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await staff.context().close();

  // The customer's order page says the money is refunded, and the refund shows it sent back.
  await signInThroughForm(page, customer, `/dashboard/orders/${order.id}`);
  await expect(page.getByTestId('cancelled-refund')).toContainText(`the ${formatTaka(order.total)} you paid is being refunded`);
  await expect(page.getByRole('main')).toContainText('Sent back to your card or mobile wallet via the test gateway');
});
