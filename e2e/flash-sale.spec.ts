// The flash sale page (issue 22): a countdown the server renders and the browser ticks, the sale's
// own prices on its cards and product pages, and the ended state once the countdown runs out.
import { expect, type Route, test } from '@playwright/test';
import { formatTaka } from '#domain/money.ts';
import { waitUntilHydrated } from './support/hydration.ts';

interface FlashProduct {
  id: number;
  name: string;
  slug: string;
  price: number;
  retail_price: number;
  flash_sale_ends_at: string | null;
}

interface FlashSaleJson {
  now: string;
  running: { ends_at: string; products: FlashProduct[] } | null;
}

const COUNTDOWN = /^(\d+ days? )?\d\d:\d\d:\d\d$/;

test('the demo sale counts down from the server and ticks in the browser, at its own prices', async ({ page, request }) => {
  const sale = ((await (await request.get('/api/flash-sale')).json()) as { data: FlashSaleJson }).data;
  expect(sale.running, 'the demo shop seeds a running flash sale').not.toBeNull();
  const product = sale.running!.products[0]!;
  expect(product.price).toBeLessThan(product.retail_price);

  // Rendered on the server: the HTML already holds the time left, and no copy of it may be kept.
  const html = await request.get('/flash-sale');
  expect(html.headers()['cache-control']).toBe('no-store');
  expect(await html.text()).toMatch(/data-testid="flash-time-left"[^>]*>(\d+ days? )?\d\d:\d\d:\d\d</);

  await page.goto('/flash-sale');
  const clock = page.getByTestId('flash-time-left');
  await expect(clock).toHaveText(COUNTDOWN);
  await waitUntilHydrated(page.getByTestId('flash-countdown'));
  const first = await clock.textContent();
  await expect.poll(() => clock.textContent(), { timeout: 5_000 }).not.toBe(first);
  await expect(page.getByText(/^Ends \d+ \w+ \d{4}, .+, Dhaka time$/)).toBeVisible();

  const card = page.getByRole('article').filter({ hasText: product.name });
  await expect(card).toContainText(formatTaka(product.price));

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByTestId('flash-sale-until')).toContainText('Flash sale price until');
  await expect(page.getByRole('main')).toContainText(formatTaka(product.price));
});

test('when the countdown reaches zero the page says the sale ended and asks the server again', async ({ page }) => {
  await page.clock.install({ time: new Date() });
  // Hold the page's fresh data, so the ended state can be seen before the server's answer arrives.
  let held: Route | null = null;
  await page.route('**/flash-sale.data*', (route) => {
    held = route;
  });
  await page.goto('/flash-sale');
  await waitUntilHydrated(page.getByTestId('flash-countdown'));
  await expect(page.getByRole('article').first()).toBeVisible();

  // Past the demo sale's seven days.
  await page.clock.fastForward(170 * 3_600_000);
  const ended = page.getByTestId('flash-sale-ended');
  await expect(ended).toContainText('This flash sale has ended. Prices are back to normal.');
  await expect(ended).toContainText(/It ended \d+ \w+ \d{4}, .+, Dhaka time\./);
  await expect(page.getByTestId('flash-countdown')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect.poll(() => held !== null, { message: 'the page asks the server for the prices now' }).toBe(true);
  await (held as Route | null)?.continue();
});
