import { expect, type Page, test } from '@playwright/test';
import { fill, strings } from '#app/strings/index.ts';
import { latestCode, newCustomer, registerThroughApi, useOwnClientAddress } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { accountStrings } from '#app/strings/account.ts';
import { waitForRouteModules } from './support/hydration.ts';

// Signing up, in and out, and back in after a password reset by code (issue 5).
// Each test gets a client address of its own, so the per-address limits never carry over.

const account = accountStrings;
const fields = account.fields;
const M = account.messages;

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForRouteModules(page);
}

async function expectPath(page: Page, pathAndSearch: string): Promise<void> {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    })
    .toBe(pathAndSearch);
}

/** The page's own fields, not the footer newsletter's "Email address". */
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

async function logIn(page: Page, identifier: string, password: string): Promise<void> {
  await field(page, fields.identifier).fill(identifier);
  await field(page, fields.password).fill(password);
  await page.getByRole('button', { name: account.login.submit, exact: true }).click();
}

function accountMenuButton(page: Page, fullName: string) {
  return page.getByRole('button', { name: fill(account.menu.label, { name: fullName }) });
}

async function logOutFromMenu(page: Page, fullName: string): Promise<void> {
  await accountMenuButton(page, fullName).click();
  await page.getByRole('menuitem', { name: account.menu.logout }).click();
  await expectPath(page, '/');
  await expect(accountMenuButton(page, fullName)).toHaveCount(0);
}

const storedCustomerId = (page: Page) => page.evaluate(() => window.localStorage.getItem('website_customer_id'));

test('register with email and phone, log out from the account menu, log in by phone, reset the password by a code from the outbox, log in with the new password', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = newCustomer('Tanvir Ahmed');

  await open(page, '/register');
  await field(page, fields.fullName).fill(customer.fullName);
  await field(page, fields.email).fill(customer.email);
  await field(page, fields.phone).fill(customer.phone);
  await field(page, fields.password).fill(customer.password);
  await field(page, fields.confirmPassword).fill(customer.password);
  await page.getByRole('button', { name: account.register.submit }).click();
  await expectPath(page, '/dashboard/profile');
  await expect(accountMenuButton(page, customer.fullName)).toBeVisible();
  // The customer id is kept in the browser; the session token is not (httpOnly cookie).
  await expect.poll(() => storedCustomerId(page)).toMatch(/^\d+$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  await accountMenuButton(page, customer.fullName).click();
  await expect(page.getByRole('menuitem', { name: account.menu.myOrders })).toHaveAttribute('href', '/dashboard/orders');
  await expect(page.getByRole('menuitem', { name: account.menu.myProfile })).toHaveAttribute('href', '/dashboard/profile');
  await expectNoAxeViolations(page, 'the open account menu');
  await page.keyboard.press('Escape');
  await logOutFromMenu(page, customer.fullName);
  await expect.poll(() => storedCustomerId(page)).toBeNull();

  await open(page, '/login');
  await logIn(page, `+88${customer.phone}`, customer.password);
  await expectPath(page, '/dashboard/profile');
  await logOutFromMenu(page, customer.fullName);

  await open(page, '/login');
  await page.getByRole('link', { name: account.login.forgotPassword }).click();
  await expectPath(page, '/forgot-password');
  // The address changes a moment before the new page is drawn; both pages have this field.
  await expect(page.getByRole('heading', { name: account.forgotPassword.steps.request.heading })).toBeVisible();
  const asked = new Date(Date.now() - 1000);
  await field(page, fields.identifier).fill(customer.phone);
  await page.getByRole('button', { name: account.forgotPassword.sendCode }).click();
  await expect(page.getByRole('heading', { name: account.forgotPassword.steps.verify.heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: M.otpSent })).toBeVisible();
  const code = await latestCode(customer.phone, asked);

  const codeBox = field(page, account.forgotPassword.otp);
  await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeBox).toHaveAttribute('inputmode', 'numeric');
  await codeBox.fill(code === '123456' ? '654321' : '123456');
  await page.getByRole('button', { name: account.forgotPassword.verify }).click();
  await expect(page.getByText(M.invalidOtp)).toBeVisible();
  await expect(codeBox).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'the code step with a wrong code');

  // The resend wait (60 s) answers a second request at once with its own message.
  await page.getByRole('button', { name: account.forgotPassword.resend }).click();
  await expect(page.getByRole('alert').filter({ hasText: M.otpResendTooSoon })).toBeVisible();

  await codeBox.fill(code);
  await page.getByRole('button', { name: account.forgotPassword.verify }).click();
  await expect(page.getByRole('heading', { name: account.forgotPassword.steps.reset.heading })).toBeVisible();
  const newPassword = `${customer.password}-new`;
  await field(page, fields.newPassword).fill(newPassword);
  await field(page, fields.confirmPassword).fill(newPassword);
  await page.getByRole('button', { name: account.forgotPassword.reset }).click();
  await expectPath(page, '/login?reset=1');
  await expect(page.getByRole('status').filter({ hasText: M.passwordReset })).toBeVisible();

  await logIn(page, customer.email, customer.password);
  await expect(page.getByRole('alert').filter({ hasText: M.invalidCredentials })).toBeVisible();
  await logIn(page, customer.email, newPassword);
  await expectPath(page, '/dashboard/profile');
  await expect(accountMenuButton(page, customer.fullName)).toBeVisible();
});

