// Customers for the sign-in journeys: unique details per test, sign-up through the API, the local
// outbox the server writes password reset codes to, and a per-test client address so the
// per-address limits (sign-ups, sign-ins, codes) of one test never reach the next.
import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { outboxDir, outboxMessages } from '#server/adapters/outbox.ts';
import { accountStrings } from '#app/strings/account.ts';
import { waitForRouteModules } from './hydration.ts';

export interface TestCustomer {
  fullName: string;
  email: string;
  /** 11 digits, 01[3-9]…, as the shop stores it. */
  phone: string;
  password: string;
}

/** Details no earlier run is likely to have used (the shop's database may outlive a run): 8 random digits. */
export function newCustomer(name = 'Nusrat Jahan'): TestCustomer {
  const stamp = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return { fullName: name, email: `e2e.${stamp}@example.com`, phone: `019${stamp}`, password: `Mango-River-${stamp}` };
}

/** Gives this page's browser context an address of its own (the server trusts X-Forwarded-For). */
export async function useOwnClientAddress(page: Page): Promise<string> {
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/** Creates the account through the JSON API; the browser stays signed out (the API answers with a bearer token, no cookie). */
export async function registerThroughApi(request: APIRequestContext, customer: TestCustomer): Promise<number> {
  const response = await request.post('/api/auth/register', {
    data: { full_name: customer.fullName, email: customer.email, phone: customer.phone, password: customer.password, password_confirmation: customer.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { customer: { id: number } } };
  return body.data.customer.id;
}

/**
 * The outbox of a server under test: the shop's, or the payment journeys' gateway server's, which
 * playwright.config.ts starts on `<E2E_DATA_DIR>-gateway`.
 */
export function outboxFolder(server: 'shop' | 'gateway' = 'shop'): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: pass the DATA_DIR of the server under test to read its outbox');
  return outboxDir(server === 'gateway' ? `${dataDir}-gateway` : dataDir);
}

/** The 6-digit code in the newest outbox message to `to` written after `since` (and matching `about`); waits for it to arrive. */
export async function latestCode(to: string, since: Date, options: { about?: RegExp; folder?: string } = {}): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      () => {
        const messages = outboxMessages(options.folder ?? outboxFolder()).filter(
          (message) => message.to === to && new Date(message.created_at) >= since && (!options.about || options.about.test(message.text)),
        );
        code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1] ?? null;
        return code;
      },
      { message: `a reset code for ${to} in the outbox`, timeout: 10_000 },
    )
    .not.toBeNull();
  return code ?? '';
}

/** Signs the browser in through the /login form (the page keeps the session in its cookie) and waits for `landing`. */
export async function signInThroughForm(page: Page, customer: TestCustomer, landing = '/dashboard/profile'): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(landing)}`);
  await waitForRouteModules(page);
  const main = page.getByRole('main');
  const identifier = main.getByLabel(accountStrings.fields.identifier, { exact: true });
  await identifier.fill(customer.email);
  await main.getByLabel(accountStrings.fields.password, { exact: true }).fill(customer.password);
  await expect(identifier).toHaveValue(customer.email);
  await page.getByRole('button', { name: accountStrings.login.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${landing.replace(/[/]/g, '\\/')}$`));
}
