import { expect, type Page, test } from '@playwright/test';
import { strings } from '#app/strings/index.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { waitForLiveFooter } from './support/footer.ts';
import { waitForRouteModules } from './support/hydration.ts';

// The frame around every page: header menus, mobile drawer, bottom navigation, footer newsletter,
// WhatsApp chat and scrolling between pages.

const layout = strings.layout;

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForRouteModules(page);
  await page.waitForLoadState('networkidle');
}

/** Client-side navigation, as a link click would do it, for URLs no link on the page points to. */
async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate(
    (target) => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate(target),
    to,
  );
}

async function topCategories(page: Page): Promise<{ name: string; children: { name: string }[] }[]> {
  const response = await page.request.get('/api/navigation/header');
  return ((await response.json()) as { data: { mega_menu: { name: string; children: { name: string }[] }[] } }).data.mega_menu;
}

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'the mega menu and top strip are desktop only');

  test('the mega menu shows the hovered category, ends with See All Categories and closes on Escape', async ({ page }) => {
    const [first, second] = await topCategories(page);
    if (!first || !second) throw new Error('the shop needs two top categories');
    await open(page, '/');
    const button = page.getByRole('button', { name: layout.megaMenu.button });
    const menu = page.getByRole('region', { name: layout.megaMenu.label });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: second.name, exact: true }).hover();
    const secondChild = second.children[0]?.name ?? '';
    const firstOnlyChild = first.children.find((child) => !second.children.some((other) => other.name === child.name))?.name ?? '';
    await expect(menu.getByRole('list', { name: `In ${second.name}` }).getByRole('link', { name: secondChild, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: firstOnlyChild, exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: layout.megaMenu.seeAll })).toHaveAttribute('href', '/categories');

    await menu.getByRole('link', { name: second.name, exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the mega menu works from the keyboard and closes on an outside click and after the pointer leaves', async ({ page }) => {
    await open(page, '/');
    const button = page.getByRole('button', { name: layout.megaMenu.button });
    const menu = page.getByRole('region', { name: layout.megaMenu.label });

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    const firstCategory = menu.locator('[data-top-category]').first();
    await expect(firstCategory).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.locator('[data-top-category]').nth(1)).toBeFocused();

    await page.mouse.click(1300, 700);
    await expect(menu).toBeHidden();

    // Hovering opens it; leaving closes it after the short desktop delay.
    await button.hover();
    await expect(menu).toBeVisible();
    await page.mouse.move(1300, 800);
    await expect(menu).toBeHidden();
  });

  test('only one header menu is open at a time', async ({ page }) => {
    await open(page, '/');
    const megaButton = page.getByRole('button', { name: layout.megaMenu.button });
    await megaButton.click();
    await expect(megaButton).toHaveAttribute('aria-expanded', 'true');

    // The same page narrowed to a phone: opening the drawer shuts the mega menu.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: layout.header.openMenu }).click();
    await expect(page.getByRole('dialog', { name: layout.drawer.title })).toBeVisible();
    await expect(page.getByRole('button', { name: layout.megaMenu.button, includeHidden: true })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the open mega menu has no WCAG 2.2 A/AA violations', async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, '/');
    await page.getByRole('button', { name: layout.megaMenu.button }).click();
    await expect(page.getByRole('region', { name: layout.megaMenu.label })).toBeVisible();
    // Let the fade-in finish so colours are measured at full opacity.
    await page.waitForTimeout(400);
    await expectNoAxeViolations(page, 'the open mega menu');
  });

  test('the top strip links to order tracking, the phone and the wishlist', async ({ page }) => {
    await open(page, '/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: layout.topStrip.trackOrder })).toHaveAttribute('href', '/track-order');
    await expect(header.getByRole('link', { name: /^Call us:/ })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(header.getByRole('link', { name: 'Wishlist (0)' })).toHaveAttribute('href', '/wishlist');
    await expect(header.getByRole('link', { name: layout.header.login, exact: true })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: layout.header.register, exact: true })).toHaveAttribute('href', '/register');
  });
});

