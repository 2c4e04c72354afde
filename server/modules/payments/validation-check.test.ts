import { describe, expect, it } from 'vitest';
import type { GatewayValidation } from '#server/adapters/payments/types.ts';
import { validationMismatch } from './validation-check.ts';

const payment = { tranId: 'DKP0123', amount: 1270, currency: 'BDT' };
const valid: GatewayValidation = {
  valid: true,
  tranId: 'DKP0123',
  amount: 1270,
  currencyAmount: 1270,
  currency: 'BDT',
  currencyType: 'BDT',
  valId: 'v',
  bankTranId: 'b',
  cardType: 'VISA',
  raw: {},
};

describe('matching a validation answer to a payment', () => {
  it('accepts an answer whose transaction, amounts and currencies all agree', () => {
    expect(validationMismatch(payment, valid)).toBeNull();
    expect(validationMismatch(payment, { ...valid, currencyAmount: null, currencyType: null })).toBeNull();
  });

  it.each<[string, Partial<GatewayValidation>]>([
    ['not valid', { valid: false }],
    ['another transaction', { tranId: 'DKP9999' }],
    ['no transaction', { tranId: null }],
    ['a smaller amount', { amount: 127, currencyAmount: 127 }],
    ['half a taka more', { amount: 1270.5 }],
    ['a different original amount', { currencyAmount: 12.7 }],
    ['no amount at all', { amount: null, currencyAmount: null }],
    ['another currency', { currency: 'USD' }],
    ['another original currency', { currencyType: 'USD' }],
    ['no currency at all', { currency: null, currencyType: null }],
  ])('refuses %s', (_case, change) => {
    expect(validationMismatch(payment, { ...valid, ...change })).not.toBeNull();
  });
});
