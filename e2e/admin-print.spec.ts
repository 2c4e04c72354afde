// Printing at the order desk (issue "Printing"): an order's invoice opens from its page as a PDF,
// and ticked orders on the queue print as one batch of packing slips.
import { orderPrint } from '#app/strings/en/order-print.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { newCustomer, useOwnClientAddress } from './support/accounts.ts';
import { expect, test } from './support/admin-test.ts';
import { placeOrderThroughApi } from './support/orders.ts';
import { openHydrated, productWithStock } from './support/shopping.ts';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

async function placedOrder(page: import('@playwright/test').Page): Promise<string> {
  const product = await productWithStock(page.request, 5);
  const placed = await placeOrderThroughApi(page.request, { ...deliveryDetails, phone: newCustomer().phone, items: [{ product_id: product.id, quantity: 1 }] });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: { order_number: string } }).data.order_number;
}

test('an order’s invoice opens from its page as a PDF, and ticked orders print as one batch', async ({ page, ownerPage }) => {
  const first = await placedOrder(page);
  const second = await placedOrder(page);

  await openHydrated(ownerPage, `/admin/orders/${first}`);
  const invoice = ownerPage.getByRole('navigation', { name: orderPrint.documentsLabel }).getByRole('link', { name: orderPrint.invoice });
  await expect(invoice).toHaveAttribute('href', `/api/admin/orders/${first}/invoice.pdf`);
  // The link opens a tab with Chromium's PDF viewer, from which staff print: the answer must be a PDF shown inline.
  const [shown] = await Promise.all([
    ownerPage.context().waitForEvent('response', (response) => response.url().endsWith(`/api/admin/orders/${first}/invoice.pdf`)),
    invoice.click(),
  ]);
  expect(shown.status()).toBe(200);
  expect(shown.headers()['content-type']).toBe('application/pdf');
  expect(shown.headers()['content-disposition']).toBe(`inline; filename="invoice-${first}.pdf"`);
  const file = await ownerPage.request.get(`/api/admin/orders/${first}/invoice.pdf`);
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await openHydrated(ownerPage, `/admin/orders?queue=all&q=${first}`);
  await ownerPage
    .getByRole('checkbox', { name: orderPrint.select(first) })
    .locator('visible=true')
    .check();
  const batch = ownerPage.getByRole('form', { name: orderPrint.batchLabel });
  const [tab] = await Promise.all([ownerPage.context().waitForEvent('page'), batch.getByRole('button', { name: orderPrint.batchSlips }).click()]);
  await expect.poll(() => tab.url()).toContain('/api/admin/orders/print?');
  expect(new URL(tab.url()).searchParams.getAll('numbers')).toEqual([first]);
  expect(new URL(tab.url()).searchParams.get('kind')).toBe('packing-slip');

  const both = await ownerPage.request.get(`/api/admin/orders/print?kind=invoice&numbers=${first},${second}`);
  expect(both.status()).toBe(200);
  expect(both.headers()['content-type']).toBe('application/pdf');
  expect((await both.body()).toString('latin1').match(/\/Title \(INVOICE DK/g)).toHaveLength(2);
});
