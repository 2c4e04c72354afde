// The cart and checkout journeys (issue: cart, checkout, orders): a guest buying with cash on
// delivery through to the thank-you page and order tracking, the cart's stock cap, the checkout's
// inline errors that keep what was typed, and a customer's cart kept on the server and merged at sign-in.
import { expect, test } from '@playwright/test';
import { formatTaka } from '#domain/money.ts';
import { onlyLeftInStock } from '#domain/messages.ts';
import { accountStrings } from '#app/strings/account.ts';
import { cartStrings } from '#app/strings/cart.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';
import { trackOrderStrings } from '#app/strings/track-order.ts';
import { newCustomer, registerThroughApi, signInThroughForm, useOwnClientAddress } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { confirmPhoneAtCheckout } from './support/orders.ts';
import { cartItem, DELIVERY, openHydrated, productWithFewUnits, productWithStock, seedCart } from './support/shopping.ts';

const copy = cartStrings;

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

test('a guest buys with cash on delivery, sees the thank-you page and tracks the order', async ({ page }) => {
  const product = await productWithStock(page.request, 5);
  await openHydrated(page, `/product/${product.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();

  await openHydrated(page, '/cart');
  const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) });
  await expect(line.getByText(formatTaka(product.price)).last()).toBeVisible();
  await line.getByRole('button', { name: `One more ${product.name}` }).click();
  await expect(line.getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('2');
  const summary = page.getByRole('region', { name: copy.summary.title });
  await expect(summary.getByText(formatTaka(product.price * 2)).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the cart');
  await page.getByRole('link', { name: copy.cart.checkout }).click();

  await expect(page.getByRole('heading', { level: 1, name: copy.checkout.title })).toBeVisible();
  // A number of its own: the shop texts it a code before the order may hold stock.
  const phone = newCustomer().phone;
  await page.getByLabel(copy.checkout.name).fill(DELIVERY.name);
  await page.getByLabel(copy.checkout.phone).fill(phone);
  await page.getByLabel(copy.checkout.division).selectOption(DELIVERY.division);
  await page.getByLabel(copy.checkout.district).selectOption(DELIVERY.district);
  // Dhaka district's charge depends on the area, so the summary asks for it first.
  await expect(summary.getByText(copy.summary.deliveryChooseArea)).toBeVisible();
  await page.getByLabel(copy.checkout.area).selectOption(DELIVERY.area);
  await page.getByLabel(copy.checkout.address, { exact: true }).fill(DELIVERY.address);
  // Banani is inside Dhaka city: the default ৳70, shown as soon as it is chosen.
  await expect(summary.getByText(`${copy.summary.delivery} (${copy.checkout.zone.inside_dhaka_city})`)).toBeVisible();
  await expect(summary.getByText(formatTaka(product.price * 2 + 70))).toBeVisible();
  await expectNoAxeViolations(page, 'the checkout');
  const asked = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: copy.checkout.place }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${phone}.`, { exact: false })).toBeVisible();
  await expect(page.getByLabel(copy.checkout.address, { exact: true })).toHaveValue(DELIVERY.address);
  await expectNoAxeViolations(page, 'the checkout asking for the code');
  await confirmPhoneAtCheckout(page, phone, asked);

  await expect(page).toHaveURL(/\/thank-you\?order_number=DK\d{6}-[A-Z0-9]{6}$/);
  await expect(page.getByRole('heading', { level: 1, name: copy.thankYou.title })).toBeVisible();
  const orderNumber = new URL(page.url()).searchParams.get('order_number') ?? '';
  await expect(page.getByText(orderNumber)).toBeVisible();
  await expect(page.getByText(product.name)).toBeVisible();
  await expect(page.getByText(formatTaka(product.price * 2 + 70)).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' }).first()).toBeAttached();
  await expectNoAxeViolations(page, 'the thank-you page');

  await page.getByRole('link', { name: copy.thankYou.trackOrder }).click();
  await expect(page.getByLabel(trackOrderStrings.orderNumber)).toHaveValue(orderNumber);
  await page.getByLabel(trackOrderStrings.phone).fill(phone);
  await page.getByRole('button', { name: trackOrderStrings.submit }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText(product.name)).toBeVisible();

  // The same link opened elsewhere shows only the number, not the order.
  const stranger = await page.context().browser()!.newPage();
  await stranger.goto(`/thank-you?order_number=${orderNumber}`);
  await expect(stranger.getByText(orderNumber)).toBeVisible();
  await expect(stranger.getByText(product.name)).toHaveCount(0);
  await stranger.close();
});

