// Advance payment on cash on delivery: when the shop asks for part of an order before it is sent,
// how much, and why. One rule for the back office's settings, checkout's summary, the order the
// server writes and the pages that show what is paid and what is due.
import { z } from 'zod';
import type { DeliveryZone } from './delivery.ts';
import { formatTaka } from './money.ts';

/**
 * The zone the shop delivers with its own riders; every other zone goes through a courier, where
 * a refused parcel costs the shop the trip both ways.
 */
const OWN_DELIVERY_ZONE: DeliveryZone = 'inside_dhaka_city';

/** What the advance is: the delivery charge, a percentage of the total, or a fixed sum (never more than the total). */
export const ADVANCE_KINDS = ['delivery_charge', 'percent', 'fixed'] as const;
export type AdvanceKind = (typeof ADVANCE_KINDS)[number];

export interface AdvanceRules {
  /** An order whose total is above this many taka needs an advance; null: no limit. */
  above_total: number | null;
  /** An order delivered outside the shop's own delivery area needs an advance. */
  outside_own_area: boolean;
  /** An order with a product marked "needs advance" needs one. */
  flagged_products: boolean;
  kind: AdvanceKind;
  /** The percentage for `percent`, the taka for `fixed`; unused for `delivery_charge`. */
  value: number;
}

/** Off: no rule asks for an advance until the owner sets one. */
export const NO_ADVANCE_RULES: AdvanceRules = { above_total: null, outside_own_area: false, flagged_products: false, kind: 'delivery_charge', value: 0 };

const ADVANCE_REASONS = ['above_total', 'outside_own_area', 'flagged_products'] as const;
export type AdvanceReason = (typeof ADVANCE_REASONS)[number];

/** What the rules look at: an order, or a cart at checkout about to become one. */
export interface AdvanceCase {
  paymentMethod: string;
  total: number;
  deliveryCharge: number;
  zone: DeliveryZone;
  hasFlaggedProduct: boolean;
}

export interface AdvanceSplit {
  /** Paid online before the order is sent. */
  advance: number;
  /** Paid in cash on delivery. */
  rest: number;
  reasons: AdvanceReason[];
}

const LIMITS = { aboveTotal: 10_000_000, fixed: 1_000_000 } as const;

export const ADVANCE_MESSAGES = {
  aboveTotal: `Enter a whole number of taka from 1 to ${LIMITS.aboveTotal}, or leave it empty for no limit.`,
  switch: 'Say whether this rule is on or off.',
  kind: 'Choose what the advance is: the delivery charge, a percentage of the total or a fixed amount.',
  percent: 'Enter the percentage as a whole number from 1 to 100.',
  fixed: `Enter the amount as a whole number of taka from 1 to ${LIMITS.fixed}.`,
  notPaid: (amount: number) => `The advance of ${formatTaka(amount)} is not paid yet: the order cannot go to the courier before it is.`,
  paidNote: (amount: number, how: string) => `Advance of ${formatTaka(amount)}: ${how}`,
} as const;

const M = ADVANCE_MESSAGES;

/** The settings' part, checked alike by the back office's form and the API (422 per field). */
export const advanceRulesSchema = z
  .object({
    above_total: z.number({ error: M.aboveTotal }).int(M.aboveTotal).min(1, M.aboveTotal).max(LIMITS.aboveTotal, M.aboveTotal).nullable(),
    outside_own_area: z.boolean({ error: M.switch }),
    flagged_products: z.boolean({ error: M.switch }),
    kind: z.enum(ADVANCE_KINDS, { error: M.kind }),
    value: z.number({ error: M.fixed }).int(M.fixed).min(0, M.fixed),
  })
  .superRefine((rules, context) => {
    if (rules.kind === 'percent' && !(rules.value >= 1 && rules.value <= 100)) context.addIssue({ code: 'custom', path: ['value'], message: M.percent });
    if (rules.kind === 'fixed' && !(rules.value >= 1 && rules.value <= LIMITS.fixed)) context.addIssue({ code: 'custom', path: ['value'], message: M.fixed });
  });

function reasonsFor(order: AdvanceCase, rules: AdvanceRules): AdvanceReason[] {
  const applies: Record<AdvanceReason, boolean> = {
    above_total: rules.above_total !== null && order.total > rules.above_total,
    outside_own_area: rules.outside_own_area && order.zone !== OWN_DELIVERY_ZONE,
    flagged_products: rules.flagged_products && order.hasFlaggedProduct,
  };
  return ADVANCE_REASONS.filter((reason) => applies[reason]);
}

function advanceAmount(order: AdvanceCase, rules: AdvanceRules): number {
  if (rules.kind === 'delivery_charge') return order.deliveryCharge;
  if (rules.kind === 'percent') return Math.ceil((order.total * rules.value) / 100);
  return rules.value;
}

/**
 * The advance a cash-on-delivery order must pay online before it is sent, and the rest paid in
 * cash, or null when none is due (another way to pay, no rule applies, or the advance comes to
 * nothing, as the delivery charge of free delivery does). Whole taka, rounded up; never more
 * than the total.
 */
export function splitAdvance(order: AdvanceCase, rules: AdvanceRules): AdvanceSplit | null {
  if (order.paymentMethod !== 'cod') return null;
  const reasons = reasonsFor(order, rules);
  if (reasons.length === 0) return null;
  const advance = Math.min(order.total, Math.max(0, advanceAmount(order, rules)));
  if (advance <= 0) return null;
  return { advance, rest: order.total - advance, reasons };
}

/** Why an advance is asked for, as checkout tells the shopper. */
export function advanceReasonText(reason: AdvanceReason, rules: AdvanceRules): string {
  if (reason === 'above_total') return `orders above ${formatTaka(rules.above_total ?? 0)} are paid partly in advance`;
  if (reason === 'outside_own_area') return 'deliveries outside Dhaka city go by courier and are paid partly in advance';
  return 'your cart has a product that is sold only with an advance';
}

/** Whether a cash-on-delivery order still owes the advance it is asked for (as the API presents an order). */
export const advanceOwed = (order: { payment_method: string; advance_amount: number; advance_paid: boolean }): boolean =>
  order.payment_method === 'cod' && order.advance_amount > 0 && !order.advance_paid;

/** What an order has paid and what is left to pay, from its recorded amounts. */
export interface PaidAndDue {
  paid: number;
  due: number;
}

/**
 * Paid: the whole total of an order marked paid, else its advance once paid. Due: what is left,
 * less anything paid back (an order is never owed less than nothing).
 */
export function paidAndDue(order: { total: number; refundedAmount: number; paymentStatus: string; advanceAmount: number; advancePaid: boolean }): PaidAndDue {
  if (order.paymentStatus !== 'unpaid') return { paid: order.total, due: 0 };
  const paid = order.advancePaid ? order.advanceAmount : 0;
  return { paid, due: Math.max(0, order.total - order.refundedAmount - paid) };
}

/** "Paid ৳A · Due on delivery ৳R", the line every order page shows for an order with an advance. */
export function paidAndDueText(split: PaidAndDue): string {
  return `Paid ${formatTaka(split.paid)} · Due on delivery ${formatTaka(split.due)}`;
}
