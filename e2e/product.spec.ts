// Product card, quick-view modal and product page.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { formatTaka } from '#domain/money.ts';
import { expectNoAxeViolations, openSettled } from './support/axe.ts';
import { waitForRouteModules } from './support/hydration.ts';

interface Attribute {
  name: string;
  value: string;
}

interface Product {
  id: number;
  name: string;
  slug: string;
  sku: string;
  type: 'simple' | 'hybrid';
  price: number;
  call_for_price: boolean;
  in_stock: boolean;
  media: { urls: { card: string } }[];
}

interface ProductDetail extends Product {
  attributes: { name: string; value: string }[];
  variants: { id: number; attributes: Attribute[]; in_stock: boolean }[];
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The first listed product that passes `test`, read from the shop's own API so tests follow its data. */
async function findProduct(request: APIRequestContext, what: string, matches: (product: Product) => boolean): Promise<Product> {
  for (let page = 1; page <= 10; page++) {
    const products = await apiData<Product[]>(request, `/api/products?per_page=100&page=${page}`);
    const found = products.find(matches);
    if (found) return found;
    if (products.length < 100) break;
  }
  throw new Error(`/api/products lists no ${what}`);
}

const simpleInStock = (product: Product) => product.type === 'simple' && product.in_stock && !product.call_for_price && product.media.length > 1;

/**
 * A hybrid product with two option groups where some pair of values has no variant (so an option
 * gets disabled), and an in-stock variant to buy.
 */
async function hybridWithGap(request: APIRequestContext) {
  for (let page = 1; page <= 10; page++) {
    const products = await apiData<Product[]>(request, `/api/products?per_page=100&page=${page}`);
    for (const summary of products.filter((product) => product.type === 'hybrid' && product.price > 0)) {
      const detail = await apiData<ProductDetail>(request, `/api/products/${summary.id}`);
      const groups = [...new Set(detail.variants.flatMap((variant) => variant.attributes.map((a) => a.name)))];
      if (groups.length !== 2) continue;
      const [first, second] = groups as [string, string];
      const valuesOf = (name: string) => [
        ...new Set(detail.variants.flatMap((variant) => variant.attributes.filter((a) => a.name === name).map((a) => a.value))),
      ];
      const has = (variant: ProductDetail['variants'][number], name: string, value: string) =>
        variant.attributes.some((a) => a.name === name && a.value === value);
      for (const a of valuesOf(first)) {
        const b = valuesOf(second).find((value) => !detail.variants.some((variant) => has(variant, first, a) && has(variant, second, value)));
        const buyable = detail.variants.find((variant) => variant.in_stock);
        if (b !== undefined && buyable) {
          const pick = (name: string) => buyable.attributes.find((attribute) => attribute.name === name)!.value;
          return {
            detail,
            gap: { first, a, second, b },
            buy: { variantId: buyable.id, [first]: pick(first), [second]: pick(second) } as Record<string, string | number>,
          };
        }
      }
    }
    if (products.length < 100) break;
  }
  throw new Error('no hybrid product with an unavailable option pair');
}

/** A listing page that shows this product's card (a search for its exact name). */
async function openCardOf(page: Page, product: Product): Promise<Locator> {
  await openSettled(page, `/search?q=${encodeURIComponent(product.name)}`);
  const card = page.locator('article').filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
  await expect(card).toHaveCount(1);
  return card;
}

async function storedItems(page: Page, key: string): Promise<Record<string, unknown>[]> {
  return page.evaluate((storageKey) => {
    const saved = window.localStorage.getItem(storageKey);
    return saved ? (JSON.parse(saved) as { state: { items: Record<string, unknown>[] } }).state.items : [];
  }, key);
}

test('the card cart button adds then removes, with its toasts and the header badge', async ({ page, request }) => {
  const product = await findProduct(request, 'simple in-stock product', simpleInStock);
  const card = await openCardOf(page, product);
  const cartButton = card.getByRole('button', { name: 'Cart', exact: true });
  await expect(cartButton).toHaveAttribute('aria-pressed', 'false');
  await expect(card.getByRole('button', { name: 'Buy Now' })).toBeVisible();

  await cartButton.click();
  await expect(page.getByText('Item added to cart successfully!')).toBeVisible();
  await expect(cartButton).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
  expect(await storedItems(page, 'cart-storage')).toMatchObject([{ productId: product.id, quantity: 1 }]);

  await cartButton.click();
  await expect(page.getByText('Item removed from cart!')).toBeVisible();
  await expect(cartButton).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('link', { name: /Cart, 0 items/ }).first()).toBeVisible();
  expect(await storedItems(page, 'cart-storage')).toEqual([]);
});

