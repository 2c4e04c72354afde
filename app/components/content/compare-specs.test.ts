import { describe, expect, it } from 'vitest';
import { unionOfSpecs } from './compare-specs.ts';

describe('unionOfSpecs', () => {
  it('lists every spec once, grouped in first-seen order, with each product’s own value', () => {
    const { groups, values } = unionOfSpecs([
      {
        id: 1,
        specs: [
          { group: 'Display', name: 'Size', value: '15.6 inch' },
          { group: 'Memory', name: 'RAM', value: '8GB' },
        ],
      },
      {
        id: 2,
        specs: [
          { group: 'Memory', name: 'RAM', value: '16GB' },
          { group: 'Display', name: 'Panel', value: 'OLED' },
        ],
      },
    ]);
    expect(groups).toEqual([
      {
        group: 'Display',
        rows: [
          { key: 'Display\u0000Size', group: 'Display', name: 'Size' },
          { key: 'Display\u0000Panel', group: 'Display', name: 'Panel' },
        ],
      },
      { group: 'Memory', rows: [{ key: 'Memory\u0000RAM', group: 'Memory', name: 'RAM' }] },
    ]);
    expect(values.get(2)?.get('Memory\u0000RAM')).toBe('16GB');
    expect(values.get(1)?.get('Display\u0000Panel')).toBeUndefined();
  });

  it('keeps same-named specs of different groups apart', () => {
    const { groups } = unionOfSpecs([
      {
        id: 1,
        specs: [
          { group: 'Processor', name: 'Brand', value: 'Intel' },
          { group: 'Graphics', name: 'Brand', value: 'NVIDIA' },
        ],
      },
    ]);
    expect(groups.map((group) => group.rows.length)).toEqual([1, 1]);
  });
});
