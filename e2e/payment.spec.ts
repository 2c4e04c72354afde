// Online payment through the local test gateway: an order placed through the API (as checkout
// does), the payment started, and each of the gateway's three outcomes followed to its page.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { paymentStrings } from '#app/strings/payment.ts';
import { newCustomer } from './support/accounts.ts';
import { placeOrderThroughApi } from './support/orders.ts';

const copy = paymentStrings;

// The test gateway answers only outside production; see playwright.config.ts.
test.use({ baseURL: process.env.E2E_GATEWAY_URL ?? process.env.E2E_BASE_URL });

interface ProductJson {
  id: number;
  type: 'simple' | 'hybrid';
  price: number;
  in_stock: boolean;
}

async function inStockSimpleProduct(request: APIRequestContext): Promise<ProductJson> {
  const products = ((await (await request.get('/api/products?per_page=100')).json()) as { data: ProductJson[] }).data;
  const product = products.find((candidate) => candidate.type === 'simple' && candidate.in_stock && candidate.price > 0);
  if (!product) throw new Error('/api/products lists no in-stock simple product');
  return product;
}

/** Places an online order and starts paying it; answers the order number and the gateway page. */
async function startOnlinePayment(page: Page): Promise<{ orderNumber: string; phone: string; redirectUrl: string }> {
  const product = await inStockSimpleProduct(page.request);
  // A number of its own: each is proven by a code, and one number gets one code a minute.
  const phone = newCustomer().phone;
  const placed = await placeOrderThroughApi(
    page.request,
    {
      items: [{ product_id: product.id, quantity: 1 }],
      name: 'Rahima Khatun',
      phone,
      division: 'Dhaka',
      district: 'Dhaka',
      area: 'Banani',
      address: 'House 12, Road 5, Block C',
      payment_method: 'online',
    },
    'gateway',
  );
  expect(placed.status()).toBe(201);
  const orderNumber = ((await placed.json()) as { data: { order_number: string } }).data.order_number;
  const started = await page.request.post('/api/payments/init', { data: { order_number: orderNumber, phone } });
  expect(started.status()).toBe(201);
  const redirectUrl = ((await started.json()) as { data: { redirect_url: string } }).data.redirect_url;
  expect(redirectUrl).toContain('/payment/test?tran_id=');
  return { orderNumber, phone, redirectUrl };
}

async function openTestGateway(page: Page, payment: { orderNumber: string; redirectUrl: string }) {
  const address = new URL(payment.redirectUrl);
  await page.goto(address.pathname + address.search);
  await expect(page.getByRole('heading', { name: copy.test.title })).toBeVisible();
  await expect(page.getByTestId('payment-order-number')).toHaveText(payment.orderNumber);
}

// axe takes seconds on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

test('paying successfully shows the payment received for the order', async ({ page }) => {
  const payment = await startOnlinePayment(page);
  await openTestGateway(page, payment);
  await page.getByRole('button', { name: copy.test.pay }).click();
  await expect(page).toHaveURL(/\/payment\/success\?/);
  await expect(page.getByRole('heading', { level: 1, name: copy.paid.title })).toBeVisible();
  await expect(page.getByTestId('payment-order-number')).toHaveText(payment.orderNumber);
  await expect(page.getByRole('link', { name: copy.trackOrder })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page, 'the payment success page');
});

test('a failed payment keeps the order unpaid and lets the shopper try again', async ({ page }) => {
  const payment = await startOnlinePayment(page);
  await openTestGateway(page, payment);
  await page.getByRole('button', { name: copy.test.fail }).click();
  await expect(page).toHaveURL(/\/payment\/fail\?/);
  await expect(page.getByRole('heading', { level: 1, name: copy.failed.title })).toBeVisible();
  await expect(page.getByTestId('payment-order-number')).toHaveText(payment.orderNumber);
  await expect(page.getByRole('heading', { name: copy.cashOnDelivery.heading })).toBeVisible();
  await expectNoAxeViolations(page, 'the payment failure page');

  // "Try again" opens a new attempt on the gateway, and this time it succeeds.
  await page.getByRole('button', { name: copy.tryAgain }).click();
  await expect(page).toHaveURL(/\/payment\/test\?tran_id=/);
  await expect(page.getByTestId('payment-order-number')).toHaveText(payment.orderNumber);
  await page.getByRole('button', { name: copy.test.pay }).click();
  await expect(page.getByRole('heading', { level: 1, name: copy.paid.title })).toBeVisible();
});

test('a cancelled payment says so and keeps the order unpaid', async ({ page }) => {
  const payment = await startOnlinePayment(page);
  await openTestGateway(page, payment);
  await expectNoAxeViolations(page, 'the test gateway');
  await page.getByRole('button', { name: copy.test.cancel }).click();
  await expect(page).toHaveURL(/\/payment\/cancel\?/);
  await expect(page.getByRole('heading', { level: 1, name: copy.cancelled.title })).toBeVisible();
  await expect(page.getByTestId('payment-order-number')).toHaveText(payment.orderNumber);
  await expect(page.getByRole('button', { name: copy.tryAgain })).toBeVisible();

  const tracked = await page.request.get(`/api/track-order?order_number=${payment.orderNumber}&phone=${payment.phone}`);
  expect(((await tracked.json()) as { data: { payment_status: string } }).data.payment_status).toBe('unpaid');
});
