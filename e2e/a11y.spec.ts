// axe WCAG 2.2 A/AA on every page type of the storefront, at both widths (desktop and mobile
// projects), plus the two overlays shoppers open most: the quick-view modal and the mobile drawer.
import { expect, test } from '@playwright/test';
import { strings } from '#app/strings/index.ts';
import { expectNoAxeViolations, openSettled } from './support/axe.ts';
import { hybridProduct } from './support/catalog.ts';
import { guestPages as pages } from './support/page-types.ts';

// axe on a full listing takes seconds on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

for (const pageCase of pages) {
  test(`no WCAG 2.2 A/AA violations: ${pageCase.name}`, async ({ page }) => {
    const path = await pageCase.path(page.request);
    await pageCase.prepare?.(page);
    await openSettled(page, path);
    await pageCase.ready?.(page);
    await expectNoAxeViolations(page, `${pageCase.name} (${path})`);
  });
}

test('no WCAG 2.2 A/AA violations: quick-view modal open on a listing', async ({ page }) => {
  const product = await hybridProduct(page.request);
  await openSettled(page, `/search?q=${encodeURIComponent(product.name)}`);
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('link', { name: product.name }) })
    .first();
  const cartButton = card.getByRole('button', { name: strings.product.card.cartButton, exact: true });
  if ((await cartButton.count()) === 0) test.fixme(true, 'the product card has no cart button yet, so the quick-view modal cannot be opened');
  await cartButton.click();
  const dialog = page.getByRole('dialog');
  const opened = await dialog.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!opened) test.fixme(true, "the quick-view modal is not built yet: a hybrid product's cart button opened no dialog");
  // Let the opening transition finish, so colours are measured at full opacity.
  await page.waitForTimeout(400);
  await expectNoAxeViolations(page, 'the quick-view modal');
});

test('no WCAG 2.2 A/AA violations: mobile drawer open', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the drawer is the mobile menu');
  await openSettled(page, '/');
  const menuButton = page.getByRole('button', { name: strings.layout.header.openMenu });
  if ((await menuButton.count()) === 0) test.fixme(true, 'the header has no menu button yet, so the mobile drawer cannot be opened');
  await menuButton.click();
  await expect(page.getByRole('dialog', { name: strings.layout.drawer.title })).toBeVisible();
  await page.waitForTimeout(400);
  await expectNoAxeViolations(page, 'the open mobile drawer');
});
