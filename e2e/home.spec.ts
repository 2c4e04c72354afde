import { expect, test } from '@playwright/test';

test('the home page shows real products and hydrates without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  const apiProducts = await (await page.request.get('/api/typesense/popular-products?limit=3')).json();
  const firstName: string = apiProducts.data[0].name;

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Popular Products' })).toBeVisible();
  await expect(page.getByRole('link', { name: firstName }).first()).toBeVisible();
  await expect(page.locator('article').first()).toContainText('৳');
  // React has taken over the server-rendered page.
  await page.waitForFunction(
    () =>
      document.querySelector('script[type="module"]') !== null && (window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
  );
  const images = page.locator('article img');
  await expect(images.first()).toHaveJSProperty('complete', true);
  expect(await images.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('the taka sign of the first price is drawn with a font that has it', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'article .text-brand-700' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  // Debian's system fonts lack ৳: without the Bengali web font the sign is an empty box.
  expect(fonts.map((font) => font.familyName).join(', ')).toMatch(/Noto Sans Bengali/);
});
