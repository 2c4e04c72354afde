import { expect, type Cookie, type Page, test } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '#domain/account.ts';
import { strings } from '#app/strings/index.ts';
import { newCustomer, registerThroughApi, type TestCustomer, useOwnClientAddress } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { accountStrings } from '#app/strings/account.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';
import { waitForRouteModules } from './support/hydration.ts';
import { provePhone } from './support/orders.ts';

// The customer dashboard: the sign-in guard, the overview of a new customer,
// the orders list and a missing order, the profile form with its field errors, and the photo upload.
// One customer per run, signed in once: sign-ups and sign-ins are rate limited.

test.describe.configure({ timeout: 60_000 });

const copy = dashboardStrings;

/** A 1×1 PNG: the server re-encodes whatever it is sent, so the smallest real image will do. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForRouteModules(page);
  await page.waitForLoadState('networkidle');
}

let customer: TestCustomer | undefined;
let sessionCookies: Cookie[] = [];

/** The run's one customer, signed up through the API on first use. */
async function theCustomer(page: Page): Promise<TestCustomer> {
  if (!customer) {
    customer = newCustomer('Dashboard Tester');
    await registerThroughApi(page.request, customer);
  }
  return customer;
}

/** Fills in the /login form this page is on; the form sends the shopper on to its `redirect`. */
async function logInHere(page: Page, who: TestCustomer): Promise<void> {
  const identifier = page.getByLabel(accountStrings.fields.identifier);
  await identifier.fill(who.email);
  await page.getByLabel(accountStrings.fields.password, { exact: true }).fill(who.password);
  await expect(identifier).toHaveValue(who.email);
  await page.getByRole('button', { name: accountStrings.login.submit, exact: true }).click();
}

/** Gives the page the customer's session, signing in through /login the first time. */
async function signedIn(page: Page): Promise<TestCustomer> {
  await useOwnClientAddress(page);
  const who = await theCustomer(page);
  if (sessionCookies.length === 0) {
    await open(page, '/login?redirect=%2Fdashboard');
    await logInHere(page, who);
    await expect(page).toHaveURL(/\/dashboard$/);
    sessionCookies = await page.context().cookies();
  } else {
    await page.context().addCookies(sessionCookies);
  }
  return who;
}

test('a guest asking for a dashboard page is sent to /login and, once signed in, comes back to it', async ({ page }) => {
  await useOwnClientAddress(page);
  const who = await theCustomer(page);
  await open(page, '/dashboard/orders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Forders$/);
  await logInHere(page, who);

  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: copy.orders.heading })).toBeVisible();
  // Orders come with checkout; a new customer has none, and the empty list leads to the shop.
  await expect(page.getByText(copy.orders.empty)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: copy.orders.startShopping })).toHaveAttribute('href', '/shop');
  sessionCookies = await page.context().cookies();
});

test('a customer whose session has ended follows a dashboard link and is asked to sign in for that page', async ({ page }) => {
  await signedIn(page);
  // The first page a browser sees signed in reloads its data 2 s later (the post-sign-in sync). Had
  // that reload come after the session ended below, it, not the link, would meet the sign-in guard
  // and the return address would be this page's. A second load is no longer the first and sets none going.
  await open(page, '/dashboard');
  await open(page, '/dashboard');
  // Signed out behind the page's back (the session cookie gone): the next in-app navigation is
  // the page's data request, and the return address must be the page's, not that request's.
  await page.context().clearCookies();
  await page.getByRole('navigation', { name: copy.navLabel }).getByRole('link', { name: copy.nav.orders }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Forders$/);
});

test('the overview shows zeros for a new customer, with their details and every section', async ({ page }) => {
  const who = await signedIn(page);
  await open(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: copy.overview.heading })).toBeVisible();
  const summary = page.getByRole('region', { name: copy.overview.summaryLabel });
  const figure = (label: string) => summary.getByRole('listitem').filter({ has: page.getByRole('link', { name: label, exact: true }) });
  await expect(figure(copy.overview.orders)).toContainText('0');
  await expect(figure(copy.overview.completedOrders)).toContainText('0');
  await expect(figure(copy.overview.totalSpent)).toContainText('৳0');
  await expect(figure(copy.overview.wishlist)).toContainText('0');
  await expect(page.getByText(copy.overview.noRecentOrders)).toBeVisible();
  await expect(page.getByRole('region', { name: copy.overview.customerInfo })).toContainText(who.email);

  const sections = page.getByRole('navigation', { name: copy.navLabel });
  for (const label of Object.values(copy.nav)) await expect(sections.getByRole('link', { name: label })).toBeVisible();
  await expect(sections.getByRole('link', { name: copy.nav.overview })).toHaveAttribute('aria-current', 'page');
});

test('an order that does not exist (or is someone else’s) answers 404 with "Order not found"', async ({ page }) => {
  await signedIn(page);
  const response = await page.goto('/dashboard/orders/2147483000');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(copy.errors.orderNotFound).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: copy.navLabel })).toBeVisible();
});

