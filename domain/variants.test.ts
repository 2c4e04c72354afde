import { describe, it, expect } from 'vitest';
import { optionGroups, matchVariant, toggleOption, isOptionAvailable, isSelectionComplete } from './variants.ts';
import type { Selection, VariantLike } from './variants.ts';

interface Variant extends VariantLike {
  sku: string;
}

function variant(id: number, attrs: Record<string, string>, in_stock = true): Variant {
  return {
    id,
    sku: `SKU-${id}`,
    in_stock,
    attributes: Object.entries(attrs).map(([name, value]) => ({ name, value })),
  };
}

// Black comes in 8GB and 16GB, Silver only in 16GB; there is no Silver/8GB.
const laptops: Variant[] = [
  variant(1, { Color: 'Black', RAM: '8GB' }),
  variant(2, { Color: 'Black', RAM: '16GB' }),
  variant(3, { Color: 'Silver', RAM: '16GB' }, false),
];

describe('optionGroups', () => {
  it('lists attribute names and distinct values in first-seen order', () => {
    expect(optionGroups(laptops)).toEqual([
      { name: 'Color', values: ['Black', 'Silver'] },
      { name: 'RAM', values: ['8GB', '16GB'] },
    ]);
  });

  it('keeps first-seen order even when later variants list attributes differently', () => {
    const variants = [variant(1, { Size: 'L', Color: 'Red' }), variant(2, { Color: 'Blue', Size: 'M' }), variant(3, { Color: 'Red', Size: 'S', Fit: 'Slim' })];
    expect(optionGroups(variants)).toEqual([
      { name: 'Size', values: ['L', 'M', 'S'] },
      { name: 'Color', values: ['Red', 'Blue'] },
      { name: 'Fit', values: ['Slim'] },
    ]);
  });

  it('is empty for no variants or variants without attributes', () => {
    expect(optionGroups([])).toEqual([]);
    expect(optionGroups([variant(1, {})])).toEqual([]);
  });
});

describe('matchVariant', () => {
  it('returns the variant matching a complete selection, with its own type', () => {
    const match = matchVariant(laptops, { Color: 'Black', RAM: '16GB' });
    expect(match?.id).toBe(2);
    expect(match?.sku).toBe('SKU-2');
  });

  it('returns null for an incomplete selection', () => {
    expect(matchVariant(laptops, { Color: 'Silver' })).toBeNull();
    expect(matchVariant(laptops, {})).toBeNull();
  });

  it('returns null for a combination that does not exist', () => {
    expect(matchVariant(laptops, { Color: 'Silver', RAM: '8GB' })).toBeNull();
  });

  it('returns null when the selection has an option the variant lacks', () => {
    expect(matchVariant(laptops, { Color: 'Black', RAM: '8GB', Storage: '512GB' })).toBeNull();
  });

  it('matches a variant whose attributes are all covered even if others have more groups', () => {
    const variants = [variant(1, { Color: 'Red' }), variant(2, { Color: 'Blue', Size: 'L' })];
    expect(matchVariant(variants, { Color: 'Red' })?.id).toBe(1);
    expect(matchVariant(variants, { Color: 'Blue' })).toBeNull();
    expect(matchVariant(variants, { Color: 'Blue', Size: 'L' })?.id).toBe(2);
  });

  it('does not look at the object prototype for attribute names', () => {
    const variants = [variant(1, { constructor: 'x' })];
    expect(matchVariant(variants, {})).toBeNull();
    expect(matchVariant(variants, { constructor: 'x' })?.id).toBe(1);
  });

  it('returns null when there are no variants', () => {
    expect(matchVariant([], { Color: 'Black' })).toBeNull();
  });
});

describe('toggleOption', () => {
  it('sets an option without mutating the input', () => {
    const before: Selection = { Color: 'Black' };
    const after = toggleOption(before, 'RAM', '8GB');
    expect(after).toEqual({ Color: 'Black', RAM: '8GB' });
    expect(before).toEqual({ Color: 'Black' });
  });

  it('replaces a different value in the same group', () => {
    expect(toggleOption({ Color: 'Black', RAM: '8GB' }, 'RAM', '16GB')).toEqual({
      Color: 'Black',
      RAM: '16GB',
    });
  });

  it('clears all selections when the selected option is chosen again', () => {
    expect(toggleOption({ Color: 'Black', RAM: '8GB' }, 'RAM', '8GB')).toEqual({});
  });

  it('only clears on the same name and value', () => {
    expect(toggleOption({ Color: '8GB' }, 'RAM', '8GB')).toEqual({ Color: '8GB', RAM: '8GB' });
  });
});

describe('isOptionAvailable', () => {
  it('allows every existing value when nothing is selected', () => {
    expect(isOptionAvailable(laptops, {}, 'Color', 'Silver')).toBe(true);
    expect(isOptionAvailable(laptops, {}, 'RAM', '8GB')).toBe(true);
  });

  it('rejects values no variant has', () => {
    expect(isOptionAvailable(laptops, {}, 'Color', 'Gold')).toBe(false);
    expect(isOptionAvailable(laptops, {}, 'Storage', '512GB')).toBe(false);
  });

  it('rejects values that conflict with another selected option', () => {
    expect(isOptionAvailable(laptops, { Color: 'Silver' }, 'RAM', '8GB')).toBe(false);
    expect(isOptionAvailable(laptops, { Color: 'Silver' }, 'RAM', '16GB')).toBe(true);
    expect(isOptionAvailable(laptops, { RAM: '8GB' }, 'Color', 'Silver')).toBe(false);
  });

  it('ignores the current selection in the option’s own group', () => {
    expect(isOptionAvailable(laptops, { Color: 'Black' }, 'Color', 'Silver')).toBe(true);
    expect(isOptionAvailable(laptops, { Color: 'Black', RAM: '8GB' }, 'Color', 'Silver')).toBe(false);
  });

  it('does not consider stock', () => {
    expect(isOptionAvailable(laptops, { RAM: '16GB' }, 'Color', 'Silver')).toBe(true);
  });
});

describe('isSelectionComplete', () => {
  it('is true only when every group has a value', () => {
    expect(isSelectionComplete(laptops, { Color: 'Black', RAM: '8GB' })).toBe(true);
    expect(isSelectionComplete(laptops, { Color: 'Black' })).toBe(false);
    expect(isSelectionComplete(laptops, {})).toBe(false);
  });

  it('does not count values that no variant offers', () => {
    expect(isSelectionComplete(laptops, { Color: 'Gold', RAM: '8GB' })).toBe(false);
  });

  it('does not mistake inherited object properties for selections', () => {
    expect(isSelectionComplete([variant(1, { constructor: 'x' })], {})).toBe(false);
  });

  it('is trivially true when there are no options', () => {
    expect(isSelectionComplete([], {})).toBe(true);
    expect(isSelectionComplete([variant(1, {})], {})).toBe(true);
  });
});