test.describe('mobile drawer', () => {
  test.skip(({ isMobile }) => !isMobile, 'the drawer is the phone menu');

  async function openDrawer(page: Page) {
    await page.getByRole('button', { name: layout.header.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: layout.drawer.title });
    await expect(drawer).toBeVisible();
    return drawer;
  }

  const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

  test('opens with navigation and expandable categories, locks the page scroll and restores it on Escape', async ({ page }) => {
    const [first] = await topCategories(page);
    if (!first?.children[0]) throw new Error('the shop needs a top category with subcategories');
    await open(page, '/');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);

    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('navigation', { name: layout.drawer.navigation }).getByRole('link', { name: 'Shop' })).toBeVisible();
    expect(await bodyOverflow(page)).toBe('hidden');
    const width = await drawer.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(320);

    const child = drawer.getByRole('link', { name: first.children[0].name, exact: true });
    await expect(child).toBeHidden();
    await drawer.getByRole('button', { name: `Show ${first.name} subcategories` }).click();
    await expect(child).toBeVisible();
    await expect(drawer.getByRole('button', { name: `Hide ${first.name} subcategories` })).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await expect(page.getByRole('button', { name: layout.header.openMenu })).toBeFocused();
  });

  test('closes on an outside press and on choosing a link', async ({ page }) => {
    await open(page, '/');
    let drawer = await openDrawer(page);
    // The dimmed page to the right of the drawer.
    await page.mouse.click(370, 400);
    await expect(drawer).toBeHidden();

    drawer = await openDrawer(page);
    await drawer.getByRole('navigation', { name: layout.drawer.navigation }).getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(drawer).toBeHidden();
  });

  test('has a scroll-to-top button for a long category list', async ({ page }) => {
    await open(page, '/');
    const drawer = await openDrawer(page);
    const scroller = drawer.locator('.overflow-y-auto');
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await drawer.getByRole('button', { name: layout.drawer.scrollToTop }).click();
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBe(0);
  });

  test('the search toggle shows and hides the search box', async ({ page }) => {
    await open(page, '/');
    const search = page.getByRole('search');
    await expect(search).toBeHidden();
    await page.getByRole('button', { name: layout.header.showSearch }).click();
    await expect(search).toBeVisible();
    await page.getByRole('button', { name: layout.header.hideSearch }).click();
    await expect(search).toBeHidden();
  });
});

test.describe('mobile bottom navigation', () => {
  test.skip(({ isMobile }) => !isMobile, 'the bottom navigation shows below md only');

  test('has five tabs, marks the current one and caps the cart badge at 99+ across reloads', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: layout.bottomNav.label });
    const tabs = nav.getByRole('link');
    await expect(tabs).toHaveCount(5);
    await expect(tabs).toHaveText([layout.bottomNav.home, layout.bottomNav.categories, layout.bottomNav.shop, layout.bottomNav.cart, layout.bottomNav.account]);
    await expect(nav.getByRole('link', { name: layout.bottomNav.home })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: layout.bottomNav.account })).toHaveAttribute('href', '/login');
    const cart = nav.getByRole('link', { name: /Cart/ });
    await expect(cart).toHaveText(layout.bottomNav.cart);

    // 120 units in the guest cart: six products at the most one order takes of each (20).
    await page.evaluate(() => {
      const lines = [1, 2, 3, 4, 5, 6].map((id) => ({
        key: String(id),
        id,
        productId: id,
        slug: `p-${id}`,
        name: `P${id}`,
        price: 100,
        originalPrice: 100,
        image: '',
        quantity: 20,
        sku: `S${id}`,
        stock: true,
        brand: null,
        category: null,
        options: null,
        lastUpdated: new Date().toISOString(),
      }));
      localStorage.setItem('cart-storage', JSON.stringify({ state: { items: lines }, version: 1 }));
    });
    await page.reload();
    await expect(cart).toContainText('99+');
    await page.reload();
    await expect(cart).toContainText('99+');

    await nav.getByRole('link', { name: layout.bottomNav.shop }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(nav.getByRole('link', { name: layout.bottomNav.shop })).toHaveAttribute('aria-current', 'page');
    // The page's end is not hidden behind the fixed bar.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByText(/© \d{4}/)).toBeInViewport();
  });
});

