// The back office's catalogue journeys (issue 19): a catalogue editor makes a hybrid product with
// pictures and a shopper finds and buys it; a price the editor changes reaches the shop at once.
import type { Page } from '@playwright/test';
import { formatTaka } from '#domain/money.ts';
import { cartStrings } from '#app/strings/cart.ts';
import { newCustomer, useOwnClientAddress } from './support/accounts.ts';
import { expect, test } from './support/admin-test.ts';
import { createHybridProduct, newProductPlan, pictureFiles, type ProductPlan, productFormReady, saveProduct } from './support/admin-products.ts';
import { confirmPhoneAtCheckout } from './support/orders.ts';
import { DELIVERY, openHydrated } from './support/shopping.ts';
import { newSignedInStaff } from './support/staff.ts';

const copy = cartStrings;

/** Typed in this order; the second is then moved up, so the shop lists them the other way round. */
const KEY_FEATURES = ['Boils 1.7 litres in 4 minutes', 'Double-walled steel body'] as const;
const WARRANTY = '2 years official warranty';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

/** Types the words into the header's search box (behind a toggle on phones) and presses Enter. */
async function searchFor(page: Page, words: string): Promise<void> {
  await openHydrated(page, '/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  if (!(await box.isVisible()))
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click();
  await box.fill(words);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
}

/** Chooses the variant by its colour on the product page and checks the price it shows. */
async function chooseColour(page: Page, colour: string, price: number): Promise<void> {
  await page.getByRole('group', { name: 'Colour' }).getByRole('button', { name: colour, exact: true }).click();
  await expect(page.getByRole('main').getByText(formatTaka(price)).first()).toBeVisible();
}

/** The checkout's delivery details for a guest, up to the summary's total with Banani's ৳70 delivery. */
async function fillDelivery(page: Page, phone: string, subtotal: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: copy.checkout.title })).toBeVisible();
  await page.getByLabel(copy.checkout.name).fill(DELIVERY.name);
  await page.getByLabel(copy.checkout.phone).fill(phone);
  await page.getByLabel(copy.checkout.division).selectOption(DELIVERY.division);
  await page.getByLabel(copy.checkout.district).selectOption(DELIVERY.district);
  await page.getByLabel(copy.checkout.area).selectOption(DELIVERY.area);
  await page.getByLabel(copy.checkout.address, { exact: true }).fill(DELIVERY.address);
  await expect(page.getByRole('region', { name: copy.summary.title }).getByText(formatTaka(subtotal + 70))).toBeVisible();
}

