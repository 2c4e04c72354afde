import { describe, expect, it } from 'vitest';
import { type EmiPlan, emiCharge, emiChoice, emiFrom, emiInstalment, emiTable, regularPrice } from './emi.ts';

const brac: EmiPlan = {
  bankId: 1,
  bank: 'BRAC Bank',
  minimumAmount: 5000,
  charges: [
    { months: 12, chargePercent: 8.5 },
    { months: 3, chargePercent: 3 },
    { months: 6, chargePercent: 4.5 },
  ],
};
const dbbl: EmiPlan = { bankId: 2, bank: 'Dutch-Bangla Bank', minimumAmount: 10000, charges: [{ months: 3, chargePercent: 2.75 }] };

describe('emiCharge', () => {
  it('is the percent of the price rounded up to whole taka', () => {
    expect(emiCharge(85_000, 8.5)).toBe(7225);
    expect(emiCharge(10_001, 3)).toBe(301); // 300.03
    expect(emiCharge(9_999, 2.75)).toBe(275); // 274.9725
    expect(emiCharge(50_000, 0)).toBe(0);
  });

  it('reads a two-decimal percent exactly (no floating-point drift)', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point; the charge must still be 29 taka on 10,000.
    expect(emiCharge(10_000, 0.29)).toBe(29);
  });
});

describe('emiInstalment', () => {
  it('adds the charge and divides by the months, rounding the instalment up', () => {
    expect(emiInstalment(85_000, 12, 8.5)).toEqual({ months: 12, chargePercent: 8.5, charge: 7225, total: 92_225, monthly: 7686 });
    expect(emiInstalment(85_000, 3, 3)).toEqual({ months: 3, chargePercent: 3, charge: 2550, total: 87_550, monthly: 29_184 });
    expect(emiInstalment(60_000, 6, 0)).toEqual({ months: 6, chargePercent: 0, charge: 0, total: 60_000, monthly: 10_000 });
  });
});

describe('emiTable and emiFrom', () => {
  it('lists eligible banks with their tenures in order', () => {
    const table = emiTable(12_000, [brac, dbbl]);
    expect(table.map((row) => row.bank)).toEqual(['BRAC Bank', 'Dutch-Bangla Bank']);
    expect(table[0]!.instalments.map((i) => [i.months, i.monthly])).toEqual([
      [3, 4120], // 12,360 / 3
      [6, 2090], // 12,540 / 6
      [12, 1085], // 13,020 / 12
    ]);
    expect(table[1]!.instalments).toEqual([{ months: 3, chargePercent: 2.75, charge: 330, total: 12_330, monthly: 4110 }]);
  });

  it('leaves out banks below their minimum, at the minimum included', () => {
    expect(emiTable(9_999, [brac, dbbl]).map((row) => row.bank)).toEqual(['BRAC Bank']);
    expect(emiTable(10_000, [dbbl]).map((row) => row.bank)).toEqual(['Dutch-Bangla Bank']);
    expect(emiTable(4_999, [brac, dbbl])).toEqual([]);
  });

  it('"from" is the lowest monthly of any eligible plan, or null', () => {
    expect(emiFrom(12_000, [brac, dbbl])).toBe(1085);
    expect(emiFrom(4_999, [brac, dbbl])).toBeNull();
    expect(emiFrom(0, [{ ...brac, minimumAmount: 0 }])).toBeNull();
    expect(emiFrom(50_000, [{ ...brac, charges: [] }])).toBeNull();
  });
});

describe('emiChoice', () => {
  it('answers the instalment of a bank and tenure', () => {
    const choice = emiChoice(85_000, [brac], 1, 12);
    expect(choice.ok && choice.instalment.total).toBe(92_225);
  });

  it('says which field is wrong', () => {
    expect(emiChoice(85_000, [brac], 9, 12)).toMatchObject({ ok: false, field: 'bank' });
    expect(emiChoice(4_000, [brac], 1, 12)).toMatchObject({ ok: false, field: 'bank' });
    expect(emiChoice(85_000, [brac], 1, 24)).toMatchObject({ ok: false, field: 'months' });
  });
});

describe('regularPrice', () => {
  it('is the cash price unless a higher regular price is set', () => {
    expect(regularPrice(80_000, null)).toBe(80_000);
    expect(regularPrice(80_000, 85_000)).toBe(85_000);
    // A flash sale may take the cash price under a regular price that was set beside the old one.
    expect(regularPrice(80_000, 79_000)).toBe(80_000);
  });
});
