// Handing an order to Steadfast through its API (issue 21): staff book the parcel from the order
// desk, Steadfast (the local stand-in speaking its merchant API) reports it delivered through its
// webhook, and the customer's tracking page shows the order delivered and paid. It runs on the
// gateway server, which is configured for the stand-in on E2E_STEADFAST_STUB_PORT (playwright.config.ts).
import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { dashboardStrings } from '#app/strings/dashboard.ts';
import { type SteadfastStub, startSteadfastStub } from '#server/test/steadfast-stub.ts';
import { newCustomer, useOwnClientAddress } from './support/accounts.ts';
import { placeOrderThroughApi } from './support/orders.ts';
import { DELIVERY, openHydrated, productWithStock } from './support/shopping.ts';
import { commandLineOwner, pageOfItsOwn, signInAsStaff } from './support/staff.ts';

const gatewayUrl = process.env.E2E_GATEWAY_URL;
test.use({ baseURL: gatewayUrl ?? process.env.E2E_BASE_URL });
test.describe.configure({ timeout: 150_000 });

let stub: SteadfastStub | undefined;

test.beforeAll(async () => {
  if (gatewayUrl && process.env.E2E_STEADFAST_STUB_PORT)
    stub = await startSteadfastStub({ port: Number(process.env.E2E_STEADFAST_STUB_PORT), webhookUrl: `${gatewayUrl}/api/couriers/steadfast/webhook` });
});
test.afterAll(async () => {
  await stub?.close();
});

/** A cash order placed as a guest, which staff confirm, pack and book with Steadfast from the order desk. */
async function bookedWithSteadfast(page: Page, browser: Browser, testInfo: TestInfo) {
  await useOwnClientAddress(page);
  const phone = newCustomer().phone;
  const product = await productWithStock(page.request, 3);
  const placed = await placeOrderThroughApi(
    page.request,
    { ...DELIVERY, phone, payment_method: 'cod', items: [{ product_id: product.id, quantity: 1 }] },
    'gateway',
  );
  expect(placed.status(), await placed.text()).toBe(201);
  const { order_number: orderNumber, total } = ((await placed.json()) as { data: { order_number: string; total: number } }).data;

  const gatewayInfo = { project: { ...testInfo.project, use: { ...testInfo.project.use, baseURL: gatewayUrl } } };
  const owner = await commandLineOwner(browser, gatewayInfo, `${process.env.E2E_DATA_DIR}-gateway`);
  const desk = await pageOfItsOwn(browser, gatewayInfo);
  await signInAsStaff(desk, owner);
  await openHydrated(desk, `/admin/orders/${orderNumber}`);
  const actions = desk.getByRole('region', { name: 'Next step' });
  await actions.getByRole('button', { name: 'Confirm' }).click();
  await expect(actions.getByText('Order confirmed; the customer was told.')).toBeVisible();
  await actions.getByRole('button', { name: 'Start processing' }).click();
  await actions.getByRole('button', { name: 'Hand to courier' }).click();

  const dialog = desk.getByRole('dialog', { name: 'Hand to courier' });
  await expect(dialog.getByLabel('Courier')).toHaveValue('steadfast');
  await dialog.getByRole('button', { name: 'Book with Steadfast' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(actions.getByText('Order booked with Steadfast; the customer was texted the tracking code.')).toBeVisible();
  return { phone, orderNumber, total, desk };
}

test('staff hand an order to Steadfast, Steadfast reports it delivered, and the tracking page shows it', async ({ page, browser }, testInfo) => {
  test.skip(!stub || !process.env.E2E_DATA_DIR, 'needs the gateway server, its data folder and the Steadfast stand-in');
  const { phone, orderNumber, total, desk } = await bookedWithSteadfast(page, browser, testInfo);
  const [parcel] = stub!.consignments().filter((row) => row.invoice === orderNumber);
  expect(parcel).toMatchObject({ cod_amount: total, recipient_phone: phone });
  await expect(desk.getByText(`Steadfast, tracking ${parcel!.tracking_code}`)).toBeVisible();
  await expect(desk.getByTestId('courier-parcel')).toContainText(`Steadfast consignment ${parcel!.consignment_id}: booked with the courier`);

  // Steadfast's rider delivers and collects the cash; its webhook tells the shop.
  expect(await stub!.send(orderNumber, 'delivered')).toBe(200);

  await openHydrated(page, `/track-order?${new URLSearchParams({ order_number: orderNumber, phone }).toString()}`);
  const tracked = page.getByTestId('tracked-order');
  await expect(tracked.getByRole('heading', { level: 2, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(tracked.getByText(dashboardStrings.statuses.delivered ?? 'Delivered', { exact: true }).first()).toBeVisible();
  await expect(tracked.getByText(dashboardStrings.statuses.paid ?? 'Paid', { exact: true }).first()).toBeVisible();
  await expect(tracked.getByText('Delivered by Steadfast')).toBeVisible();
  await desk.context().close();
});

test('a parcel Steadfast delivered short of the cash due waits in the order desk’s Courier flagged queue', async ({ page, browser }, testInfo) => {
  test.skip(!stub || !process.env.E2E_DATA_DIR, 'needs the gateway server, its data folder and the Steadfast stand-in');
  const { orderNumber, total, desk } = await bookedWithSteadfast(page, browser, testInfo);
  expect(await stub!.send(orderNumber, 'delivered', total - 100)).toBe(200);

  await openHydrated(desk, '/admin/orders');
  const queues = desk.getByRole('navigation', { name: 'Order queues' });
  await queues.getByRole('link', { name: /^Courier flagged/ }).click();
  await expect(queues.getByRole('link', { name: /^Courier flagged/ })).toHaveAttribute('aria-current', 'page');
  await desk.getByRole('link', { name: orderNumber }).filter({ visible: true }).click();
  await expect(desk.getByTestId('courier-parcel')).toContainText('was due: check and record the cash by hand');
  await desk.context().close();
});
