// Orders placed the way a shopper or an API client places them: the mobile number proven by the
// code the shop texts to it (read from the server's local outbox), then the order.
import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { cartStrings } from '#app/strings/cart.ts';
import { latestCode, newCustomer, outboxFolder } from './accounts.ts';
import { type BuyableProduct, cartItem, DELIVERY, openHydrated, seedCart } from './shopping.ts';

type Server = 'shop' | 'gateway';

const ORDER_CODE = /order code/;

/** Proves `phone` through the API and answers the header that places orders with it. */
export async function provePhone(request: APIRequestContext, phone: string, server: Server = 'shop'): Promise<Record<string, string>> {
  const since = new Date(Date.now() - 1000);
  const sent = await request.post('/api/checkout/phone-codes', { data: { phone } });
  expect(sent.status(), await sent.text()).toBe(202);
  const code = await latestCode(phone, since, { about: ORDER_CODE, folder: outboxFolder(server) });
  const verified = await request.post('/api/checkout/phone-verifications', { data: { phone, code } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { 'phone-token': ((await verified.json()) as { data: { phone_token: string } }).data.phone_token };
}

/** POST /api/orders for a number proven first, as an API client does it. */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  data: { phone: string } & Record<string, unknown>,
  server: Server = 'shop',
): Promise<APIResponse> {
  const headers = await provePhone(request, data.phone, server);
  return request.post('/api/orders', { data, headers });
}

/**
 * After Place order on the checkout page: the code step appears beside the button, the code the
 * shop texted is typed in, and Place order is pressed again.
 */
export async function confirmPhoneAtCheckout(page: Page, phone: string, since: Date, server: Server = 'shop'): Promise<void> {
  const copy = cartStrings.checkout;
  const field = page.getByLabel(copy.phoneCode.label);
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  const code = await latestCode(phone, since, { about: ORDER_CODE, folder: outboxFolder(server) });
  await field.fill(code);
  await page.getByRole('button', { name: copy.place }).click();
}

/** The checkout's payment choices, by the words their radio buttons carry. */
const PAYMENT_CHOICES = {
  online: cartStrings.checkout.online,
  bkash: cartStrings.checkout.bkashHint,
  nagad: cartStrings.checkout.nagadHint,
} as const;
type PaymentChoice = keyof typeof PAYMENT_CHOICES;

/** On the checkout page: a guest's delivery details (DELIVERY, with a number of its own) and `payment` chosen. Answers the number. */
export async function fillCheckout(page: Page, payment: PaymentChoice): Promise<string> {
  const copy = cartStrings.checkout;
  const phone = newCustomer().phone;
  await page.getByLabel(copy.name).fill(DELIVERY.name);
  await page.getByLabel(copy.phone).fill(phone);
  await page.getByLabel(copy.division).selectOption(DELIVERY.division);
  await page.getByLabel(copy.district).selectOption(DELIVERY.district);
  await page.getByLabel(copy.area).selectOption(DELIVERY.area);
  await page.getByLabel(copy.address, { exact: true }).fill(DELIVERY.address);
  await page.getByRole('radio', { name: new RegExp(PAYMENT_CHOICES[payment]) }).check();
  return phone;
}

/** Place order on the filled checkout, then the code the shop texted to `phone`. */
export async function placeOrderAtCheckout(page: Page, phone: string, server: Server = 'shop'): Promise<void> {
  const asked = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: cartStrings.checkout.place }).click();
  await confirmPhoneAtCheckout(page, phone, asked, server);
}

/**
 * A guest's way to paying: one `product` in the cart, the checkout filled, `payment` chosen, the
 * order placed and its number proven. The browser is then on the payment's page; answers the number.
 */
export async function guestChecksOut(page: Page, product: BuyableProduct, payment: PaymentChoice, server: Server = 'shop'): Promise<string> {
  await seedCart(page, [cartItem(product, 1)]);
  await openHydrated(page, '/checkout');
  const phone = await fillCheckout(page, payment);
  await placeOrderAtCheckout(page, phone, server);
  return phone;
}
