import { describe, expect, it } from 'vitest';
import { compacted, renumbered } from './siblings.ts';

const row = (id: number, displayOrder: number, name = `n${id}`) => ({ id, displayOrder, name });

describe('renumbering a hand-ordered list', () => {
  it('puts the moved row at its position and numbers every row 0, 1, 2… listing only the changes', () => {
    const rows = [row(1, 0), row(2, 1), row(3, 2)];
    expect(renumbered(rows, 3, 0)).toEqual([
      { id: 3, displayOrder: 0 },
      { id: 1, displayOrder: 1 },
      { id: 2, displayOrder: 2 },
    ]);
    expect(renumbered(rows, 1, 1)).toEqual([
      { id: 2, displayOrder: 0 },
      { id: 1, displayOrder: 1 },
    ]);
  });

  it('puts a row last without a position or past the end, and orders ties by name as the shop does', () => {
    const seeded = [row(1, 999, 'Zeta'), row(2, 999, 'Alpha'), row(3, 5)];
    expect(renumbered(seeded, 3, undefined)).toEqual([
      { id: 2, displayOrder: 0 },
      { id: 1, displayOrder: 1 },
      { id: 3, displayOrder: 2 },
    ]);
    expect(renumbered(seeded, 3, 50).at(-1)).toEqual({ id: 3, displayOrder: 2 });
  });

  it('closes the gap a row left', () => {
    expect(compacted([row(1, 0), row(3, 2)])).toEqual([{ id: 3, displayOrder: 1 }]);
  });
});
