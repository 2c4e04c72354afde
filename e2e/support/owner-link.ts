/**
 * The file in the shop's data folder holding the one-time link of the back office's first owner,
 * as `npm run shop -- staff add` printed it (playwright.config.ts makes it before the shop starts).
 */
export const OWNER_LINK_FILE = 'e2e-owner-link';
