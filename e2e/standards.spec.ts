// Standards beside axe on every page type, at both widths (desktop and mobile projects): the W3C
// Nu Html Checker on the HTML the server sends and on the page once React has hydrated it, and
// HTML_CodeSniffer's WCAG2AA sniffs on the hydrated page. All documents of a run go through one
// start of the checker (Java's start-up is most of its cost), so each project is one test.
import { expect, type Page, test } from '@playwright/test';
import { accountStrings } from '#app/strings/account.ts';
import { openSettled } from './support/axe.ts';
import { waitForRouteModules } from './support/hydration.ts';
import { newCustomer, registerThroughApi, useOwnClientAddress } from './support/accounts.ts';
import { fixed, guestPages, type PageCase } from './support/page-types.ts';
import { cartItem, productWithStock, seedCart } from './support/shopping.ts';
import { type Finding, type HtmlDocument, htmlcsErrors, listFindings, vnuFindings } from './support/standards.ts';

// Thirty-odd pages, each loaded, hydrated and sniffed, then one vnu run: minutes on a busy two-core machine.
test.describe.configure({ timeout: 420_000 });

/** Pages a guest reaches beside those axe checks: the cart and checkout with something in the cart, and order tracking. */
const shoppingPages: PageCase[] = [
  { name: 'cart', path: fixed('/cart'), prepare: async (page) => seedCart(page, [cartItem(await productWithStock(page.request, 2), 1)]) },
  { name: 'checkout', path: fixed('/checkout'), prepare: async (page) => seedCart(page, [cartItem(await productWithStock(page.request, 2), 1)]) },
  { name: 'track order', path: fixed('/track-order') },
];

/** The dashboard's pages, opened by a signed-in customer. */
const dashboardPages: PageCase[] = [
  '/dashboard',
  '/dashboard/orders',
  '/dashboard/purchase-history',
  '/dashboard/refund-requests',
  '/dashboard/notifications',
  '/dashboard/profile',
].map((path) => ({
  name: `dashboard ${path}`,
  path: fixed(path),
}));

/** Waits, as openSettled does, until React has hydrated the page and its fonts are in. */
async function settle(page: Page): Promise<void> {
  await waitForRouteModules(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}

/** Signs a new customer in through the /login form, so the browser holds a session cookie. */
async function signIn(page: Page): Promise<void> {
  await useOwnClientAddress(page);
  const customer = newCustomer('Standards Tester');
  await registerThroughApi(page.request, customer);
  await openSettled(page, '/login?redirect=%2Fdashboard');
  const identifier = page.getByLabel(accountStrings.fields.identifier);
  await identifier.fill(customer.email);
  await page.getByLabel(accountStrings.fields.password, { exact: true }).fill(customer.password);
  await expect(identifier).toHaveValue(customer.email);
  await page.getByRole('button', { name: accountStrings.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('every page type passes the W3C HTML checker and HTML_CodeSniffer WCAG2AA', async ({ context }, testInfo) => {
  const documents: HtmlDocument[] = [];
  const htmlcs: Finding[] = [];

  const check = async (page: Page, pageCase: PageCase): Promise<void> => {
    await test.step(pageCase.name, async () => {
      const path = await pageCase.path(page.request);
      await pageCase.prepare?.(page);
      const response = await page.goto(path);
      if (!response) throw new Error(`no response for ${path}`);
      const served = await response.text();
      await settle(page);
      await pageCase.ready?.(page);
      const where = `${pageCase.name} (${path})`;
      documents.push({ name: `${where}, as served`, html: served }, { name: `${where}, hydrated`, html: await page.content() });
      htmlcs.push(...(await htmlcsErrors(page, where)));
    });
  };

  for (const pageCase of [...guestPages, ...shoppingPages]) {
    // A page of its own per case: what one case puts in storage must not reach the next.
    const page = await context.newPage();
    await check(page, pageCase);
    await page.close();
  }
  const page = await context.newPage();
  await signIn(page);
  for (const pageCase of dashboardPages) await check(page, pageCase);

  const vnu = await test.step(`W3C HTML checker on ${documents.length} documents`, () => vnuFindings(documents));
  const pages = documents.length / 2;
  testInfo.annotations.push({
    type: 'standards',
    description: `${pages} pages, ${documents.length} documents: vnu ${vnu.errors.length} errors, ${vnu.warnings.length} warnings; HTMLCS ${htmlcs.length} errors`,
  });
  console.log(
    `[${testInfo.project.name}] ${pages} pages, ${documents.length} documents: vnu ${vnu.errors.length} errors, ${vnu.warnings.length} warnings; HTMLCS ${htmlcs.length} errors`,
  );
  for (const line of listFindings(vnu.warnings)) console.log(`vnu warning: ${line}`);
  expect.soft(listFindings(vnu.errors), 'W3C Nu Html Checker errors').toEqual([]);
  expect(listFindings(htmlcs), 'HTML_CodeSniffer WCAG2AA errors').toEqual([]);
});
