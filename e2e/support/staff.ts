// Back-office staff for the admin journeys: setting up an account through its one-time link, and
// signing in with password and authenticator code as a person with the app would. The owner made on
// the command line before the shop started (playwright.config.ts) is set up once per data folder;
// its password, secret and recovery codes are kept there so every spec file and worker can sign in.
import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, type BrowserContextOptions, expect, type Page, type TestInfo } from '@playwright/test';
import { STAFF_ROLE_LABELS, type StaffRole } from '#domain/staff.ts';
import { totpCode } from '#server/modules/staff/totp.ts';
import { useOwnClientAddress } from './accounts.ts';
import { OWNER_LINK_FILE } from './owner-link.ts';
import { openHydrated } from './shopping.ts';

export interface StaffAccount {
  name: string;
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
}

/** The authenticator's period: a new code every 30 seconds. */
const PERIOD_MS = 30_000;
const OWNER_FILE = 'e2e-owner.json';
const OWNER_SETUP_LOCK = 'e2e-owner.lock';
/** Codes and recovery codes each account has spent, one empty file per code, shared by every worker. */
const SPENT_CODES = 'e2e-staff-codes';

function dataDir(): string {
  const folder = process.env.E2E_DATA_DIR;
  if (!folder) throw new Error('E2E_DATA_DIR is not set: pass the DATA_DIR of the server under test, where its first owner’s link is');
  return folder;
}

/**
 * The path of a one-time setup link. Only the path: the link starts with the shop's PUBLIC_URL,
 * which the server under test may not have (then it names localhost:3000).
 */
function setupPathIn(text: string): string {
  const found = /\/admin\/setup\/[A-Za-z0-9_-]+/.exec(text);
  if (!found) throw new Error(`no setup link in: ${text}`);
  return found[0];
}

/** Details no other test uses: 8 random digits. */
export function newStaffDetails(role: StaffRole): { name: string; email: string; role: StaffRole } {
  const stamp = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return { name: `${STAFF_ROLE_LABELS[role]} ${stamp}`, email: `staff.${stamp}@e2e.test`, role };
}