/** The slug the shop gives the product, from the editor's "View in the shop" link. */
async function shopPathOf(editor: Page, plan: ProductPlan): Promise<string> {
  const link = editor.getByRole('link', { name: 'View in the shop' });
  await expect(link).toHaveAttribute('href', /^\/product\//);
  const href = (await link.getAttribute('href')) ?? '';
  expect(href, `the shop's address of ${plan.name}`).not.toBe('');
  return href;
}

test('an editor makes a hybrid product with three pictures, key features and a warranty; a shopper finds it by search and buys it', async ({
  browser,
  ownerPage,
  page,
}, testInfo) => {
  const editor = await newSignedInStaff(browser, testInfo, ownerPage, 'catalogue_editor');
  const plan = newProductPlan();
  await createHybridProduct(editor, plan);

  await productFormReady(editor);
  await editor.locator('input[type="file"]').setInputFiles(await pictureFiles());
  await expect(editor.getByRole('list', { name: 'Pictures: uploads' }).getByText('Uploaded', { exact: true })).toHaveCount(3);
  const images = editor.getByRole('region', { name: 'Images' });
  await expect(images.getByLabel(/^Alt text of image \d/)).toHaveCount(3);
  await images.getByLabel(/^Alt text of image 1\b/).fill(`${plan.name}, front`);
  // The third picture is the silver one: the shop shows it only when silver is chosen.
  const [, silver] = plan.variants;
  await images.getByLabel('Image 3 shows').selectOption({ label: `${silver.colour} (${silver.sku})` });
  const silverPicture = ((await images.getByRole('listitem').nth(2).locator('img').getAttribute('src')) ?? '').replace(/-[a-z]+\.webp$/, '');
  expect(silverPicture).toMatch(/^\/media\//);
  const selling = editor.getByRole('region', { name: 'Key features and warranty' });
  for (const [index, feature] of KEY_FEATURES.entries()) {
    await selling.getByRole('button', { name: 'Add key feature' }).click();
    await selling.getByLabel(`Key feature ${index + 1}`, { exact: true }).fill(feature);
  }
  await selling.getByRole('button', { name: 'Move key feature 2 up' }).click();
  await selling.getByRole('textbox', { name: /^Warranty/ }).fill(WARRANTY);
  await editor.getByRole('region', { name: 'Basics' }).getByLabel('Status', { exact: true }).selectOption('active');
  await saveProduct(editor);
  await expect(editor.getByText('Active', { exact: true }).first()).toBeVisible();
  const shopPath = await shopPathOf(editor, plan);
  await editor.context().close();

  await searchFor(page, plan.name);
  await page.getByRole('main').getByRole('link', { name: plan.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${shopPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
  const features = page.getByRole('region', { name: 'Key Features' });
  await expect(features.getByRole('listitem')).toHaveText([...KEY_FEATURES].reverse());
  await expect(page.getByRole('main').getByText(`Warranty: ${WARRANTY}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show image 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show image 3' })).toHaveCount(0);
  const shown = page.getByRole('button', { name: /full screen$/ }).getByRole('img', { name: plan.name });
  await expect(shown).not.toHaveAttribute('src', new RegExp(`^${silverPicture}`));
  await chooseColour(page, silver.colour, silver.price);
  await expect(shown).toHaveAttribute('src', new RegExp(`^${silverPicture}`));
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();

  await openHydrated(page, '/cart');
  const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: plan.name }) });
  await expect(line.getByText(formatTaka(silver.price)).last()).toBeVisible();
  await page.getByRole('link', { name: copy.cart.checkout }).click();
  const phone = newCustomer().phone;
  await fillDelivery(page, phone, silver.price);
  const asked = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: copy.checkout.place }).click();
  await confirmPhoneAtCheckout(page, phone, asked);
  await expect(page).toHaveURL(/\/thank-you\?order_number=DK\d{6}-[A-Z0-9]{6}$/);
  await expect(page.getByText(plan.name)).toBeVisible();
  await expect(page.getByText(formatTaka(silver.price + 70)).first()).toBeVisible();
});

test('a price the editor changes shows at once on the product page and at checkout', async ({ browser, ownerPage, page }, testInfo) => {
  const editor = await newSignedInStaff(browser, testInfo, ownerPage, 'catalogue_editor');
  const plan = newProductPlan();
  await createHybridProduct(editor, plan, { active: true });
  const shopPath = await shopPathOf(editor, plan);
  const [midnight] = plan.variants;

  await openHydrated(page, shopPath);
  await chooseColour(page, midnight.colour, midnight.price);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();

  const lowered = midnight.price - 460;
  await productFormReady(editor);
  await editor.getByRole('region', { name: 'Price and stock' }).getByLabel('Retail price (৳)', { exact: true }).fill(String(lowered));
  await editor
    .getByRole('region', { name: 'Variants' })
    .getByRole('group', { name: /^Variant 1/ })
    .getByLabel('Retail price (৳)', { exact: true })
    .fill(String(lowered));
  await saveProduct(editor);
  await editor.context().close();

  await openHydrated(page, shopPath);
  await chooseColour(page, midnight.colour, lowered);
  await expect(page.getByRole('main').getByText(formatTaka(midnight.price))).toHaveCount(0);

  // The cart still holds what the browser saw at the old price; the cart and checkout show the server's.
  await openHydrated(page, '/cart');
  const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: plan.name }) });
  await expect(line.getByText(formatTaka(lowered)).last()).toBeVisible();
  await page.getByRole('link', { name: copy.cart.checkout }).click();
  await fillDelivery(page, newCustomer().phone, lowered);
  await expect(page.getByRole('region', { name: copy.summary.title }).getByText(formatTaka(midnight.price))).toHaveCount(0);
});

test('an extra category the editor ticks lists the product on that category’s page at once', async ({ browser, ownerPage, page }, testInfo) => {
  const editor = await newSignedInStaff(browser, testInfo, ownerPage, 'catalogue_editor');
  const plan = newProductPlan();
  await createHybridProduct(editor, plan, { active: true });
  await productFormReady(editor);
  const section = editor.getByRole('region', { name: 'Category, brand and attributes' });
  await section.getByRole('button', { name: 'Choose extra categories' }).click();
  const dialog = editor.getByRole('dialog', { name: 'Extra categories' });
  await dialog.getByLabel('Find a category').fill('gaming con');
  await dialog.getByRole('checkbox', { name: 'Gaming Console' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('button', { name: 'Remove Gaming Console' })).toBeVisible();
  await saveProduct(editor);
  await expect(section.getByRole('button', { name: 'Remove Gaming Console' })).toBeVisible();
  await editor.context().close();

  await openHydrated(page, '/shop/category/gaming-console');
  await expect(page.getByRole('main').getByRole('link', { name: plan.name }).first()).toBeVisible();
});
