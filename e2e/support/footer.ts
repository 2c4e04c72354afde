import { type Page } from '@playwright/test';

/**
 * Brings the footer into view and waits until its code is live. The footer's form and buttons
 * load only when it nears the screen; before that its HTML is the server's, which a test could
 * type into only for the live footer to replace.
 */
export async function useLiveFooter(page: Page): Promise<void> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.locator('[data-island="footer"][data-island-state="live"]').waitFor();
}
