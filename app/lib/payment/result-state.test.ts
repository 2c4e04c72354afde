import { describe, expect, it } from 'vitest';
import type { PaymentResult } from '#server/modules/payments/service.ts';
import { paymentResultState } from './result-state.ts';

const open: PaymentResult = {
  tran_id: 'DKP1',
  order_number: 'DK261121-ABCDEF',
  amount: 1270,
  payment_status: 'initiated',
  order_status: 'pending',
  order_payment_status: 'unpaid',
  order_advance_paid: false,
  order_amount_paid: 0,
  order_amount_due: 1270,
  minutes_left: 20,
  can_retry: true,
};

describe('what a payment result page says', () => {
  it('believes the database over the address', () => {
    expect(paymentResultState({ ...open, payment_status: 'paid', order_payment_status: 'paid' }, 'fail')).toBe('paid');
    expect(paymentResultState({ ...open, payment_status: 'failed' }, 'success')).toBe('failed');
    expect(paymentResultState({ ...open, payment_status: 'paid', order_status: 'cancelled' }, 'success')).toBe('paid_order_closed');
  });

  it('says "confirming" while a success return is not yet confirmed, and the page’s own result otherwise', () => {
    expect(paymentResultState(open, 'success')).toBe('confirming');
    expect(paymentResultState(open, 'fail')).toBe('failed');
    expect(paymentResultState(open, 'cancel')).toBe('cancelled');
  });

  it('calls a cash order’s advance received once it is paid, though the rest is still due', () => {
    expect(paymentResultState({ ...open, payment_status: 'paid', order_advance_paid: true, order_amount_paid: 130, order_amount_due: 1140 }, 'success')).toBe(
      'paid',
    );
  });

  it('never claims a payment it cannot find was received', () => {
    expect(paymentResultState(null, 'success')).toBe('unknown');
    expect(paymentResultState(null, 'cancel')).toBe('cancelled');
  });
});
