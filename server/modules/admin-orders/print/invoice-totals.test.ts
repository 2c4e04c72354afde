import { describe, expect, it } from 'vitest';
import { invoiceTotals, vatLine } from './invoice-totals.ts';

describe('an invoice’s totals', () => {
  const order = { subtotal: 125_000, discount: 500, delivery_charge: 60, emi: null, total: 124_560, refunded_amount: 0 };

  it('lists subtotal, discount and delivery before the total, in taka with lakh grouping', () => {
    expect(invoiceTotals(order)).toEqual({
      before: [
        ['Subtotal', '৳1,25,000'],
        ['Discount', '-৳500'],
        ['Delivery charge', '৳60'],
      ],
      total: ['Total', '৳1,24,560'],
      after: [],
    });
  });

  it('leaves out a discount that was not given and shows a refund after the total', () => {
    const totals = invoiceTotals({ ...order, discount: 0, refunded_amount: 1_000 });
    expect(totals.before.map(([label]) => label)).toEqual(['Subtotal', 'Delivery charge']);
    expect(totals.after).toEqual([['Refunded', '-৳1,000']]);
  });

  it('shows what a cash order with an advance paid and owes on delivery', () => {
    const totals = invoiceTotals({ ...order, advance_amount: 60, amount_paid: 60, amount_due: 124_500 });
    expect(totals.after).toEqual([
      ['Paid', '৳60'],
      ['Due on delivery', '৳1,24,500'],
    ]);
  });

  it('shows an EMI order’s charge as its own line and the monthly payment after the total', () => {
    const totals = invoiceTotals({
      ...order,
      discount: 0,
      subtotal: 85_000,
      delivery_charge: 60,
      emi: { bank: 'BRAC Bank', months: 12, charge: 7_231, monthly: 7_691 },
      total: 92_291,
    });
    expect(totals.before).toEqual([
      ['Subtotal', '৳85,000'],
      ['Delivery charge', '৳60'],
      ['EMI charge (BRAC Bank, 12 months)', '৳7,231'],
    ]);
    expect(totals.after).toEqual([['Paid in 12 monthly instalments of', '৳7,691']]);
  });

  it('states the VAT inside the total at the shop’s rate, or only that prices include it', () => {
    expect(vatLine({ vat_rate: 15 }, 1_150)).toBe('VAT included at 15%: ৳150');
    expect(vatLine({ vat_rate: 7.5 }, 1_075)).toBe('VAT included at 7.5%: ৳75');
    expect(vatLine({ vat_rate: null }, 1_150)).toBe('Prices include VAT.');
  });
});
