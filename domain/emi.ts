import type { StaffArea } from './staff.ts';

/**
 * Paying in monthly instalments (EMI) on a bank's credit card: one rule for the product page's
 * "EMI from ৳N/month" and table, the back office's plan editor, and the order checkout writes.
 * Whole taka only; every charge and instalment rounds up, so the bank's figure is never short.
 */

/** Staff who keep the EMI plan table: those of the catalogue (prices) or of orders (payments). */
export const EMI_PLAN_AREAS: readonly StaffArea[] = ['catalogue', 'orders'];
export const canKeepEmiPlans = (areas: readonly StaffArea[]) => EMI_PLAN_AREAS.some((area) => areas.includes(area));

/** The tenures banks here offer, in months. */
export const EMI_TENURES = [3, 6, 9, 12, 18, 24, 36] as const;
export type EmiTenure = (typeof EMI_TENURES)[number];

export const EMI_LIMITS = {
  bankName: 100,
  /** A charge of more than half the price is a typing mistake, not a plan. */
  chargePercent: 50,
  minimumAmount: 100_000_000,
} as const;

/** A bank's plan: its tenures with their charge, from a minimum order amount. */
export interface EmiPlan {
  bankId: number;
  bank: string;
  minimumAmount: number;
  /** Percent of the regular price added for each tenure the bank offers (up to two decimals). */
  charges: { months: EmiTenure; chargePercent: number }[];
}

export interface EmiInstalment {
  months: EmiTenure;
  chargePercent: number;
  /** Whole taka added to the regular price. */
  charge: number;
  total: number;
  monthly: number;
}

export interface EmiBankRow {
  bankId: number;
  bank: string;
  instalments: EmiInstalment[];
}

/** Hundredths of a percent, so 2.75% is 275 and the arithmetic stays in integers. */
const basisPoints = (percent: number) => Math.round(percent * 100);

export function emiCharge(price: number, chargePercent: number): number {
  return Math.ceil((price * basisPoints(chargePercent)) / 10_000);
}

/** Each month's payment of an EMI total, rounded up so the months together never fall short. */
export const emiMonthly = (total: number, months: number) => Math.ceil(total / months);

export function emiInstalment(price: number, months: EmiTenure, chargePercent: number): EmiInstalment {
  const charge = emiCharge(price, chargePercent);
  const total = price + charge;
  return { months, chargePercent, charge, total, monthly: emiMonthly(total, months) };
}

const emiEligible = (price: number, plan: Pick<EmiPlan, 'minimumAmount'>) => price > 0 && price >= plan.minimumAmount;

/** Every eligible bank's instalments for this regular price, tenures in order; banks with none are left out. */
export function emiTable(regularPrice: number, plans: readonly EmiPlan[]): EmiBankRow[] {
  return plans
    .filter((plan) => emiEligible(regularPrice, plan) && plan.charges.length > 0)
    .map((plan) => ({
      bankId: plan.bankId,
      bank: plan.bank,
      instalments: [...plan.charges].sort((a, b) => a.months - b.months).map((tenure) => emiInstalment(regularPrice, tenure.months, tenure.chargePercent)),
    }));
}

/** The lowest monthly instalment any eligible plan offers, or null when none applies ("EMI from ৳N/month"). */
export function emiFrom(regularPrice: number, plans: readonly EmiPlan[]): number | null {
  const monthlies = emiTable(regularPrice, plans).flatMap((row) => row.instalments.map((instalment) => instalment.monthly));
  return monthlies.length > 0 ? Math.min(...monthlies) : null;
}

/** The instalment of one bank and tenure for this amount, or why it cannot be had. */
export function emiChoice(
  amount: number,
  plans: readonly EmiPlan[],
  bankId: number,
  months: number,
): { ok: true; plan: EmiPlan; instalment: EmiInstalment } | { ok: false; field: 'bank' | 'months'; message: string } {
  const plan = plans.find((candidate) => candidate.bankId === bankId);
  if (!plan) return { ok: false, field: 'bank', message: EMI_MESSAGES.bankUnknown };
  if (!emiEligible(amount, plan)) return { ok: false, field: 'bank', message: EMI_MESSAGES.belowMinimum(plan.bank, plan.minimumAmount) };
  const tenure = plan.charges.find((charge) => charge.months === months);
  if (!tenure) return { ok: false, field: 'months', message: EMI_MESSAGES.tenureUnknown(plan.bank) };
  return { ok: true, plan, instalment: emiInstalment(amount, tenure.months, tenure.chargePercent) };
}

/**
 * The regular (EMI) price: what the product costs when not paid in cash at once. Unset, or below
 * the cash price (a flash sale lowers only the cash price), it is the cash price.
 */
export const regularPrice = (cashPrice: number, regular: number | null) => (regular !== null && regular > cashPrice ? regular : cashPrice);

export const EMI_MESSAGES = {
  bankUnknown: 'Choose one of the banks offering EMI.',
  tenureUnknown: (bank: string) => `${bank} does not offer that many months; choose one of its tenures.`,
  belowMinimum: (bank: string, minimum: number) => `${bank} offers EMI from ৳${minimum} up; this order is below that.`,
  onlineOnly: 'EMI is paid by credit card: choose online payment to pay on EMI.',
  orderLinesFixed: 'An order paid on EMI keeps its lines as priced on the plan: cancel it and place a new order instead.',
  regularBelowCash: 'The regular price cannot be lower than the cash price.',
  bankNameRequired: 'Enter the bank name.',
  bankNameTooLong: `The bank name can be at most ${EMI_LIMITS.bankName} characters.`,
  bankNameTaken: 'Another bank already has this name.',
  minimumAmount: 'Enter the minimum amount as a whole number of taka, 0 or more.',
  chargePercent: `Enter the charge as a percent from 0 to ${EMI_LIMITS.chargePercent}, with at most two decimals.`,
  duplicateTenure: 'This tenure is listed twice.',
  tenure: `Choose a tenure of ${EMI_TENURES.join(', ')} months.`,
} as const;