test('the profile form shows a field error, keeps what was typed, then saves', async ({ page }) => {
  const who = await signedIn(page);
  await open(page, '/dashboard/profile');
  const form = page.getByRole('region', { name: copy.profile.formHeading });
  const phone = form.getByLabel(copy.profile.phone);
  await form.getByLabel(copy.profile.fullName).fill('Karim Hossain');
  await phone.fill('12345');
  await form.getByRole('button', { name: copy.profile.save }).click();

  await expect(form.getByRole('alert')).toContainText(copy.profile.fixErrors);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(ACCOUNT_MESSAGES.invalidPhone)).toBeVisible();
  await expect(form.getByLabel(copy.profile.fullName)).toHaveValue('Karim Hossain');

  await phone.fill(who.phone);
  await form.getByLabel(copy.profile.division).selectOption('Chattogram');
  await form.getByLabel(copy.profile.district).selectOption('Cumilla');
  await form.getByLabel(copy.profile.address).fill('House 12, Road 3');
  await form.getByRole('button', { name: copy.profile.save }).click();
  await expect(form.getByRole('status')).toContainText(copy.profile.saved);

  await page.reload();
  await expect(page.getByRole('region', { name: copy.profile.formHeading }).getByLabel(copy.profile.fullName)).toHaveValue('Karim Hossain');
  await expect(page.getByRole('region', { name: copy.profile.formHeading }).getByLabel(copy.profile.division)).toHaveValue('Chattogram');
  await expect(page.getByRole('region', { name: copy.profile.formHeading }).getByLabel(copy.profile.district)).toHaveValue('Cumilla');
  await expect(page.getByRole('region', { name: copy.profile.formHeading }).getByLabel(copy.profile.address)).toHaveValue('House 12, Road 3');
});

test('a photo over 5 MB is refused before upload; a real one is previewed, uploaded and shown', async ({ page }) => {
  await signedIn(page);
  await open(page, '/dashboard/profile');
  const photo = page.getByRole('region', { name: copy.profile.imageHeading });
  const input = photo.locator('input[type="file"]');

  await input.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(photo.getByRole('alert')).toHaveText(copy.profile.imageTooLarge);
  // Nothing was kept: Upload says a photo is needed instead of sending anything.
  await photo.getByRole('button', { name: copy.profile.upload }).click();
  await expect(photo.getByRole('alert')).toHaveText(copy.profile.imageRequired);

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(photo.getByRole('img', { name: copy.profile.imagePreviewAlt })).toHaveAttribute('src', /^blob:/);
  await photo.getByRole('button', { name: copy.profile.upload }).click();
  await expect(photo.getByRole('status')).toHaveText(ACCOUNT_MESSAGES.imageUploaded);
  const shown = photo.getByRole('img', { name: copy.profile.imageAlt });
  await expect(shown).toHaveAttribute('src', /^\/media\//);
  // The stored file is a real image the server serves.
  const stored = await page.request.get((await shown.getAttribute('src')) ?? '');
  expect(stored.headers()['content-type']).toMatch(/^image\//);
});

test('orders are listed ten a page with the page in the URL, filter by status, and open their detail', async ({ page }) => {
  // A customer of its own: the orders placed here must not show on the shared customer's overview.
  await useOwnClientAddress(page);
  const buyer = newCustomer('Order Tester');
  await registerThroughApi(page.request, buyer);
  await open(page, '/login?redirect=%2Fdashboard%2Forders');
  await logInHere(page, buyer);
  await expect(page).toHaveURL(/\/dashboard\/orders$/);

  const products = (
    (await (await page.request.get('/api/products?per_page=100')).json()) as {
      data: { id: number; type: string; price: number; stock: { available: number } }[];
    }
  ).data;
  const product = products.find((item) => item.type === 'simple' && item.price > 0 && item.stock.available >= 30);
  if (!product) throw new Error('the shop needs a simple product with 30 in stock');
  const numbers: string[] = [];
  const proven = await provePhone(page.request, buyer.phone);
  for (let index = 0; index < 11; index += 1) {
    const placed = await page.request.post('/api/orders', {
      headers: proven,
      data: {
        items: [{ product_id: product.id, quantity: 1 }],
        name: buyer.fullName,
        phone: buyer.phone,
        division: 'Dhaka',
        district: 'Gazipur',
        address: 'House 4, Road 7, Tongi',
        payment_method: 'cod',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    numbers.push(((await placed.json()) as { data: { order_number: string } }).data.order_number);
  }

  await open(page, '/dashboard/orders');
  const list = page.getByRole('list', { name: copy.orders.tableCaption });
  await expect(page.getByText(copy.orders.count.other.replace('{count}', '11'))).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await page
    .getByRole('navigation', { name: strings.listing.pagination.label })
    .getByRole('link', { name: strings.listing.pagination.page.replace('{page}', '2') })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/orders\?page=2$/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  // Newest first: the second page holds the first order placed.
  const oldest = numbers[0]!;
  await list.getByRole('link', { name: copy.orders.viewOrder.replace('{number}', oldest) }).click();
  await expect(page.getByRole('heading', { level: 1, name: copy.orderDetail.heading.replace('{number}', oldest) })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Gazipur');

  await open(page, '/dashboard/orders');
  await page.getByLabel(copy.orders.filterLabel).selectOption('cancelled');
  await expect(page).toHaveURL(/\/dashboard\/orders\?status=cancelled$/);
  await expect(page.getByText(copy.orders.emptyFiltered)).toBeVisible();
});

test('every dashboard page passes the WCAG 2.2 A/AA checks', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page);
  for (const path of [
    '/dashboard',
    '/dashboard/orders',
    '/dashboard/purchase-history',
    '/dashboard/refund-requests',
    '/dashboard/notifications',
    '/dashboard/profile',
    '/dashboard/orders/2147483000',
  ]) {
    await page.goto(path);
    await waitForRouteModules(page);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, path);
  }
});
