/**
 * Every user-facing string, one module tree per language. A Bengali translation adds `bn/` with
 * the same shape (`Strings`) and picks it here; components never hold copy of their own.
 * A namespace re-export (not an object) lets the bundler drop the areas a page never reads.
 */
export * as strings from './en/index.ts';

export type Strings = typeof import('./en/index.ts');

/** Fills `{name}` placeholders: fill('Hello {name}', { name: 'Rahim' }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
