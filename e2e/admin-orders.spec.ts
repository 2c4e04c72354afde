// The order desk's journey (issue "Back office, part 2"): a guest's cash-on-delivery order placed on
// the storefront is found in the desk's New queue, moved new → confirmed → processing → shipped →
// delivered and marked paid, and the customer's tracking page shows where it is.
import type { Page } from '@playwright/test';
import { cartStrings } from '#app/strings/cart.ts';
import { trackOrderStrings } from '#app/strings/track-order.ts';
import { formatTaka } from '#domain/money.ts';
import { newCustomer, useOwnClientAddress } from './support/accounts.ts';
import { expect, test } from './support/admin-test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { confirmPhoneAtCheckout, placeOrderThroughApi } from './support/orders.ts';
import { DELIVERY, openHydrated, productWithStock } from './support/shopping.ts';
import { newSignedInStaff } from './support/staff.ts';

const copy = cartStrings;

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

/** Buys one unit as a guest paying cash on delivery; answers the order number and its total. */
async function guestBuys(page: Page, phone: string): Promise<{ orderNumber: string; total: number }> {
  const product = await productWithStock(page.request, 5);
  await openHydrated(page, `/product/${product.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await openHydrated(page, '/cart');
  await page.getByRole('link', { name: copy.cart.checkout }).click();
  await expect(page.getByRole('heading', { level: 1, name: copy.checkout.title })).toBeVisible();
  await page.getByLabel(copy.checkout.name).fill(DELIVERY.name);
  await page.getByLabel(copy.checkout.phone).fill(phone);
  await page.getByLabel(copy.checkout.division).selectOption(DELIVERY.division);
  await page.getByLabel(copy.checkout.district).selectOption(DELIVERY.district);
  await page.getByLabel(copy.checkout.area).selectOption(DELIVERY.area);
  await page.getByLabel(copy.checkout.address, { exact: true }).fill(DELIVERY.address);
  const asked = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: copy.checkout.place }).click();
  await confirmPhoneAtCheckout(page, phone, asked);
  await expect(page).toHaveURL(/\/thank-you\?order_number=DK\d{6}-[A-Z0-9]{6}$/);
  return { orderNumber: new URL(page.url()).searchParams.get('order_number') ?? '', total: product.price + 70 };
}

async function trackedStatus(page: Page, orderNumber: string, phone: string, status: string) {
  await openHydrated(page, `/track-order?${new URLSearchParams({ order_number: orderNumber, phone }).toString()}`);
  const main = page.getByRole('main');
  if (!(await main.getByRole('heading', { name: `Order ${orderNumber}` }).isVisible())) {
    await main.getByLabel(trackOrderStrings.phone, { exact: true }).fill(phone);
    await page.getByRole('button', { name: trackOrderStrings.submit }).click();
  }
  const tracked = page.getByTestId('tracked-order');
  await expect(tracked.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(tracked.getByText(status, { exact: true }).first()).toBeVisible();
}

test('a guest’s cash order goes from new to delivered and paid at the desk, and the tracking page follows', async ({ page, ownerPage }, testInfo) => {
  const phone = newCustomer().phone;
  const desk = ownerPage;
  await openHydrated(desk, '/admin/orders');
  await expect(desk.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const newTab = desk.getByRole('navigation', { name: 'Order queues' }).getByRole('link', { name: /^New/ });
  await expect(newTab).toHaveAttribute('aria-current', 'page');

  const { orderNumber, total } = await guestBuys(page, phone);

  // The open queue picks the new order up on its own, without a reload.
  await expect(desk.getByRole('link', { name: orderNumber }).first()).toBeVisible({ timeout: 40_000 });
  await desk.setViewportSize({ width: 1366, height: 900 });
  await desk.screenshot({ path: testInfo.outputPath('orders-1366.png'), fullPage: true });
  await expectNoAxeViolations(desk, 'the order queue');
  await desk.setViewportSize({ width: 390, height: 844 });
  await expect(desk.getByRole('list', { name: 'New orders' }).getByRole('link', { name: orderNumber })).toBeVisible();
  await desk.screenshot({ path: testInfo.outputPath('orders-390.png'), fullPage: true });
  await desk.setViewportSize({ width: 1366, height: 900 });

  await desk.getByRole('searchbox', { name: 'Order, mobile number or name' }).fill(phone);
  await desk.getByRole('button', { name: 'Show' }).click();
  await expect(desk).toHaveURL(new RegExp(`q=${phone}`));
  await desk.getByRole('link', { name: orderNumber }).first().click();
  await expect(desk.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expectNoAxeViolations(desk, 'a new order at the desk');
  await desk.setViewportSize({ width: 390, height: 844 });
  await desk.screenshot({ path: testInfo.outputPath('new-order-390.png'), fullPage: true });
  await desk.setViewportSize({ width: 1366, height: 900 });
  const actions = desk.getByRole('region', { name: 'Next step' });
  await expect(actions.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);

  await actions.getByRole('button', { name: 'Confirm' }).click();
  await expect(actions.getByText('Order confirmed; the customer was told.')).toBeVisible();
  await trackedStatus(page, orderNumber, phone, 'Confirmed');

  await actions.getByRole('button', { name: 'Start processing' }).click();
  await expect(actions.getByRole('button', { name: 'Hand to courier' })).toBeVisible();
  await actions.getByRole('button', { name: 'Hand to courier' }).click();
  const courier = desk.getByRole('dialog', { name: 'Hand to courier' });
  await desk.screenshot({ path: testInfo.outputPath('courier-1366.png') });
  await courier.getByRole('button', { name: 'Hand to courier' }).click();
  await expect(courier.getByLabel('Courier')).toBeFocused();
  await courier.getByLabel('Courier').fill('Pathao');
  await courier.getByLabel('Tracking number').fill('PTH-7781');
  await courier.getByRole('button', { name: 'Hand to courier' }).click();
  await expect(courier).toHaveCount(0);
  await expect(desk.getByText('Pathao, tracking PTH-7781')).toBeVisible();
  await trackedStatus(page, orderNumber, phone, 'Shipped');

  await actions.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(actions.getByText('Order marked delivered.')).toBeVisible();
  await actions.getByRole('button', { name: 'Mark paid' }).click();
  const cash = desk.getByRole('dialog', { name: 'Cash collected' });
  await cash.getByLabel('Amount collected (taka)').fill(String(total - 10));
  await cash.getByRole('button', { name: 'Mark paid' }).click();
  await expect(cash.getByText(/^The amount collected must be the amount due/)).toBeVisible();
  await expectNoAxeViolations(desk, 'the cash dialog with a refusal');
  await cash.getByLabel('Amount collected (taka)').fill(String(total));
  await cash.getByRole('button', { name: 'Mark paid' }).click();
  await expect(cash).toHaveCount(0);
  await expect(desk.getByRole('region', { name: 'Next step' })).toHaveCount(0);
  await expect(desk.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  const timeline = desk.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(/E2E Owner/)).toHaveCount(5);
  await expect(timeline.getByText(`Cash collected: ${formatTaka(total)}`)).toBeVisible();

  await desk.getByLabel('Add a note').fill('Customer asked for a call before delivery');
  await desk.getByRole('button', { name: 'Add note' }).click();
  await expect(desk.getByRole('region', { name: 'Staff notes' }).getByText('Customer asked for a call before delivery')).toBeVisible();
  await expect(desk.getByLabel('Add a note')).toHaveValue('');
  await desk.screenshot({ path: testInfo.outputPath('order-1366.png'), fullPage: true });
  await desk.setViewportSize({ width: 390, height: 844 });
  await desk.screenshot({ path: testInfo.outputPath('order-390.png'), fullPage: true });

  await trackedStatus(page, orderNumber, phone, 'Delivered');
});

/** A guest's cash-on-delivery order placed through the API: `quantity` of one product, one of another. */
async function guestOrderThroughApi(page: Page, phone: string, quantity: number) {
  const first = await productWithStock(page.request, quantity + 2);
  let second = await productWithStock(page.request, 3);
  while (second.id === first.id) second = await productWithStock(page.request, 3);
  const { phone: _placeholder, ...delivery } = DELIVERY;
  const response = await placeOrderThroughApi(page.request, {
    ...delivery,
    phone,
    payment_method: 'cod',
    items: [
      { product_id: first.id, quantity },
      { product_id: second.id, quantity: 1 },
    ],
  });
  expect(response.status(), await response.text()).toBe(201);
  const order = ((await response.json()) as { data: { order_number: string; total: number } }).data;
  return { ...order, first, second };
}

test('two staff confirming the same new order at once give one confirmation; the slower is told it is already confirmed', async ({
  page,
  browser,
  ownerPage,
}, testInfo) => {
  const { order_number: orderNumber } = await guestOrderThroughApi(page, newCustomer().phone, 1);
  const handler = await newSignedInStaff(browser, testInfo, ownerPage, 'order_handler');
  const desks = [ownerPage, handler];
  await Promise.all(desks.map((desk) => openHydrated(desk, `/admin/orders/${orderNumber}`)));
  const confirms = desks.map((desk) => desk.getByRole('region', { name: 'Next step' }).getByRole('button', { name: 'Confirm' }));
  for (const button of confirms) await expect(button).toBeEnabled();
  await Promise.all(confirms.map((button) => button.click()));

  const outcomes = desks.map((desk) =>
    desk.getByRole('region', { name: 'Next step' }).getByText(/Order confirmed; the customer was told\.|is already confirmed/),
  );
  for (const outcome of outcomes) await expect(outcome).toBeVisible();
  const texts = await Promise.all(outcomes.map((outcome) => outcome.textContent()));
  expect(texts.filter((text) => text?.startsWith('Order confirmed')).length).toBe(1);
  expect(texts.filter((text) => text?.includes(`Order ${orderNumber} is already confirmed`)).length).toBe(1);

  await openHydrated(ownerPage, `/admin/orders/${orderNumber}`);
  await expect(ownerPage.getByRole('region', { name: 'Timeline' }).getByText('Confirmed', { exact: true })).toHaveCount(1);
  await handler.context().close();
});

test('staff lower a quantity on a cash order before it ships, and the customer’s order page shows the new total', async ({ page, ownerPage: desk }) => {
  const phone = newCustomer().phone;
  const { order_number: orderNumber, total, first } = await guestOrderThroughApi(page, phone, 3);
  await openHydrated(desk, `/admin/orders/${orderNumber}`);
  const items = desk.getByRole('region', { name: 'Items' });
  await expect(items.getByText(formatTaka(total), { exact: true }).first()).toBeVisible();

  const line = items.getByRole('listitem').filter({ has: desk.getByLabel(`Quantity of ${first.name}`, { exact: true }) });
  await line.getByLabel(`Quantity of ${first.name}`, { exact: true }).fill('1');
  await line.getByRole('button', { name: 'Change quantity' }).click();
  const newTotal = total - 2 * first.price;
  await expect(line.getByText('Order changed; the customer was told the new total.')).toBeVisible();
  await expect(items.getByText(formatTaka(newTotal), { exact: true }).first()).toBeVisible();
  await expect(items.getByText(formatTaka(total), { exact: true })).toHaveCount(0);
  await expect(line.getByLabel(`Quantity of ${first.name}`, { exact: true })).toHaveValue('1');
  await expect(desk.getByRole('region', { name: 'Timeline' }).getByText(/quantity 3 → 1; total/)).toBeVisible();
  await expectNoAxeViolations(desk, 'an order with a line changed');

  await openHydrated(page, `/track-order?${new URLSearchParams({ order_number: orderNumber, phone }).toString()}`);
  const main = page.getByRole('main');
  if (!(await main.getByRole('heading', { name: `Order ${orderNumber}` }).isVisible())) {
    await main.getByLabel(trackOrderStrings.phone, { exact: true }).fill(phone);
    await page.getByRole('button', { name: trackOrderStrings.submit }).click();
  }
  const tracked = page.getByTestId('tracked-order');
  await expect(tracked.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(tracked.getByText(formatTaka(newTotal)).first()).toBeVisible();
  await expect(tracked.getByText(formatTaka(total), { exact: true })).toHaveCount(0);
});
