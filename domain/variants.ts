export const OPTION_UNAVAILABLE_TITLE = 'Not available with current selection';

export interface VariantAttribute {
  name: string;
  value: string;
}

export interface VariantLike {
  id: number;
  attributes: readonly VariantAttribute[];
  in_stock?: boolean;
}

/** Attribute name → chosen value. */
export type Selection = Record<string, string>;

export interface OptionGroup {
  name: string;
  values: string[];
}

// Object.hasOwn, not `in` or indexing: attribute names like "constructor" must not hit the prototype.
function selected(selection: Selection, name: string): string | undefined {
  return Object.hasOwn(selection, name) ? selection[name] : undefined;
}

function hasAttribute(variant: VariantLike, name: string, value: string): boolean {
  return variant.attributes.some((a) => a.name === name && a.value === value);
}

/** First-seen order, so the options appear in the order staff entered the variants. */
export function optionGroups(variants: readonly VariantLike[]): OptionGroup[] {
  const groups = new Map<string, string[]>();
  for (const variant of variants) {
    for (const { name, value } of variant.attributes) {
      const values = groups.get(name);
      if (values === undefined) groups.set(name, [value]);
      else if (!values.includes(value)) values.push(value);
    }
  }
  return [...groups].map(([name, values]) => ({ name, values }));
}

/**
 * Both directions must agree: every selected option is on the variant, and every attribute of the
 * variant is selected. A partial selection therefore never resolves to a variant by accident.
 */
export function matchVariant<V extends VariantLike>(variants: readonly V[], selection: Selection): V | null {
  const selectedNames = Object.keys(selection);
  return (
    variants.find(
      (variant) =>
        variant.attributes.every((a) => selected(selection, a.name) === a.value) &&
        selectedNames.every((name) => hasAttribute(variant, name, selection[name] ?? '')),
    ) ?? null
  );
}

/** Clicking the already-selected option starts over, matching the storefront's reset behaviour. */
export function toggleOption(selection: Selection, name: string, value: string): Selection {
  if (selected(selection, name) === value) return {};
  return { ...selection, [name]: value };
}

/**
 * The option's own group is ignored so that a shopper can still switch, say, colour after
 * picking one; only the other groups constrain what is offered.
 */
export function isOptionAvailable(variants: readonly VariantLike[], selection: Selection, name: string, value: string): boolean {
  const others = Object.entries(selection).filter(([other]) => other !== name);
  return variants.some(
    (variant) => hasAttribute(variant, name, value) && others.every(([otherName, otherValue]) => hasAttribute(variant, otherName, otherValue)),
  );
}

/** A value that is not offered by any variant (e.g. left over from another product) does not count. */
export function isSelectionComplete(variants: readonly VariantLike[], selection: Selection): boolean {
  return optionGroups(variants).every((group) => {
    const value = selected(selection, group.name);
    return value !== undefined && group.values.includes(value);
  });
}