test('the cart shows the server’s prices and caps a quantity at the stock with a message', async ({ page }) => {
  const product = await productWithFewUnits(page.request);
  // The demo shop always has one; without it this test would vanish instead of failing.
  expect(product, 'the demo shop has a product with only a few units').toBeDefined();
  const few = product!;
  await seedCart(page, [cartItem(few, 25)]);
  await openHydrated(page, '/cart');
  const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: few.name }) });
  await expect(line.getByText(onlyLeftInStock(few.available_quantity))).toBeVisible();
  await expect(page.getByText(copy.cart.fixProblems)).toBeVisible();
  await expect(page.getByRole('link', { name: copy.cart.checkout })).toHaveCount(0);

  await line.getByRole('button', { name: `Change to ${few.available_quantity}` }).click();
  await expect(line.getByRole('textbox')).toHaveValue(String(few.available_quantity));
  await expect(page.getByRole('link', { name: copy.cart.checkout })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: copy.summary.title })
      .getByText(formatTaka(few.price * few.available_quantity))
      .first(),
  ).toBeVisible();

  // Asking for more than there is keeps the most there is, and says why.
  await line.getByRole('button', { name: `One more ${few.name}` }).click();
  await expect(line.getByRole('status')).toHaveText(onlyLeftInStock(few.available_quantity));
  await expect(line.getByRole('textbox')).toHaveValue(String(few.available_quantity));

  await line.getByRole('button', { name: `Remove ${few.name} from your cart` }).click();
  await expect(page.getByRole('heading', { name: copy.cart.emptyTitle })).toBeVisible();
});

