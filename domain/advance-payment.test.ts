import { describe, expect, it } from 'vitest';
import { type AdvanceCase, type AdvanceRules, advanceRulesSchema, NO_ADVANCE_RULES, paidAndDue, paidAndDueText, splitAdvance } from './advance-payment.ts';

const order: AdvanceCase = { paymentMethod: 'cod', total: 10_130, deliveryCharge: 130, zone: 'rest_of_bangladesh', hasFlaggedProduct: false };
const rules = (change: Partial<AdvanceRules>): AdvanceRules => ({ ...NO_ADVANCE_RULES, ...change });

describe('the advance a cash-on-delivery order pays', () => {
  it('asks for none while every rule is off', () => {
    expect(splitAdvance(order, NO_ADVANCE_RULES)).toBeNull();
  });

  it('asks above a total, outside the shop’s own area and for a flagged product, naming each reason', () => {
    expect(splitAdvance(order, rules({ above_total: 10_000 }))).toEqual({ advance: 130, rest: 10_000, reasons: ['above_total'] });
    expect(splitAdvance(order, rules({ above_total: 10_130 }))).toBeNull();
    expect(splitAdvance(order, rules({ outside_own_area: true }))?.reasons).toEqual(['outside_own_area']);
    expect(splitAdvance({ ...order, zone: 'inside_dhaka_city' }, rules({ outside_own_area: true }))).toBeNull();
    expect(splitAdvance(order, rules({ flagged_products: true }))).toBeNull();
    expect(splitAdvance({ ...order, hasFlaggedProduct: true }, rules({ flagged_products: true, outside_own_area: true }))?.reasons).toEqual([
      'outside_own_area',
      'flagged_products',
    ]);
  });

  it('takes a percentage of the total rounded up to whole taka, or a fixed sum, never more than the total', () => {
    expect(splitAdvance(order, rules({ outside_own_area: true, kind: 'percent', value: 10 }))).toMatchObject({ advance: 1013, rest: 9117 });
    expect(splitAdvance({ ...order, total: 1001 }, rules({ outside_own_area: true, kind: 'percent', value: 10 }))).toMatchObject({ advance: 101, rest: 900 });
    expect(splitAdvance(order, rules({ outside_own_area: true, kind: 'fixed', value: 500 }))).toMatchObject({ advance: 500, rest: 9630 });
    expect(splitAdvance({ ...order, total: 300 }, rules({ outside_own_area: true, kind: 'fixed', value: 500 }))).toMatchObject({ advance: 300, rest: 0 });
  });

  it('asks nothing of an order paid online, or when the advance comes to nothing (free delivery)', () => {
    expect(splitAdvance({ ...order, paymentMethod: 'online' }, rules({ outside_own_area: true }))).toBeNull();
    expect(splitAdvance({ ...order, deliveryCharge: 0 }, rules({ outside_own_area: true }))).toBeNull();
  });
});

describe('the settings of the advance', () => {
  it('refuses a percentage outside 1–100 and a fixed sum of nothing, on the value field', () => {
    const percent = advanceRulesSchema.safeParse(rules({ kind: 'percent', value: 150 }));
    expect(percent.error?.issues[0]?.path).toEqual(['value']);
    expect(advanceRulesSchema.safeParse(rules({ kind: 'fixed', value: 0 })).success).toBe(false);
    expect(advanceRulesSchema.safeParse(rules({ above_total: 0 })).success).toBe(false);
    expect(advanceRulesSchema.safeParse(rules({ kind: 'percent', value: 20, above_total: 5000 })).success).toBe(true);
  });
});

describe('what an order has paid and owes', () => {
  const base = { total: 10_130, refundedAmount: 0, paymentStatus: 'unpaid', advanceAmount: 130, advancePaid: false };
  it('owes everything before the advance, the rest after it, nothing once paid', () => {
    expect(paidAndDue(base)).toEqual({ paid: 0, due: 10_130 });
    expect(paidAndDue({ ...base, advancePaid: true })).toEqual({ paid: 130, due: 10_000 });
    expect(paidAndDue({ ...base, advancePaid: true, paymentStatus: 'paid' })).toEqual({ paid: 10_130, due: 0 });
    expect(paidAndDueText({ paid: 130, due: 10_000 })).toBe('Paid ৳130 · Due on delivery ৳10,000');
  });
});
