import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated this element, so its handlers run. React keeps a hydrated node's
 * props on the node itself; a node the server rendered and React has not reached has none. The
 * page's scripts start only after its main image has painted, so a test that acts at once could
 * otherwise change a control before anything listens to it.
 */
export async function waitUntilHydrated(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), { timeout: 15_000 }).toBe(true);
}
