// Paying on EMI (issue 21): a shopper reads the EMI table of a product, then pays for it on a
// 12-month plan through the local test gateway, at the regular price plus the bank's charge, the
// figures domain/emi.ts gives. The demo shop has its banks (BRAC Bank…) and regular prices.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { emiInstalment } from '#domain/emi.ts';
import { formatTaka } from '#domain/money.ts';
import { fill, strings } from '#app/strings/index.ts';
import { cartStrings } from '#app/strings/cart.ts';
import { paymentStrings } from '#app/strings/payment.ts';
import { useOwnClientAddress } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillCheckout, placeOrderAtCheckout } from './support/orders.ts';
import { cartItem, openHydrated, seedCart, type BuyableProduct } from './support/shopping.ts';

test.use({ baseURL: process.env.E2E_GATEWAY_URL ?? process.env.E2E_BASE_URL });
test.describe.configure({ timeout: 90_000 });

const emi = strings.product.emi;

interface EmiProduct extends BuyableProduct {
  regular_price: number;
}

/** A simple product in stock whose regular price is above its cash price and within BRAC Bank's plans. */
async function productOnEmi(request: APIRequestContext): Promise<EmiProduct> {
  const response = await request.get('/api/products?per_page=100&sort=price_desc');
  expect(response.ok()).toBe(true);
  const products = ((await response.json()) as { data: EmiProduct[] }).data;
  const found = products.find(
    (product) => product.type === 'simple' && product.available_quantity >= 2 && product.regular_price > product.price && product.price >= 10_000,
  );
  if (!found) throw new Error('the demo shop has no simple product with a regular price');
  return found;
}

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

test('a shopper reads the EMI table on a product and pays on a 12-month plan', async ({ page }) => {
  const product = await productOnEmi(page.request);
  const detail = (await (await page.request.get(`/api/products/${product.id}`)).json()).data as {
    emi_from_monthly: number;
    emi_plans: { bank_id: number; bank: string; charges: { months: 3 | 6 | 9 | 12 | 18 | 24 | 36; charge_percent: number }[] }[];
  };
  const brac = detail.emi_plans.find((plan) => plan.bank === 'BRAC Bank')!;
  const twelve = brac.charges.find((charge) => charge.months === 12)!;

  await openHydrated(page, `/product/${product.slug}`);
  const offer = page.getByTestId('emi-offer');
  await expect(offer).toContainText(`${emi.cashPrice}:${formatTaka(product.price)}`);
  await expect(offer).toContainText(`${emi.regularPrice}:${formatTaka(product.regular_price)}`);
  await offer.getByText(emi.plans).click();
  const table = offer.getByRole('region', { name: /^Monthly EMI by bank and tenure/ });
  await expect(table.getByRole('rowheader', { name: 'BRAC Bank' })).toBeVisible();
  const onProduct = emiInstalment(product.regular_price, 12, twelve.charge_percent);
  await expect(table.getByRole('row', { name: /BRAC Bank/ })).toContainText(formatTaka(onProduct.monthly));
  await expect(offer).toContainText(`EMI from ${formatTaka(detail.emi_from_monthly)}/month`);
  await expectNoAxeViolations(page, 'the product page with its EMI table open');

  await seedCart(page, [cartItem(product, 1)]);
  await openHydrated(page, '/checkout');
  const phone = await fillCheckout(page, 'online');
  const settings = (await (await page.request.get('/api/settings')).json()).data as { delivery_charges: { inside_dhaka_city: number } };
  const delivery = settings.delivery_charges.inside_dhaka_city;
  const summary = page.getByRole('region', { name: cartStrings.summary.title });
  const shownTotal = summary.getByTestId('summary-total');
  await expect(shownTotal).toHaveText(formatTaka(product.price + delivery));

  const tick = page.getByRole('checkbox', { name: new RegExp(emi.checkout.tick.replace(/[()]/g, '.')) });
  await tick.check();
  await page.getByLabel(emi.bank, { exact: true }).selectOption({ label: 'BRAC Bank' });
  await page.getByLabel(emi.checkout.tenure, { exact: true }).selectOption('12');
  const quote = page.getByTestId('emi-quote');
  // Regular price plus delivery to Banani (Dhaka city), plus the bank's 12-month charge on all of it.
  const expected = emiInstalment(product.regular_price + delivery, 12, twelve.charge_percent);
  await expect(quote).toContainText(`You pay ${formatTaka(expected.total)} on your card, ${formatTaka(expected.charge)} of it`);
  await expect(quote).toContainText(`${formatTaka(expected.monthly)} a month for 12 months`);
  // The summary beside it adds up the same card payment: the line and subtotal at the regular price, the bank's charge, the EMI total.
  await expect(summary.getByRole('listitem')).toContainText(formatTaka(product.regular_price));
  await expect(summary.getByRole('definition').first()).toHaveText(formatTaka(product.regular_price));
  const emiChargeLabel = fill(cartStrings.summary.emiCharge, { bank: 'BRAC Bank', months: 12 });
  await expect(summary).toContainText(`${emiChargeLabel}${formatTaka(expected.charge)}`);
  await expect(shownTotal).toHaveText(formatTaka(expected.total));
  // Unticked, the order is paid at once at the cash price again; ticked again, the plan chosen is kept.
  await tick.uncheck();
  await expect(shownTotal).toHaveText(formatTaka(product.price + delivery));
  await expect(summary).not.toContainText(emiChargeLabel);
  await tick.check();
  await expect(shownTotal).toHaveText(formatTaka(expected.total));

  await placeOrderAtCheckout(page, phone, 'gateway');
  await expect(page).toHaveURL(/\/payment\/test\?tran_id=/);
  await expect(page.getByText(formatTaka(expected.total), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: paymentStrings.test.pay }).click();
  await expect(page).toHaveURL(/\/payment\/success\?/);
  await expect(page.getByRole('heading', { level: 1, name: paymentStrings.paid.title })).toBeVisible();
  // The order written charges exactly the total the summary showed.
  const orderNumber = new URL(page.url()).searchParams.get('order')!;
  const tracked = await page.request.get(`/api/track-order?${new URLSearchParams({ order_number: orderNumber, phone }).toString()}`);
  expect(tracked.ok()).toBe(true);
  expect(((await tracked.json()) as { data: { total: number } }).data.total).toBe(expected.total);
});