test('a call-for-price card offers a call and refuses the cart', async ({ page, request }) => {
  const product = await findProduct(request, 'call-for-price product', (p) => p.call_for_price && p.type === 'simple');
  const card = await openCardOf(page, product);
  await expect(card.getByText('Call for Prices')).toBeVisible();
  await expect(card.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', /^tel:/);
  await card.getByRole('button', { name: 'Cart', exact: true }).click();
  await expect(page.getByText('Call for price items cannot be added to cart.')).toBeVisible();
  expect(await storedItems(page, 'cart-storage')).toEqual([]);
});

test('the card is a link: Space opens it, ctrl/meta-click leaves this page alone', async ({ page, request, context, isMobile }) => {
  const product = await findProduct(request, 'simple in-stock product', simpleInStock);
  const card = await openCardOf(page, product);
  const link = card.getByRole('link', { name: product.name, exact: true });
  if (!isMobile) {
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
    await opened.close();
    await expect(page).toHaveURL(/\/search\?/);
  }
  await link.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
});

test('quick view follows the variant rules, floors quantity at 1 and Buy Now goes to checkout', async ({ page, request }) => {
  const { detail, gap, buy } = await hybridWithGap(request);
  const card = await openCardOf(page, detail);
  await card.getByRole('button', { name: 'Cart', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: detail.name });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the quick-view modal');

  const buyNow = dialog.getByRole('button', { name: 'Select Options' }).first();
  await expect(dialog.getByRole('button', { name: 'Select Options' })).toHaveCount(2);
  await expect(buyNow).toBeDisabled();

  const group = (name: string) => dialog.getByRole('group', { name });
  await group(gap.first).getByRole('button', { name: gap.a, exact: true }).click();
  const unavailable = group(gap.second).getByRole('button', { name: gap.b, exact: true });
  await expect(unavailable).toBeDisabled();
  await expect(unavailable).toHaveAttribute('title', 'Not available with current selection');

  // The same option twice clears the whole selection.
  await group(gap.first).getByRole('button', { name: gap.a, exact: true }).click();
  await expect(group(gap.first).getByRole('button', { pressed: true })).toHaveCount(0);
  await expect(group(gap.second).getByRole('button', { pressed: true })).toHaveCount(0);
  await expect(unavailable).toBeEnabled();

  await group(gap.first)
    .getByRole('button', { name: String(buy[gap.first]), exact: true })
    .click();
  await group(gap.second)
    .getByRole('button', { name: String(buy[gap.second]), exact: true })
    .click();
  await expect(dialog.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
  await dialog.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantity).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantity).toHaveValue('2');

  await dialog.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(dialog).toBeHidden();
  expect(await storedItems(page, 'cart-storage')).toMatchObject([
    { productId: detail.id, id: buy.variantId, quantity: 2, options: { variantId: buy.variantId } },
  ]);
});

