import { describe, expect, it } from 'vitest';
import { auditFieldChanges, auditFieldLabel, auditReach, canReadAudit } from './audit.ts';

describe('what an audited change reads as', () => {
  it('lists the fields that differ, nested ones dotted and named records by name, leaving out the bookkeeping', () => {
    const before = { name: 'Fan', sale_price: 900, stock: { quantity: 3, reserved: 1 }, category: { id: 1, name: 'Fans' }, version: 4, active: true };
    const after = { name: 'Fan', sale_price: null, stock: { quantity: 5, reserved: 1 }, category: { id: 2, name: 'Coolers' }, version: 5, active: false };
    expect(auditFieldChanges(before, after)).toEqual([
      { field: 'sale_price', before: '900', after: '' },
      { field: 'stock.quantity', before: '3', after: '5' },
      { field: 'category', before: 'Fans', after: 'Coolers' },
      { field: 'active', before: 'yes', after: 'no' },
    ]);
  });

  it('counts lists, says when one changed but kept its length, and shortens long text', () => {
    const long = 'x'.repeat(300);
    const changes = auditFieldChanges({ images: [1, 2], tags: ['a'], description: 'short' }, { images: [1, 2, 3], tags: ['b'], description: long });
    expect(changes).toEqual([
      { field: 'images', before: '2 items', after: '3 items' },
      { field: 'tags', before: '1 item', after: '1 item, changed' },
      { field: 'description', before: 'short', after: `${'x'.repeat(119)}…` },
    ]);
  });

  it('has no field changes when a side is missing (a creation or a deletion)', () => {
    expect(auditFieldChanges(null, { name: 'Fan' })).toEqual([]);
    expect(auditFieldChanges({ name: 'Fan' }, null)).toEqual([]);
  });

  it('labels a field in words', () => {
    expect(auditFieldLabel('stock.quantity')).toBe('Stock quantity');
    expect(auditFieldLabel('sale_price')).toBe('Sale price');
  });
});

describe('who reads which changes', () => {
  it('gives the owner everything, others the kinds of their areas', () => {
    expect(auditReach('owner')).toEqual({ everything: true });
    expect(canReadAudit(auditReach('manager'), 'product')).toBe(true);
    expect(canReadAudit(auditReach('manager'), 'something_new')).toBe(false);
    expect(canReadAudit(auditReach('catalogue_editor'), 'product')).toBe(true);
    expect(auditReach('order_handler')).toEqual({ everything: false, entities: ['order', 'customer', 'complaint'] });
  });
});