test("signing in and out in one tab is followed by the shop's other tabs at once", async ({ page }) => {
  test.setTimeout(90_000);
  const customer = newCustomer('Two Tabs');
  await registerThroughApi(page.request, customer);
  const other = await page.context().newPage();
  await open(other, '/');
  await expect(accountMenuButton(other, customer.fullName)).toHaveCount(0);

  await open(page, '/login');
  await logIn(page, customer.email, customer.password);
  await expectPath(page, '/dashboard/profile');
  // The other tab was never reloaded: it learns of the sign-in from this one.
  await expect(accountMenuButton(other, customer.fullName)).toBeVisible({ timeout: 10_000 });

  await open(other, '/dashboard/profile');
  // A slow phone connection: the logout request takes a second to reach the shop. Other tabs must
  // not look again before it has ended the session.
  await page.route(/\/logout(\.data)?(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await logOutFromMenu(page, customer.fullName);
  // The other tab's guard sends it to the login page, where no account menu shows.
  await expect(other).toHaveURL(/\/login(\?|$)/, { timeout: 10_000 });
  await expect(accountMenuButton(other, customer.fullName)).toHaveCount(0);
  await other.close();
});

test.describe('guards', () => {
  test('a guest asking for /dashboard/orders signs in at /login and lands on /dashboard/orders', async ({ page }) => {
    const customer = newCustomer();
    await registerThroughApi(page.request, customer);
    await open(page, '/dashboard/orders');
    await expectPath(page, `/login?redirect=${encodeURIComponent('/dashboard/orders')}`);
    await logIn(page, customer.email, customer.password);
    await expectPath(page, '/dashboard/orders');
  });

  test('guest-only pages send a signed-in customer to /dashboard/profile, or to the page they name', async ({ page }) => {
    const customer = newCustomer();
    await registerThroughApi(page.request, customer);
    await open(page, '/login');
    await logIn(page, customer.phone, customer.password);
    await expectPath(page, '/dashboard/profile');
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(path);
      await expectPath(page, '/dashboard/profile');
    }
    await page.goto(`/login?redirect=${encodeURIComponent('/dashboard/orders')}`);
    await expectPath(page, '/dashboard/orders');
    // Only paths of this site are followed.
    await page.goto(`/login?redirect=${encodeURIComponent('//example.com/steal')}`);
    await expectPath(page, '/dashboard/profile');
  });

  test('the social sign-up address page is for signed-in customers only', async ({ page }) => {
    await page.goto('/social-registration');
    await expectPath(page, `/login?redirect=${encodeURIComponent('/social-registration')}`);
  });

  test('a customer without an address or phone completes them at /social-registration, then no longer sees it', async ({ page }) => {
    // Signed up with an email only, the way a social sign-up arrives.
    const customer = { ...newCustomer('Imran Hossain'), phone: '' };
    const response = await page.request.post('/api/auth/register', {
      data: { full_name: customer.fullName, email: customer.email, password: customer.password, password_confirmation: customer.password },
    });
    expect(response.status()).toBe(201);
    await open(page, '/login');
    await logIn(page, customer.email, customer.password);
    await expectPath(page, '/dashboard/profile');

    await open(page, '/social-registration');
    const copy = account.socialRegistration;
    await page.getByRole('button', { name: copy.submit }).click();
    await expect(field(page, fields.phone)).toHaveAccessibleDescription(`${fields.phoneHint} ${M.phoneRequired}`);
    await expect(field(page, copy.address)).toHaveAccessibleDescription(`${copy.addressHint} ${M.addressRequired}`);
    await expect(field(page, copy.district)).toHaveAccessibleDescription(M.districtInvalid);

    await field(page, fields.phone).fill(newCustomer().phone);
    await field(page, copy.address).fill('House 12, Road 4, Nasirabad');
    await field(page, copy.division).selectOption('Chattogram');
    // The district list follows the division.
    await expect(field(page, copy.district).locator('option', { hasText: 'Gazipur' })).toHaveCount(0);
    await field(page, copy.district).selectOption("Cox's Bazar");
    await page.getByRole('button', { name: copy.submit }).click();
    await expectPath(page, '/dashboard/profile');
    await page.goto('/social-registration');
    await expectPath(page, '/dashboard/profile');
  });
});

test.describe('form errors', () => {
  // axe on a full page takes seconds on a busy two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('registration shows each field its first message, keeps what was typed but never the passwords, and reports a taken email', async ({ page }) => {
    const taken = newCustomer('Farhana Akter');
    await registerThroughApi(page.request, taken);
    await open(page, '/register');
    const name = field(page, fields.fullName);
    const email = field(page, fields.email);
    const password = field(page, fields.password);
    const confirmation = field(page, fields.confirmPassword);

    await name.fill('Farhana Akter');
    await password.fill('Lychee-Garden-42');
    await confirmation.fill('Lychee-Garden-43');
    await page.getByRole('button', { name: account.register.submit }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(M.emailOrPhoneRequired);
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveAccessibleDescription(M.passwordsDoNotMatch);
    await expect(email).toBeFocused();
    await expect(name).toHaveValue('Farhana Akter');
    await expect(password).toHaveValue('');
    await expect(confirmation).toHaveValue('');
    await expectNoAxeViolations(page, 'registration with field errors');

    await email.fill(taken.email.toUpperCase());
    await password.fill('Lychee-Garden-42');
    await confirmation.fill('Lychee-Garden-42');
    await page.getByRole('button', { name: account.register.submit }).click();
    await expect(email).toHaveAccessibleDescription(M.emailTaken);
    await expect(confirmation).not.toHaveAttribute('aria-invalid', 'true');
    await expectPath(page, '/register');
  });

  test('a wrong password says only that the credentials do not match, and keeps the identifier', async ({ page }) => {
    const customer = newCustomer();
    await registerThroughApi(page.request, customer);
    await open(page, '/login');
    await logIn(page, customer.email, 'Not-The-Password-1');
    await expect(page.getByRole('alert')).toHaveText(M.invalidCredentials);
    await expect(field(page, fields.identifier)).toHaveValue(customer.email);
    await expect(field(page, fields.password)).toHaveValue('');
    // An unknown account gets the very same answer.
    await logIn(page, newCustomer().email, 'Not-The-Password-1');
    await expect(page.getByRole('alert')).toHaveText(M.invalidCredentials);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form works, errors included, and the header offers a plain Logout', async ({ page, isMobile }) => {
    const customer = newCustomer('Sadia Rahman');
    await registerThroughApi(page.request, customer);
    await page.goto('/login?redirect=%2Fdashboard%2Forders');
    await logIn(page, customer.phone, 'Wrong-Password-9');
    await expect(page.getByText(M.invalidCredentials)).toBeVisible();
    await expect(field(page, fields.identifier)).toHaveValue(customer.phone);
    await logIn(page, customer.phone, customer.password);
    await expectPath(page, '/dashboard/orders');
    test.skip(isMobile, 'the no-script Logout button is in the desktop header');
    await page.getByRole('button', { name: account.menu.logout }).click();
    await expectPath(page, '/');
    await expect(page.getByRole('link', { name: strings.layout.header.login, exact: true })).toBeVisible();
  });
});

test.describe('social sign-in', () => {
  test('shows no Google or Facebook button and loads none of their scripts when their ids are not configured', async ({ page }) => {
    const providerRequests: string[] = [];
    page.on('request', (request) => {
      if (/google\.com|facebook\.(com|net)|gstatic\.com/.test(new URL(request.url()).hostname)) providerRequests.push(request.url());
    });
    for (const path of ['/login', '/register']) {
      await open(page, path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('button', { name: account.social.google })).toHaveCount(0);
      await expect(page.getByRole('link', { name: account.social.facebook })).toHaveCount(0);
    }
    expect(providerRequests).toEqual([]);
  });

  test('a return to /auth/callback without a valid token says Facebook sign-in failed', async ({ page }) => {
    await open(page, '/auth/callback#access_token=planted&state=not-ours');
    await expect(page.getByRole('alert')).toHaveText(M.facebookFailed);
    // The token never stays in the address bar.
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('link', { name: account.social.tryAgain }).click();
    await expectPath(page, '/login');
  });
});