/** Takes `name` for good if no worker took it before; an exclusive create is the lock. */
function claim(folder: string, name: string): boolean {
  try {
    writeFileSync(path.join(folder, name), '', { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A second factor the server has not seen for this account. It takes each app code once and only
 * a later one after it, from the step before now to the step after, so two sign-ins fit in one
 * step; a third in the same step spends a recovery code rather than waiting out the 30 seconds.
 */
async function unusedCode(account: Pick<StaffAccount, 'email' | 'secret' | 'recoveryCodes'>): Promise<string> {
  const folder = path.join(dataDir(), SPENT_CODES, account.email);
  mkdirSync(folder, { recursive: true });
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / PERIOD_MS);
    const spent = readdirSync(folder)
      .filter((name) => name.startsWith('step-'))
      .map((name) => Number(name.slice('step-'.length)));
    const last = Math.max(-1, ...spent);
    for (const step of [current, current + 1]) {
      if (step > last && claim(folder, `step-${step}`)) return totpCode(account.secret, step * PERIOD_MS);
    }
    const recovery = account.recoveryCodes.find((_code, index) => claim(folder, `recovery-${index}`));
    if (recovery) return recovery;
    await sleep((current + 1) * PERIOD_MS - now + 200);
  }
}

/**
 * Goes through the one-time link: chooses the password, adds the account to the "app" from the
 * key the page shows, keeps the recovery codes and continues into the back office, signed in.
 */
export async function completeSetup(page: Page, setupPath: string, person: { name: string; email: string }): Promise<StaffAccount> {
  const password = `Lalbagh-Fort-${randomInt(0, 100_000_000)}`;
  await page.goto(setupPath);
  await expect(page.getByRole('heading', { name: `Welcome, ${person.name}` })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm the password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();

  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const account = { name: person.name, email: person.email, password, secret, recoveryCodes: [] };
  await page.getByLabel('Code from the app', { exact: true }).fill(await unusedCode(account));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes.first()).toBeVisible();
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  await page.getByRole('link', { name: 'I saved them, continue' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return { ...account, recoveryCodes };
}

/** Both sign-in steps at /admin/sign-in (or the page `from` that sent the browser there); waits to leave the sign-in. */
export async function signInAsStaff(page: Page, account: StaffAccount, from = '/admin/sign-in'): Promise<void> {
  await page.goto(from);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(await unusedCode(account));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/admin\/sign-in/);
}

/**
 * A page in a browser context of its own, with the test's viewport and device and its own client
 * address: one per person in a journey (owner, editor, shopper), each with their own cookies.
 */
export async function pageOfItsOwn(browser: Browser, testInfo: Pick<TestInfo, 'project'>, storageState?: BrowserContextOptions['storageState']): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    ...(viewport !== undefined ? { viewport } : {}),
    ...(userAgent !== undefined ? { userAgent } : {}),
    ...(deviceScaleFactor !== undefined ? { deviceScaleFactor } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...(baseURL !== undefined ? { baseURL } : {}),
    ...(storageState !== undefined ? { storageState } : {}),
  });
  const page = await context.newPage();
  await useOwnClientAddress(page);
  return page;
}

/**
 * The owner the command line made, set up through its link by the first worker to need it; the
 * others wait for its details. The link works once, so this happens once per data folder: the
 * shop's, or `folder` (the gateway server's, with `testInfo` pointing at that server).
 */
export async function commandLineOwner(browser: Browser, testInfo: Pick<TestInfo, 'project'>, folder = dataDir()): Promise<StaffAccount> {
  const saved = path.join(folder, OWNER_FILE);
  if (!existsSync(saved)) {
    let mine = false;
    try {
      mkdirSync(path.join(folder, OWNER_SETUP_LOCK));
      mine = true;
    } catch {
      // Another worker is setting the owner up.
    }
    if (mine) {
      const printed = readFileSync(path.join(folder, OWNER_LINK_FILE), 'utf8');
      const named = /^(.+) <([^>]+)> added as owner\./m.exec(printed);
      if (!named?.[1] || !named[2]) throw new Error(`${OWNER_LINK_FILE} does not hold staff add's output: ${printed}`);
      const page = await pageOfItsOwn(browser, testInfo);
      const owner = await completeSetup(page, setupPathIn(printed), { name: named[1], email: named[2] });
      await page.context().close();
      writeFileSync(`${saved}.partial`, JSON.stringify(owner));
      renameSync(`${saved}.partial`, saved);
    } else {
      await expect.poll(() => existsSync(saved), { message: 'the owner set up by another worker', timeout: 60_000 }).toBe(true);
    }
  }
  return JSON.parse(readFileSync(saved, 'utf8')) as StaffAccount;
}

/** Invites a staff member at /admin/staff as `owner` and answers the path of their one-time link. */
export async function inviteAtStaffPage(owner: Page, person: { name: string; email: string; role: StaffRole }): Promise<string> {
  // Hydrated first: a click that lands while React takes the page over can be lost (seen in a busy CI run).
  await openHydrated(owner, '/admin/staff');
  const invite = owner.getByRole('region', { name: 'Invite a staff member' });
  await invite.getByLabel('Name', { exact: true }).fill(person.name);
  await invite.getByLabel('Email', { exact: true }).fill(person.email);
  await invite.getByLabel('Role', { exact: true }).selectOption(person.role);
  await invite.getByRole('button', { name: 'Invite' }).click();
  const link = owner.getByTestId('setup-link');
  await expect(link).toContainText('/admin/setup/');
  return setupPathIn((await link.textContent()) ?? '');
}

/** A new staff member of `role`, invited by the owner at /admin/staff and set up through the link; answers their signed-in page. */
export async function newSignedInStaff(browser: Browser, testInfo: Pick<TestInfo, 'project'>, owner: Page, role: StaffRole): Promise<Page> {
  const person = newStaffDetails(role);
  const setupPath = await inviteAtStaffPage(owner, person);
  const page = await pageOfItsOwn(browser, testInfo);
  await completeSetup(page, setupPath, person);
  return page;
}
