import { expect, type APIRequestContext, type Page, type Route, test } from '@playwright/test';
import { strings } from '#app/strings/index.ts';
import { notificationStrings } from '#app/strings/notifications.ts';
import { newCustomer, registerThroughApi, signInThroughForm, useOwnClientAddress } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { accountStrings } from '#app/strings/account.ts';
import { waitForRouteModules } from './support/hydration.ts';

// Notifications (the header dropdown and the pages): the dropdown's loading, empty and sample states,
// read marks kept in the browser for guests and on the server for customers, and /notifications.

test.describe.configure({ timeout: 60_000 });

const copy = notificationStrings;

interface PublicNotification {
  id: number;
  title: string;
}

async function publicNotifications(request: APIRequestContext): Promise<PublicNotification[]> {
  const response = await request.get('/api/public-notifications?per_page=50');
  const list = ((await response.json()) as { data: PublicNotification[] }).data;
  if (list.length < 2) throw new Error('the demo shop needs at least two public notifications');
  return list;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForRouteModules(page);
  await page.waitForLoadState('networkidle');
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('region', { name: copy.title });
const unreadLabel = (count: number) => copy.bellLabelWithCount.replace('{count}', String(count));
const markOne = (title: string) => copy.markReadOf.replace('{title}', title);

test.describe('the /notifications page', () => {
  test('a guest marks one and then all notifications read, and the marks stay in this browser', async ({ page }) => {
    const list = await publicNotifications(page.request);
    const [first] = list;
    await open(page, '/notifications');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    for (const item of list) await expect(main.getByRole('link', { name: item.title })).toBeVisible();
    await expect(main.getByText(copy.unreadCount.replace('{count}', String(list.length)))).toBeVisible();

    await expectNoAxeViolations(page, '/notifications');
    await main.getByRole('button', { name: markOne(first!.title) }).click();
    await expect(main.getByText(copy.unreadCount.replace('{count}', String(list.length - 1)))).toBeVisible();
    await expect(main.getByRole('button', { name: markOne(first!.title) })).toHaveCount(0);

    await page.reload();
    await expect(main.getByText(copy.unreadCount.replace('{count}', String(list.length - 1)))).toBeVisible();
    await main.getByRole('button', { name: copy.markAllRead }).click();
    await expect(main.getByText(copy.allRead)).toBeVisible();
    await expect(main.getByRole('button', { name: copy.markAllRead })).toBeDisabled();
  });
});

test.describe('the header dropdown', () => {
  // The dropdown's journeys run on the desktop layout; the phone's bell is held by 'a signed-in customer' below.
  test.skip(({ isMobile }) => isMobile, 'the dropdown journeys run on the desktop layout');

  test('shows the unread count, marks one read, then all, and links to every notification', async ({ page }) => {
    const list = await publicNotifications(page.request);
    await open(page, '/');
    // The first fetch waits 3 s after the page opens.
    await expect(bell(page)).toHaveAccessibleName(unreadLabel(list.length), { timeout: 10_000 });

    await bell(page).click();
    await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
    for (const item of list) await expect(panel(page).getByRole('link', { name: item.title })).toBeVisible();
    await panel(page)
      .getByRole('button', { name: markOne(list[0]!.title) })
      .click();
    await expect(bell(page)).toHaveAccessibleName(unreadLabel(list.length - 1));

    const markAll = panel(page).getByRole('button', { name: copy.markAllRead });
    await markAll.click();
    await expect(markAll).toBeDisabled();
    await expect(bell(page)).toHaveAccessibleName(copy.bellLabel);

    await expect(panel(page).getByRole('link', { name: copy.seeAll })).toHaveAttribute('href', '/notifications');
    await expectNoAxeViolations(page, 'the open notification dropdown');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(bell(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('is the only header menu open: opening it closes the mega menu', async ({ page }) => {
    await open(page, '/');
    const megaMenu = page.getByRole('button', { name: strings.layout.megaMenu.button });
    await megaMenu.click();
    await expect(megaMenu).toHaveAttribute('aria-expanded', 'true');
    await bell(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(megaMenu).toHaveAttribute('aria-expanded', 'false');
  });

  test('says "Loading notifications..." while the list is on its way, and "No notifications" for an empty one', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/public-notifications*', async (route: Route) => {
      await held;
      await route.fulfill({ json: { success: true, message: 'OK', data: [], current_page: 1, per_page: 50, total: 0, last_page: 1 } });
    });
    // Not `open`: the held request keeps the network busy.
    await page.goto('/');
    await waitForRouteModules(page);
    // Clicked again until hydration has given the button its handler.
    await expect(async () => {
      if ((await bell(page).getAttribute('aria-expanded')) !== 'true') await bell(page).click();
      await expect(bell(page)).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass();
    // The panel itself (not the placeholder shown while its code arrives) is waiting for the list.
    await expect(panel(page).getByRole('button', { name: copy.markAllRead })).toBeVisible();
    await expect(panel(page).getByText(copy.loading)).toBeVisible();
    release();
    await expect(panel(page).getByText(copy.empty, { exact: true })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: copy.markAllRead })).toBeDisabled();
  });

  test('falls back to the two welcome samples, one with the first-order coupon, when the fetch fails', async ({ page }) => {
    await page.route('**/api/public-notifications*', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Server error. Please try again later.' } }),
    );
    await open(page, '/');
    await bell(page).click();
    for (const sample of copy.samples) await expect(panel(page).getByRole('link', { name: sample.title })).toBeVisible({ timeout: 10_000 });
    await expect(panel(page).getByText(/WELCOME10/)).toBeVisible();
    // The samples' read marks stay local: the server never heard of them.
    await panel(page)
      .getByRole('button', { name: markOne(copy.samples[0].title) })
      .click();
    await expect(bell(page)).toHaveAccessibleName(unreadLabel(1));
  });
});

test.describe('a signed-in customer', () => {
  test('finds the bell with the unread count in the page as the server sends it, on phones too', async ({ page, browser, viewport }) => {
    const address = await useOwnClientAddress(page);
    const customer = newCustomer('Bell Reader');
    await registerThroughApi(page.request, customer);
    await signInThroughForm(page, customer);
    const count = ((await (await page.request.get('/api/customer-notifications/count')).json()) as { data: { count: number } }).data.count;
    expect(count).toBeGreaterThan(0);

    // With scripts off, only the server's HTML can show the bell and its count.
    const serverOnly = await browser.newContext({
      storageState: await page.context().storageState(),
      javaScriptEnabled: false,
      viewport,
      extraHTTPHeaders: { 'x-forwarded-for': address },
    });
    try {
      const plain = await serverOnly.newPage();
      await plain.goto('/');
      await expect(bell(plain)).toBeVisible({ timeout: 100 });
      await expect(bell(plain)).toHaveAccessibleName(unreadLabel(count), { timeout: 100 });
      await expect(bell(plain).getByText(String(count), { exact: true })).toBeVisible({ timeout: 100 });
    } finally {
      await serverOnly.close();
    }

    // With scripts on, the badge is there from the start and stays: no request for it while the page opens.
    const countRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/customer-notifications/count')) countRequests.push(request.url());
    });
    await open(page, '/');
    await expect(bell(page)).toHaveAccessibleName(unreadLabel(count), { timeout: 100 });
    await page.waitForTimeout(4_000);
    await expect(bell(page)).toHaveAccessibleName(unreadLabel(count));
    expect(countRequests).toEqual([]);
  });

  test('marks notifications read on the server: the count survives a reload', async ({ page, isMobile }) => {
    await useOwnClientAddress(page);
    const customer = newCustomer('Notification Tester');
    await registerThroughApi(page.request, customer);
    await open(page, '/login?redirect=%2Fdashboard%2Fnotifications');
    const identifier = page.getByLabel(accountStrings.fields.identifier);
    await identifier.fill(customer.email);
    await page.getByLabel(accountStrings.fields.password, { exact: true }).fill(customer.password);
    await expect(identifier).toHaveValue(customer.email);
    await page.getByRole('button', { name: accountStrings.login.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/notifications$/);

    const list = await publicNotifications(page.request);
    const main = page.getByRole('main');
    await expect(main.getByText(copy.unreadCount.replace('{count}', String(list.length)))).toBeVisible();

    const marked = page.waitForRequest((request) => request.method() === 'PATCH' && /\/api\/customer-notifications\/\d+\/read$/.test(request.url()));
    await main.getByRole('button', { name: markOne(list[0]!.title) }).click();
    await marked;
    await expect(main.getByText(copy.unreadCount.replace('{count}', String(list.length - 1)))).toBeVisible();
    if (!isMobile) await expect(bell(page)).toHaveAccessibleName(unreadLabel(list.length - 1));

    await page.reload();
    await expect(main.getByText(copy.unreadCount.replace('{count}', String(list.length - 1)))).toBeVisible();
    if (!isMobile) await expect(bell(page)).toHaveAccessibleName(unreadLabel(list.length - 1), { timeout: 10_000 });

    const allRead = page.waitForResponse((response) => response.url().endsWith('/api/customer-notifications/mark-all-read') && response.ok());
    await main.getByRole('button', { name: copy.markAllRead }).click();
    await allRead;
    await expect(main.getByRole('button', { name: copy.markAllRead })).toBeDisabled();
    await page.reload();
    await expect(main.getByText(copy.allRead)).toBeVisible();
    const count = await page.request.get('/api/customer-notifications/count');
    expect(((await count.json()) as { data: { count: number } }).data.count).toBe(0);
  });
});
