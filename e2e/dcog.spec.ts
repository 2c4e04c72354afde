// Bangladesh's Digital Commerce Operation Guidelines 2021 as a shopper and staff meet them: analytics
// wait for cookie consent, the footer names the trade licence and DBID, the terms read in Bengali,
// and a complaint filed on /complaint is answered from the back office.
import type { Page } from '@playwright/test';
import { complaintStrings } from '#app/strings/complaint.ts';
import { strings } from '#app/strings/index.ts';
import { pagesStrings } from '#app/strings/pages.ts';
import { CONSENT_COOKIE } from '#domain/cookie-consent.ts';
import { SHOP_SETTINGS_MESSAGES } from '#domain/shop-settings.ts';
import { outboxMessages } from '#server/adapters/outbox.ts';
import { newCustomer, outboxFolder, useOwnClientAddress } from './support/accounts.ts';
import { expect, test } from './support/admin-test.ts';
import { waitForLiveFooter } from './support/footer.ts';
import { openHydrated } from './support/shopping.ts';

const footerCopy = strings.layout.footer;
const consentCopy = strings.layout.cookieConsent;
const gatewayUrl = process.env.E2E_GATEWAY_URL;

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

const analyticsCookies = async (page: Page) => (await page.context().cookies()).filter((cookie) => /^_ga/.test(cookie.name)).map((cookie) => cookie.name);
const consentChoice = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === CONSENT_COOKIE)?.value ?? null;

test.describe('cookie consent', () => {
  // The gateway server has a GA4 id configured (playwright.config.ts); the shop's has none.
  test.use({ baseURL: gatewayUrl ?? process.env.E2E_BASE_URL });

  test('loads no analytics script or cookie before Accept, loads them after, and Decline from the footer removes them', async ({ page }) => {
    test.skip(!gatewayUrl, 'needs the second server, which has analytics configured');
    const trackerRequests: string[] = [];
    // Google's script, stood in for: it sets the cookie the real one would.
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      trackerRequests.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: "document.cookie = '_ga=GA1.1.42.1700000000; path=/';" });
    });

    await openHydrated(page, '/');
    const banner = page.getByRole('region', { name: consentCopy.label });
    await expect(banner).toBeVisible();
    // Trackers would load when the browser is idle after the load event; give them that chance.
    await page.waitForTimeout(2500);
    expect(trackerRequests).toEqual([]);
    expect(await analyticsCookies(page)).toEqual([]);
    expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe('undefined');

    await banner.getByRole('button', { name: consentCopy.accept }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => trackerRequests.length, { timeout: 15_000 }).toBeGreaterThan(0);
    for (const url of trackerRequests) expect(url).toContain('id=G-E2ETEST000');
    await expect.poll(() => analyticsCookies(page)).toEqual(['_ga']);
    expect(await consentChoice(page)).toBe('accepted');

    // Remembered: the next page asks nothing; the footer's Cookie settings asks again.
    await openHydrated(page, '/shop');
    await expect(banner).toBeHidden();
    await waitForLiveFooter(page);
    await page.getByRole('contentinfo').getByRole('button', { name: footerCopy.cookieSettings }).click();
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(consentCopy.nowAccepted);
    await banner.getByRole('button', { name: consentCopy.decline }).click();
    expect(await consentChoice(page)).toBe('declined');
    await expect.poll(() => analyticsCookies(page)).toEqual([]);

    // Declined: a new page loads nothing.
    const before = trackerRequests.length;
    await openHydrated(page, '/');
    await page.waitForTimeout(2500);
    expect(trackerRequests.length).toBe(before);
    await expect(banner).toBeHidden();
  });
});

