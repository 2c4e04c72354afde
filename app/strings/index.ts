/**
 * Every user-facing string, one module tree per language. A Bengali translation adds `bn/` with
 * the same shape (`Strings`) and picks it here; components never hold copy of their own.
 * Every area of this namespace ships with every page (the bundler keeps the whole namespace), so
 * it holds only what the frame and the shopping pages read; areas of the sign-in pages, the
 * dashboard, the payment pages, the notifications and the home and info pages have their own
 * modules beside this one (account.ts, pages.ts, …).
 */
export * as strings from './en/index.ts';

/** Fills `{name}` placeholders: fill('Hello {name}', { name: 'Rahim' }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** A count text in each English plural form: `{ one: '{count} item', other: '{count} items' }`. */
export interface PluralForms {
  one: string;
  other: string;
}

const englishPlural = new Intl.PluralRules('en');

/**
 * The form of `forms` that fits `count`, filled: plural(copy.count, 1) is "1 item". `values` may
 * carry a formatted count ("1,200") or other placeholders; the form is chosen by the number.
 */
export function plural(forms: PluralForms, count: number, values: Record<string, string | number> = {}): string {
  const form = englishPlural.select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { count, ...values });
}
