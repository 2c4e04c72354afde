// The public order-tracking page: an order placed through the API (as checkout does), then looked
// up with its number and mobile number, with and without JavaScript; the one answer for a wrong
// number or phone, the field errors, the prefilled number from the payment pages, the rate limit.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatTaka } from '#domain/money.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { newCustomer, useOwnClientAddress } from './support/accounts.ts';
import { expectNoAxeViolations, openSettled } from './support/axe.ts';
import type { ProductJson } from './support/catalog.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';
import { trackOrderStrings } from '#app/strings/track-order.ts';
import { placeOrderThroughApi } from './support/orders.ts';

const copy = trackOrderStrings;

// axe takes seconds on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

interface PlacedOrder {
  orderNumber: string;
  phone: string;
  total: number;
  productName: string;
}

let placed: PlacedOrder | undefined;

/** One cash-on-delivery order per run, under a mobile number of its own so no other order answers to it. */
async function theOrder(page: Page): Promise<PlacedOrder> {
  if (placed) return placed;
  const products = ((await (await page.request.get('/api/products?per_page=100')).json()) as { data: ProductJson[] }).data;
  const product = products.find((candidate) => candidate.type === 'simple' && candidate.in_stock && candidate.price > 0);
  if (!product) throw new Error('/api/products lists no in-stock simple product');
  const phone = newCustomer().phone;
  const response = await placeOrderThroughApi(page.request, { ...deliveryDetails, phone, items: [{ product_id: product.id, quantity: 1 }] });
  expect(response.status(), await response.text()).toBe(201);
  const order = ((await response.json()) as { data: { order_number: string; total: number } }).data;
  placed = { orderNumber: order.order_number, phone, total: order.total, productName: product.name };
  return placed;
}

const trackPath = (orderNumber: string, phone: string) => `/track-order?${new URLSearchParams({ order_number: orderNumber, phone }).toString()}`;

/** The page's own fields: the header and footer have inputs too. */
function fields(page: Page): { orderNumber: Locator; phone: Locator } {
  const main = page.getByRole('main');
  return { orderNumber: main.getByLabel(copy.orderNumber, { exact: true }), phone: main.getByLabel(copy.phone, { exact: true }) };
}

async function track(page: Page, orderNumber: string, phone: string): Promise<void> {
  const { orderNumber: numberBox, phone: phoneBox } = fields(page);
  await numberBox.fill(orderNumber);
  await phoneBox.fill(phone);
  await page.getByRole('button', { name: copy.submit }).click();
}

