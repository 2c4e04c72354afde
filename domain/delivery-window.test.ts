import { describe, expect, it } from 'vitest';
import { complaintAnswerDue, deliverByDate, isLateOrder, isPastDay, refundDueDate, shortDay } from './delivery-window.ts';

describe('delivery windows', () => {
  it('gives the shop’s own city 5 days and elsewhere 10, counted in Bangladesh days', () => {
    expect(deliverByDate('inside_dhaka_city', '2026-11-28T10:00:00Z')).toBe('2026-12-03');
    expect(deliverByDate('dhaka_suburbs', '2026-11-28T10:00:00Z')).toBe('2026-12-08');
    expect(deliverByDate('rest_of_bangladesh', '2026-11-28T10:00:00Z')).toBe('2026-12-08');
    // 19:00 UTC is already the next day in Dhaka.
    expect(deliverByDate('inside_dhaka_city', '2026-11-28T19:00:00Z')).toBe('2026-12-04');
  });

  it('counts the whole promised day as in time, and only undelivered orders as late', () => {
    const order = { deliverBy: '2026-12-03', status: 'shipped' };
    expect(isLateOrder(order, '2026-12-03T17:59:00Z')).toBe(false);
    expect(isLateOrder(order, '2026-12-03T18:00:00Z')).toBe(true);
    expect(isLateOrder({ ...order, status: 'delivered' }, '2026-12-10T00:00:00Z')).toBe(false);
    expect(isLateOrder({ ...order, status: 'cancelled' }, '2026-12-10T00:00:00Z')).toBe(false);
    expect(isLateOrder({ deliverBy: null, status: 'pending' }, '2026-12-10T00:00:00Z')).toBe(false);
  });

  it('gives a cancelled prepaid order’s refund 10 days, and a complaint 72 hours', () => {
    expect(refundDueDate('2026-11-28T10:00:00Z')).toBe('2026-12-08');
    expect(isPastDay('2026-12-08', '2026-12-09T00:00:00+06:00')).toBe(true);
    expect(complaintAnswerDue('2026-11-28T10:00:00Z').toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(shortDay('2026-12-03')).toBe('3 Dec');
  });
});
