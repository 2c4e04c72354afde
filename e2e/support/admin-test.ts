// `test` for the back-office journeys: the command line's owner, and a page signed in as them.
import { type BrowserContextOptions, test as base, type Page } from '@playwright/test';
import { commandLineOwner, pageOfItsOwn, type StaffAccount, signInAsStaff } from './staff.ts';

type SignedInState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

interface WorkerFixtures {
  owner: StaffAccount;
  /** The owner's cookies after one sign-in per worker: each sign-in spends an app code, and codes come every 30 s. */
  ownerState: SignedInState;
}

interface TestFixtures {
  /** A page of its own, signed in as the owner. */
  ownerPage: Page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  owner: [
    async ({ browser }, use, workerInfo) => {
      await use(await commandLineOwner(browser, workerInfo));
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  ownerState: [
    async ({ browser, owner }, use, workerInfo) => {
      const page = await pageOfItsOwn(browser, workerInfo);
      await signInAsStaff(page, owner);
      const state = await page.context().storageState();
      await page.context().close();
      await use(state);
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  ownerPage: async ({ browser, ownerState }, use, testInfo) => {
    const page = await pageOfItsOwn(browser, testInfo, ownerState);
    await use(page);
    await page.context().close();
  },
});

export { expect } from '@playwright/test';