async function expectOrderShown(page: Page, order: PlacedOrder): Promise<Locator> {
  const result = page.getByTestId('tracked-order');
  await expect(result.getByRole('heading', { level: 2, name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(result.getByText(dashboardStrings.statuses.pending ?? 'Pending', { exact: true }).first()).toBeVisible();
  await expect(result.getByText(order.productName, { exact: true })).toBeVisible();
  await expect(result.getByText(formatTaka(order.total), { exact: true })).toBeVisible();
  await expect(result.getByRole('heading', { name: copy.result.progress })).toBeVisible();
  await expect(result.getByText('Order placed')).toBeVisible();
  return result;
}

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

test('the order number and mobile number show the order’s progress, and nothing personal', async ({ page }) => {
  const order = await theOrder(page);
  await openSettled(page, '/track-order');
  await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
  await expect(fields(page).phone).toHaveAccessibleDescription(copy.phoneHint);
  await track(page, order.orderNumber, order.phone);

  await expect(page).toHaveURL(
    (url) => url.pathname === '/track-order' && url.searchParams.get('order_number') === order.orderNumber && url.searchParams.get('phone') === order.phone,
  );
  const result = await expectOrderShown(page, order);
  // After the submit the answer is where keyboard and screen reader users land.
  await expect(result.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(result.getByText(dashboardStrings.statuses.cod ?? 'Cash on delivery')).toBeVisible();

  const main = page.getByRole('main');
  for (const personal of [deliveryDetails.name, deliveryDetails.address, deliveryDetails.area, deliveryDetails.email])
    await expect(main).not.toContainText(personal);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('a wrong mobile number gets the same one answer as a wrong order number', async ({ page }) => {
  const order = await theOrder(page);
  const otherPhone = newCustomer().phone;
  await openSettled(page, '/track-order');
  await track(page, order.orderNumber, otherPhone);
  await expect(page.getByRole('alert')).toHaveText(copy.notFound);
  await expect(page.getByTestId('tracked-order')).toHaveCount(0);
  await expect(fields(page).orderNumber).toHaveValue(order.orderNumber);
  await expect(fields(page).phone).toHaveValue(otherPhone);

  await track(
    page,
    order.orderNumber.replace(/.$/, (last) => (last === 'Z' ? 'Y' : 'Z')),
    order.phone,
  );
  await expect(page.getByRole('alert')).toHaveText(copy.notFound);

  const response = await page.request.get(trackPath(order.orderNumber, otherPhone));
  expect(response.status()).toBe(404);
  expect(response.headers()['cache-control']).toBe('private, no-store');
});

test('an empty or malformed submit shows each field’s error and keeps what was typed', async ({ page }) => {
  await openSettled(page, '/track-order');
  const { orderNumber, phone } = fields(page);
  await page.getByRole('button', { name: copy.submit }).click();
  await expect(orderNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(orderNumber).toHaveAccessibleDescription(/Enter your order number\./);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/Enter the mobile number used for the order\./);
  await expect(orderNumber).toBeFocused();

  await track(page, 'DK261121-7KX4QM', '12345');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/Enter a Bangladeshi mobile number/);
  await expect(orderNumber).not.toHaveAttribute('aria-invalid');
  await expect(orderNumber).toHaveValue('DK261121-7KX4QM');
  await expect(phone).toHaveValue('12345');
  await expect(phone).toBeFocused();
  await expectNoAxeViolations(page, 'the tracking form with field errors');
});

test('the payment pages’ link fills in the order number and looks nothing up yet', async ({ page }) => {
  const order = await theOrder(page);
  await openSettled(page, `/track-order?order_number=${encodeURIComponent(order.orderNumber)}`);
  await expect(fields(page).orderNumber).toHaveValue(order.orderNumber);
  await expect(fields(page).phone).toHaveValue('');
  await expect(fields(page).phone).not.toHaveAttribute('aria-invalid');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await fields(page).phone.fill(order.phone);
  await page.getByRole('button', { name: copy.submit }).click();
  await expectOrderShown(page, order);
});

test('the tracked order passes the accessibility check', async ({ page }) => {
  const order = await theOrder(page);
  await openSettled(page, trackPath(order.orderNumber, order.phone));
  await expectOrderShown(page, order);
  await expectNoAxeViolations(page, 'the tracked order');
});

test('too many look-ups from one address are asked to wait', async ({ page }) => {
  const order = await theOrder(page);
  // The page and GET /api/track-order share one count per address: use it up through the cheaper API.
  for (let attempt = 0; attempt < 30; attempt++) await page.request.get(`/api/track-order?order_number=${order.orderNumber}&phone=${order.phone}`);
  const response = await page.goto(trackPath(order.orderNumber, order.phone));
  expect(response?.status()).toBe(429);
  expect(Number(response?.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toContainText('Please wait');
  await expect(page.getByTestId('tracked-order')).toHaveCount(0);
  await expect(fields(page).orderNumber).toHaveValue(order.orderNumber);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form looks the order up, typed in lower case, and a wrong phone gets the one answer', async ({ page }) => {
    const order = await theOrder(page);
    await page.goto('/track-order');
    await track(page, ` ${order.orderNumber.toLowerCase()} `, order.phone);
    await expect(page).toHaveURL(/\/track-order\?order_number=/);
    await expectOrderShown(page, order);

    await track(page, order.orderNumber, newCustomer().phone);
    await expect(page.getByRole('alert')).toHaveText(copy.notFound);
    await expect(page.getByTestId('tracked-order')).toHaveCount(0);

    await track(page, '', '');
    await expect(fields(page).orderNumber).toHaveAttribute('aria-invalid', 'true');
    await expect(fields(page).phone).toHaveAttribute('aria-invalid', 'true');
  });
});
