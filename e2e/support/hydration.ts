import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated this element, so its handlers run. React keeps a hydrated node's
 * props on the node itself; a node the server rendered and React has not reached has none. The
 * page's scripts start only after its main image has painted, so a test that acts at once could
 * otherwise change a control before anything listens to it.
 */
export async function waitUntilHydrated(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), { timeout: 15_000 }).toBe(true);
}

/**
 * Waits until the page's scripts have started: React Router's bootstrap has registered the route
 * modules and is hydrating. They start once the main image is on screen (DeferredScripts.tsx).
 */
export async function waitForRouteModules(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await page.waitForFunction(() => (window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined, null, options);
}
