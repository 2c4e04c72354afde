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
  // A missing button or a button that opens nothing is a broken quick view: fail, never skip.
  const cartButton = card.getByRole('button', { name: strings.product.card.cartButton, exact: true });
  await expect(cartButton, "the hybrid product's card has a cart button that opens the quick view").toBeVisible();
  await cartButton.click();
  await expect(page.getByRole('dialog'), 'the cart button of a product with options opens the quick-view dialog').toBeVisible({
    timeout: 5_000,
  });
  // Let the opening transition finish, so colours are measured at full opacity.
  await page.waitForTimeout(400);
  await expectNoAxeViolations(page, 'the quick-view modal');
});

test('no WCAG 2.2 A/AA violations: mobile drawer open', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the drawer is the mobile menu');
  await openSettled(page, '/');
  const menuButton = page.getByRole('button', { name: strings.layout.header.openMenu });
  // A missing menu button or a drawer that does not open is a broken mobile menu: fail, never skip.
  await expect(menuButton, 'the phone header has a menu button').toBeVisible();
  await menuButton.click();
  await expect(page.getByRole('dialog', { name: strings.layout.drawer.title }), 'the menu button opens the drawer').toBeVisible();
  await page.waitForTimeout(400);
  await expectNoAxeViolations(page, 'the open mobile drawer');
});