test('the quick view closes with Escape and locks the page scroll while open', async ({ page, request }) => {
  const { detail } = await hybridWithGap(request);
  const card = await openCardOf(page, detail);
  await card.getByRole('button', { name: 'Wishlist', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: detail.name });
  await expect(dialog).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await dialog.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.getByText('Please select all product options before adding to wishlist.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the wishlist toggle shows its toasts and survives a reload', async ({ page, request }) => {
  const product = await findProduct(request, 'simple in-stock product', simpleInStock);
  let card = await openCardOf(page, product);
  await card.getByRole('button', { name: 'Wishlist', exact: true }).click();
  await expect(page.getByText('Item added to wishlist successfully!')).toBeVisible();

  await page.reload();
  await waitForRouteModules(page);
  card = page.locator('article').filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
  const wishlist = card.getByRole('button', { name: 'Wishlist', exact: true });
  await expect(wishlist).toHaveAttribute('aria-pressed', 'true');
  await wishlist.click();
  await expect(page.getByText('Item removed from wishlist!')).toBeVisible();
  expect(await storedItems(page, 'wishlist-storage')).toEqual([]);
});

test('the product page shows price, specifications and structured data, and is accessible', async ({ page, request }) => {
  const summary = await findProduct(request, 'simple in-stock product', simpleInStock);
  const product = await apiData<ProductDetail>(request, `/api/products/${summary.id}`);
  await openSettled(page, `/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(formatTaka(product.price), { exact: true }).first()).toBeVisible();
  const spec = product.attributes[0]!;
  await expect(page.getByRole('table').getByRole('rowheader', { name: spec.name, exact: true }).first()).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const ld = jsonLd.map((text) => JSON.parse(text) as { '@type': string; offers?: { priceCurrency: string; price?: string } });
  expect(ld.find((item) => item['@type'] === 'Product')?.offers).toMatchObject({ priceCurrency: 'BDT', price: product.price.toFixed(2) });
  expect(ld.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  await expectNoAxeViolations(page, 'the product page');
});

test('a wrong name part redirects to the canonical URL; an unknown id is a real 404', async ({ page, request }) => {
  const product = await findProduct(request, 'simple in-stock product', simpleInStock);
  await page.goto(`/product/old-name-${product.id}`);
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
  const missing = await page.goto('/product/no-such-thing-2147483000');
  expect(missing?.status()).toBe(404);
  const notAnId = await page.goto('/product/laptop-12a');
  expect(notAnId?.status()).toBe(404);
});

test('"Link copied!" shows for about two seconds', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const product = await findProduct(request, 'simple in-stock product', simpleInStock);
  await openSettled(page, `/product/${product.slug}`);
  await expect(page.getByText('Share this product')).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  const copied = page.getByText('Link copied!');
  await expect(copied).toBeVisible();
  const shownAt = Date.now();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/product/${product.slug}$`));
  await expect(copied).toBeHidden({ timeout: 4000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1500);
});

test('a failing card image gives way to the next one, then to the placeholder', async ({ page, request }) => {
  const product = await findProduct(request, 'simple in-stock product', simpleInStock);
  const [first, second] = product.media.map((media) => media.urls.card) as [string, string];
  await page.route(`**${first}`, (route) => route.fulfill({ status: 404 }));
  let card = await openCardOf(page, product);
  const image = () => card.getByRole('img', { name: product.name });
  await card.scrollIntoViewIfNeeded();
  await expect(image()).toHaveAttribute('src', second);

  await page.route(`**${second}`, (route) => route.fulfill({ status: 404 }));
  card = await openCardOf(page, product);
  await card.scrollIntoViewIfNeeded();
  await expect(image()).toHaveAttribute('src', '/image/placeholder.png');
});

test('the full-screen viewer counts images, steps with arrow keys and closes on a click', async ({ page, request }) => {
  const product = await findProduct(request, 'simple in-stock product', simpleInStock);
  await openSettled(page, `/product/${product.slug}`);
  await page.getByRole('button', { name: 'View image 1 full screen' }).click();
  const viewer = page.getByRole('dialog', { name: `Images of ${product.name}` });
  await expect(viewer.getByText(`1 / ${product.media.length}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`2 / ${product.media.length}`)).toBeVisible();
  await viewer.getByRole('img').click();
  await expect(viewer).toBeHidden();
  // The gallery stays on the image the shopper stepped to.
  await expect(page.getByRole('button', { name: 'View image 2 full screen' })).toBeVisible();
});
