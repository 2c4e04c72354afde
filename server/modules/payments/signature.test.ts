import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sslcommerzSignature, sslcommerzSignatureValid } from './signature.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

// A notice as SSLCommerz posts it; verify_sign worked out by hand from its documented recipe.
const notice = {
  tran_id: 'DKP0123456789ABCDEF012345',
  val_id: '2611211405101Xs7kYs2M0f4pQ',
  amount: '1270.00',
  card_type: 'BKASH-BKash',
  store_amount: '1238.25',
  bank_tran_id: '2611211405101oTt4M2zLlHnN',
  status: 'VALID',
  tran_date: '2026-11-21 14:05:10',
  currency: 'BDT',
  verify_key: 'amount,bank_tran_id,card_type,currency,status,store_amount,tran_date,tran_id,val_id',
  // Not signed, so free to differ.
  value_a: 'DK261121-ABCDEF',
};
const password = 'dokan0test@ssl';
const byHand = md5(
  `amount=1270.00&bank_tran_id=2611211405101oTt4M2zLlHnN&card_type=BKASH-BKash&currency=BDT&status=VALID&store_amount=1238.25&store_passwd=${md5(password)}&tran_date=2026-11-21 14:05:10&tran_id=DKP0123456789ABCDEF012345&val_id=2611211405101Xs7kYs2M0f4pQ`,
);

describe('SSLCommerz verify_sign', () => {
  it('matches the documented recipe: listed fields plus md5(store password), sorted by key', () => {
    expect(sslcommerzSignature(notice, password)).toBe(byHand);
    expect(sslcommerzSignatureValid({ ...notice, verify_sign: byHand }, password)).toBe(true);
    expect(sslcommerzSignatureValid({ ...notice, verify_sign: byHand.toUpperCase() }, password)).toBe(true);
    expect(sslcommerzSignatureValid({ ...notice, verify_sign: byHand, value_a: 'anything' }, password)).toBe(true);
  });

  it('fails for a changed signed field, another password, or a missing signature or key list', () => {
    expect(sslcommerzSignatureValid({ ...notice, verify_sign: byHand, amount: '12.70' }, password)).toBe(false);
    expect(sslcommerzSignatureValid({ ...notice, verify_sign: byHand }, 'another-password')).toBe(false);
    expect(sslcommerzSignatureValid(notice, password)).toBe(false);
    expect(sslcommerzSignatureValid({ ...notice, verify_sign: byHand, verify_key: '' }, password)).toBe(false);
    expect(sslcommerzSignatureValid({ ...notice, verify_sign: 'short' }, password)).toBe(false);
  });
});
