// The back office's pages pass axe's WCAG 2.2 A/AA rules, as every storefront page type does.
import { expect, test } from './support/admin-test.ts';
import { expectNoAxeViolations, openSettled } from './support/axe.ts';
import { pageOfItsOwn } from './support/staff.ts';

test.describe.configure({ timeout: 90_000 });

const OWNER_PAGES = [
  { path: '/admin', heading: /./ },
  { path: '/admin/products', heading: 'Products' },
  { path: '/admin/products/new', heading: 'New product' },
  { path: '/admin/staff', heading: 'Staff' },
  ...['Categories', 'Brands', 'Banners', 'Navigation', 'Notifications'].map((heading) => ({ path: `/admin/${heading.toLowerCase()}`, heading })),
];

for (const { path, heading } of OWNER_PAGES) {
  test(`${path} has no axe violations for the owner`, async ({ ownerPage }) => {
    await openSettled(ownerPage, path);
    await expect(ownerPage).toHaveURL(new RegExp(`${path}$`));
    await expect(ownerPage.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(ownerPage, path);
  });
}

test('a product’s page in the back office has no axe violations for the owner', async ({ ownerPage }) => {
  await openSettled(ownerPage, '/admin/products');
  // The first product's own page, past the list's New product and Import CSV links.
  const hrefs = await ownerPage.locator('main a[href^="/admin/products/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const path = hrefs.find((href) => /^\/admin\/products\/\d+$/.test(href)) ?? '';
  expect(path).toMatch(/^\/admin\/products\/\d+$/);
  await openSettled(ownerPage, path);
  await expect(ownerPage.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  await expectNoAxeViolations(ownerPage, path);
});

test('/admin/sign-in has no axe violations, at either step', async ({ browser }, testInfo) => {
  const page = await pageOfItsOwn(browser, testInfo);
  await openSettled(page, '/admin/sign-in');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expectNoAxeViolations(page, '/admin/sign-in');
  // A wrong password's message is part of the page too.
  await page.getByLabel('Email', { exact: true }).fill('nobody@e2e.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page, '/admin/sign-in with a refusal');
  await page.context().close();
});
