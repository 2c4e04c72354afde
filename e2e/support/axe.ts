// The WCAG 2.2 A/AA check the storefront issue asks of every page type.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForRouteModules } from './hydration.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Offending elements listed per rule; the rest are counted. */
const TARGETS_SHOWN = 5;

/** Loads a path and waits until React has hydrated it and its fonts are in, so axe sees the final page. */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForRouteModules(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}

/** Runs axe on the page as it is now; fails listing each rule with its impact and offending elements. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' '));
    const more = targets.length > TARGETS_SHOWN ? ` … and ${targets.length - TARGETS_SHOWN} more` : '';
    return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${targets.slice(0, TARGETS_SHOWN).join(' | ')}${more}`;
  });
  expect(found, `axe WCAG 2.2 A/AA violations on ${what}`).toEqual([]);
}
