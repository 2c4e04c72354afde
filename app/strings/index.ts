import { en } from './en/index.ts';

/**
 * Every user-facing string, one module tree per language. A Bengali translation adds `bn/` with
 * the same shape (`Strings`) and picks it here; components never hold copy of their own.
 */
export type Strings = typeof en;
export const strings: Strings = en;

/** Fills `{name}` placeholders: fill('Hello {name}', { name: 'Rahim' }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
