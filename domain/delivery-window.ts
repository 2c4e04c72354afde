// The windows Bangladesh's Digital Commerce Operation Guidelines 2021 set, and the one place the shop
// computes them: the day an order must be delivered by, the day a cancelled prepaid order's money must
// be back, and whether either has passed. Days are Bangladesh calendar days, counted from the day the
// clock started; the promise holds until that day ends in Dhaka.
//
// When the delivery clock starts: an order paid ahead (online, bKash) starts when it is fully paid;
// a cash-on-delivery order starts when the shop confirms it, since nothing is paid before the door.
import { dhakaDate, dhakaToday, type Instant } from './dates.ts';
import type { DeliveryZone } from './delivery.ts';

/** Calendar days to deliver: the shop's own city, and everywhere else. */
const DELIVERY_WINDOW_DAYS = { ownCity: 5, elsewhere: 10 } as const;

/** Calendar days to pay back an undelivered order that was paid ahead and then cancelled. */
const PREPAID_REFUND_DAYS = 10;

/** Hours the shop has to answer a complaint. */
const COMPLAINT_ANSWER_HOURS = 72;

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus `days` calendar days. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function deliveryWindowDays(zone: DeliveryZone | string): number {
  return zone === 'inside_dhaka_city' ? DELIVERY_WINDOW_DAYS.ownCity : DELIVERY_WINDOW_DAYS.elsewhere;
}

/** The Bangladesh day an order to `zone` must be delivered by, when its clock started at `start`. */
export function deliverByDate(zone: DeliveryZone | string, start: Instant): string {
  return addDays(dhakaDate(start), deliveryWindowDays(zone));
}

/** The Bangladesh day a prepaid order cancelled at `cancelledAt` must have its money back by. */
export function refundDueDate(cancelledAt: Instant): string {
  return addDays(dhakaDate(cancelledAt), PREPAID_REFUND_DAYS);
}

/** Whether a 'YYYY-MM-DD' deadline has passed: the whole of that Dhaka day counts as in time. */
export function isPastDay(day: string | null, now: Instant = Date.now()): boolean {
  return day !== null && dhakaToday(now) > day;
}

/** An order is late when its promised day has passed and it is neither delivered nor cancelled. */
export function isLateOrder(order: { deliverBy: string | null; status: string }, now: Instant = Date.now()): boolean {
  return order.status !== 'delivered' && order.status !== 'cancelled' && isPastDay(order.deliverBy, now);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "3 Dec": a 'YYYY-MM-DD' Bangladesh day as the shopper reads it. */
export function shortDay(day: string): string {
  return dayFormat.format(Date.parse(`${day}T00:00:00Z`));
}

/** The instant a complaint filed at `filedAt` must be answered by. */
export function complaintAnswerDue(filedAt: Instant): Date {
  return new Date(new Date(filedAt).getTime() + COMPLAINT_ANSWER_HOURS * 3_600_000);
}

/** A cancelled order's refund is overdue when its day has passed and money (`held`, domain/held-money.ts) is still held back. */
export function isRefundOverdue(refundDueBy: string | null, held: number, now: Instant = Date.now()): boolean {
  return held > 0 && isPastDay(refundDueBy, now);
}
