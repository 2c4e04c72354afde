import type { Page } from '@playwright/test';

/**
 * Brings the footer into view and waits until its code is live. The footer's form and buttons
 * load only when it nears the screen; before that its HTML is the server's, which a test could
 * type into only for the live footer to replace.
 */
export async function waitForLiveFooter(page: Page): Promise<void> {
  // Scrolled in the page, not through a locator: the footer may be swapped for its live copy
  // while a locator waits for it to hold still.
  await page.evaluate(() => document.querySelector('[data-island="footer"]')?.scrollIntoView());
  await page.locator('[data-island="footer"][data-island-state="live"]').waitFor();
}