test('the footer names the trade licence and DBID once the owner sets them', async ({ page, ownerPage }) => {
  const stamp = String(Date.now()).slice(-6);
  const licence = `TRAD/DNCC/${stamp}/2026`;
  const dbid = `DBID-${stamp}`;
  await openHydrated(ownerPage, '/admin/settings');
  await ownerPage.getByLabel('Trade licence number').fill(licence);
  await ownerPage.getByLabel('DBID (Digital Business ID)').fill(dbid);
  await ownerPage.getByRole('button', { name: 'Save settings' }).click();
  await expect(ownerPage.getByText(SHOP_SETTINGS_MESSAGES.saved)).toBeVisible();

  await expect(async () => {
    await openHydrated(page, '/');
    await waitForLiveFooter(page);
    const identifiers = page.getByRole('contentinfo').getByRole('definition');
    await expect(identifiers.filter({ hasText: licence })).toBeVisible({ timeout: 2000 });
    await expect(identifiers.filter({ hasText: dbid })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(`${footerCopy.identifiers.trade_licence}:`)).toBeVisible();
  await expect(footer.getByText(`${footerCopy.identifiers.dbid}:`)).toBeVisible();
});

test('the terms read in Bengali, linked from the footer and from the English terms', async ({ page }) => {
  await openHydrated(page, '/terms');
  await page.getByRole('link', { name: 'এই শর্তাবলি বাংলায় পড়ুন' }).click();
  await expect(page).toHaveURL(/\/terms-bn$/);
  await expect(page.getByRole('heading', { level: 1, name: 'শর্তাবলি' })).toHaveAttribute('lang', 'bn');
  const content = page.getByTestId('info-page-content');
  await expect(content).toHaveAttribute('lang', 'bn');
  await expect(content).toContainText('ঢাকা শহরের ভেতরে ৫ দিনের মধ্যে');
  await expect(content).toContainText('৭২ ঘণ্টার মধ্যে');
  // The page's own words around its text are Bengali too, marked so: its side menu and its date.
  await expect(content.getByRole('navigation', { name: 'এই পাতায়' })).toHaveAttribute('lang', 'bn');
  await expect(content).not.toContainText(pagesStrings.info.toc);
  const updated = page.getByText(/^সর্বশেষ হালনাগাদ [০-৯]{1,2} \S+ [০-৯]{4}$/);
  await expect(page.locator('p', { has: updated })).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('navigation', { name: strings.common.breadcrumb }).getByText('শর্তাবলি')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('link', { name: 'Read these terms in English' })).toHaveAttribute('href', '/terms');

  await waitForLiveFooter(page);
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: footerCopy.policies.termsBengali });
  await expect(footerLink).toHaveAttribute('hreflang', 'bn');
  await expect(footerLink).toHaveAttribute('href', '/terms-bn');
});

test('a guest files a complaint from the footer and staff answer it by SMS within the desk', async ({ page, ownerPage }) => {
  const copy = complaintStrings;
  const guest = newCustomer('Complaining Guest');
  await openHydrated(page, '/');
  await waitForLiveFooter(page);
  await page.getByRole('contentinfo').getByRole('link', { name: footerCopy.policies.complaint }).click();
  await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();

  // Nothing filled: each box says what it needs, and nothing is filed.
  await page.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await expect(page.getByText('Tell us what went wrong.')).toBeVisible();

  const subject = `Charger missing ${guest.phone.slice(-4)}`;
  await page.getByLabel(copy.name).fill(guest.fullName);
  await page.getByLabel(copy.phone).fill(guest.phone);
  await page.getByLabel(copy.subject).fill(subject);
  await page.getByLabel(copy.message).fill('The laptop arrived without its charger.');
  await page.getByRole('button', { name: copy.submit }).click();
  const filed = page.getByTestId('complaint-reference');
  await expect(filed).toContainText(/CMP-\d{6}/);
  const reference = /CMP-\d{6}/.exec((await filed.textContent()) ?? '')?.[0] ?? '';

  await openHydrated(ownerPage, '/admin/complaints');
  const card = ownerPage.getByTestId('complaint').filter({ hasText: reference });
  await expect(card).toContainText(subject);
  await expect(card).toContainText('Answer by');
  await card.getByLabel('Reply to the customer').fill('Sorry: a courier brings the charger tomorrow.');
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(ownerPage.getByText('Reply sent to the customer.')).toBeVisible();
  await openHydrated(ownerPage, '/admin/complaints?queue=answered');
  await expect(ownerPage.getByTestId('complaint').filter({ hasText: reference })).toContainText('Answered');

  await expect
    .poll(
      () => outboxMessages(outboxFolder()).some((message) => message.to === guest.phone && message.text.includes('a courier brings the charger tomorrow')),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
});