test.describe('footer', () => {
  test('the newsletter rejects an invalid email without sending anything', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/newsletter/')) sent.push(request.url());
    });
    await open(page, '/');
    await waitForLiveFooter(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel(layout.newsletter.emailLabel).fill('abc');
    await footer.getByRole('button', { name: layout.newsletter.subscribe, exact: true }).last().click();
    await expect(footer.getByRole('status')).toHaveText(layout.newsletter.invalidEmail);
    await expect(footer.getByLabel(layout.newsletter.emailLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  test('the newsletter reports the server’s answers and clears the email on success', async ({ page }) => {
    const bodies: unknown[] = [];
    let status = 409;
    await page.route('**/api/newsletter/**', async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message: status === 200 ? 'ok' : 'taken' }) });
    });
    await open(page, '/');
    await waitForLiveFooter(page);
    const footer = page.getByRole('contentinfo');
    const email = footer.getByLabel(layout.newsletter.emailLabel);
    const submit = footer.locator('form').getByRole('button');

    await email.fill('rahim@example.com');
    await submit.click();
    await expect(footer.getByRole('status')).toHaveText(layout.newsletter.alreadySubscribed);
    expect(bodies[0]).toMatchObject({
      email: 'rahim@example.com',
      source: 'footer',
      preferences: { special_offers: true, coupons: true, product_updates: true, new_arrivals: true },
    });

    status = 200;
    await footer.getByRole('group', { name: layout.newsletter.modeLabel }).getByRole('button', { name: layout.newsletter.unsubscribe }).click();
    await submit.click();
    await expect(footer.getByRole('status')).toHaveText(layout.newsletter.unsubscribed);
    await expect(email).toHaveValue('');
    expect(bodies[1]).toMatchObject({ email: 'rahim@example.com' });
  });

  test('shows the server sections, policy and social links and the copyright line', async ({ page }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    const policies = footer.getByRole('navigation', { name: layout.footer.policiesLabel });
    for (const [name, href] of [
      ['About Us', '/about-us'],
      ['Terms & Conditions', '/terms'],
      ['Return Policy', '/return-policy'],
      ['Warranty Policy', '/warranty-policy'],
      ['Privacy Policy', '/privacy-policy'],
    ] as const) {
      await expect(policies.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const network of ['Facebook', 'Instagram', 'YouTube']) {
      await expect(footer.getByRole('link', { name: new RegExp(`on ${network}$`) })).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeVisible();
    await expect(footer.getByRole('link', { name: layout.footer.whatsapp })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  });

  test('is whole before its code loads, survives in-app navigation, and goes live when scrolled near', async ({ page }) => {
    const footerCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/Footer-[\w-]+\.js$/.test(request.url())) footerCode.push(request.url());
    });
    await open(page, '/shop');
    const footer = page.getByRole('contentinfo');
    const island = page.locator('[data-island="footer"]');
    await expect(island).toHaveAttribute('data-island-state', 'static');
    await expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeAttached();
    expect(footerCode).toEqual([]);

    await navigateInApp(page, '/offers');
    // The new page is in place (and scrolled to its top) before the test scrolls it.
    await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    await expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeAttached();

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(island).toHaveAttribute('data-island-state', 'live');
    expect(footerCode).toHaveLength(1);
    await expect(footer.getByRole('navigation', { name: layout.footer.policiesLabel }).getByRole('link', { name: 'About Us' })).toBeVisible();
  });
});

test.describe('WhatsApp chat', () => {
  test('Start Chat opens WhatsApp with the shop number and the message', async ({ page, context }) => {
    test.setTimeout(90_000);
    const settings = ((await (await page.request.get('/api/settings')).json()) as { data: { whatsapp_number: string } }).data;
    const digits = settings.whatsapp_number.replace(/\D/g, '');
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    await open(page, '/');
    await page.getByRole('button', { name: layout.chat.open }).click();
    const widget = page.getByRole('dialog', { name: layout.chat.title });
    await expect(widget).toBeVisible();
    const message = widget.getByLabel(layout.chat.messageLabel);
    await expect(message).toBeFocused();
    await expect(message).toHaveAttribute('placeholder', layout.chat.placeholder);
    await message.fill('Is the MacBook Air in stock?');
    const expected = `https://wa.me/${digits}?text=${encodeURIComponent('Is the MacBook Air in stock?')}`;
    const start = widget.getByRole('link', { name: layout.chat.start });
    await expect(start).toHaveAttribute('href', expected);
    const [popup] = await Promise.all([page.waitForEvent('popup'), start.click()]);
    expect(popup.url()).toBe(expected);

    await page.waitForTimeout(400);
    await expectNoAxeViolations(page, 'the open chat widget');

    await page.keyboard.press('Escape');
    await expect(widget).toBeHidden();
    await expect(page.getByRole('button', { name: layout.chat.open })).toBeFocused();
  });
});

test.describe('scrolling between pages', () => {
  test('a new page starts at the top', async ({ page }) => {
    await open(page, '/shop');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await waitForLiveFooter(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a URL with a hash scrolls to that element', async ({ page }) => {
    await open(page, '/shop');
    const target = page.getByRole('heading', { name: /^About / });
    await expect(target).not.toBeInViewport();
    await navigateInApp(page, '/faqs#footer-about');
    await expect(page).toHaveURL(/\/faqs#footer-about$/);
    await expect(target).toBeInViewport();
  });

  test('the skip link moves focus to the main content', async ({ page, isMobile }) => {
    test.skip(isMobile, 'keyboard navigation');
    await open(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: layout.skipToContent });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});