test('checkout marks each missing field and keeps what was typed', async ({ page }) => {
  const product = await productWithStock(page.request, 2);
  await seedCart(page, [cartItem(product, 1)]);
  await openHydrated(page, '/checkout');
  await page.getByRole('button', { name: copy.checkout.place }).click();
  await expect(page.getByText(copy.checkout.fixErrors)).toBeVisible();
  await expect(page.getByText('Enter the name of the person receiving the order.')).toBeVisible();
  await expect(page.getByText('Enter a mobile number so the courier can call.')).toBeVisible();
  await expect(page.getByText('Choose a division.')).toBeVisible();
  await expect(page.getByLabel(copy.checkout.name)).toBeFocused();

  await page.getByLabel(copy.checkout.name).fill(DELIVERY.name);
  await page.getByLabel(copy.checkout.phone).fill('01234');
  const summary = page.getByRole('region', { name: copy.summary.title });
  await page.getByLabel(copy.checkout.division).selectOption('Dhaka');
  await page.getByLabel(copy.checkout.district).selectOption('Dhaka');
  await page.getByLabel(copy.checkout.area).selectOption('Mohakhali');
  await expect(summary.getByText(`${copy.summary.delivery} (${copy.checkout.zone.inside_dhaka_city})`)).toBeVisible();
  // Another district: Mohakhali was Dhaka's, so the area is cleared and no longer decides the charge.
  await page.getByLabel(copy.checkout.district).selectOption('Gazipur');
  await expect(page.getByLabel(copy.checkout.area)).toHaveValue('');
  await page.getByLabel(copy.checkout.area).selectOption('Tongi');
  await expect(summary.getByText(`${copy.summary.delivery} (${copy.checkout.zone.dhaka_suburbs})`)).toBeVisible();
  await page.getByLabel(copy.checkout.division).selectOption('Chattogram');
  await page.getByLabel(copy.checkout.district).selectOption('Cumilla');
  await expect(page.getByLabel(copy.checkout.area)).toHaveValue('');
  await page.getByLabel(copy.checkout.address, { exact: true }).fill(DELIVERY.address);
  await page.getByRole('button', { name: copy.checkout.place }).click();
  await expect(page.getByLabel(copy.checkout.phone)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(copy.checkout.name)).toHaveValue(DELIVERY.name);
  await expect(page.getByLabel(copy.checkout.district)).toHaveValue('Cumilla');
  await expect(page.getByLabel(copy.checkout.address, { exact: true })).toHaveValue(DELIVERY.address);
  // Outside Dhaka: the rest-of-country charge.
  await expect(page.getByText(`${copy.summary.delivery} (${copy.checkout.zone.rest_of_bangladesh})`)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('a customer’s cart is kept on the server: the guest cart merges in at sign-in and follows them to another browser', async ({ page, browser }) => {
  const customer = newCustomer('Cart Keeper');
  await registerThroughApi(page.request, customer);
  const product = await productWithStock(page.request, 4);
  await seedCart(page, [cartItem(product, 3)]);
  await openHydrated(page, '/login?redirect=%2Fcart');
  await page.getByLabel(accountStrings.fields.identifier).fill(customer.email);
  await page.getByLabel(accountStrings.fields.password, { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: accountStrings.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);

  await expect
    .poll(
      async () => ((await (await page.request.get('/api/cart')).json()) as { data?: { items: { product_id: number; quantity: number }[] } }).data?.items ?? [],
    )
    .toEqual([expect.objectContaining({ product_id: product.id, quantity: 3 })]);

  // Another browser, the same customer: the same cart.
  const other = await browser.newContext();
  await other.addCookies(await page.context().cookies());
  const otherPage = await other.newPage();
  await openHydrated(otherPage, '/cart');
  await expect(otherPage.getByRole('link', { name: product.name })).toBeVisible();
  await expect(otherPage.getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('3');
  // A change there is saved on the server.
  await otherPage.getByRole('button', { name: `One fewer ${product.name}` }).click();
  await expect
    .poll(async () => ((await (await otherPage.request.get('/api/cart')).json()) as { data: { items: { quantity: number }[] } }).data.items[0]?.quantity)
    .toBe(2);
  await other.close();

  // Signed out, this browser starts a guest cart of its own.
  const origin = new URL(page.url()).origin;
  expect((await page.request.post('/logout', { headers: { origin }, maxRedirects: 0 })).status()).toBeLessThan(400);
  await openHydrated(page, '/cart');
  await expect(page.getByRole('heading', { name: copy.cart.emptyTitle })).toBeVisible();
});

test('a customer without a number or address in their profile keeps the order’s, as the ticked box offers', async ({ page }) => {
  // Signed up by email alone: the profile says "Not given" for the mobile number and the address.
  const customer = newCustomer('Profile Filler');
  const signUp = await page.request.post('/api/auth/register', {
    data: { full_name: customer.fullName, email: customer.email, password: customer.password, password_confirmation: customer.password },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  // The guest cart merges into the customer's at sign-in.
  const product = await productWithStock(page.request, 5);
  await seedCart(page, [cartItem(product, 1)]);
  await signInThroughForm(page, customer, '/dashboard');
  const info = page.getByRole('region', { name: dashboardStrings.overview.customerInfo });
  const mobileRow = info.getByText(dashboardStrings.customer.phone, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(mobileRow).toHaveText(dashboardStrings.customer.notGiven);

  await openHydrated(page, '/checkout');
  await expect(page.getByText(product.name).first()).toBeVisible();
  const save = page.getByRole('checkbox', { name: copy.checkout.saveToProfile['phone-and-address'] });
  await expect(save).toBeChecked();
  await page.getByLabel(copy.checkout.phone, { exact: true }).fill(customer.phone);
  await page.getByLabel(copy.checkout.division).selectOption(DELIVERY.division);
  await page.getByLabel(copy.checkout.district).selectOption(DELIVERY.district);
  await page.getByLabel(copy.checkout.area).selectOption(DELIVERY.area);
  await page.getByLabel(copy.checkout.address, { exact: true }).fill(DELIVERY.address);
  await expectNoAxeViolations(page, 'the checkout offering to save to the profile');
  const asked = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: copy.checkout.place }).click();
  await confirmPhoneAtCheckout(page, customer.phone, asked);
  await expect(page).toHaveURL(/\/thank-you\?order_number=/);

  await openHydrated(page, '/dashboard');
  await expect(mobileRow).toHaveText(customer.phone);
  await expect(info.getByText(DELIVERY.address, { exact: false })).toBeVisible();
  // Next time checkout starts from them, and has nothing left to offer.
  await openHydrated(page, `/product/${product.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeAttached();
  await openHydrated(page, '/checkout');
  await expect(page.getByLabel(copy.checkout.phone, { exact: true })).toHaveValue(customer.phone);
  await expect(page.getByLabel(copy.checkout.address, { exact: true })).toHaveValue(DELIVERY.address);
  await expect(page.getByRole('checkbox', { name: /to my profile/ })).toHaveCount(0);
});
