import { z } from 'zod';
import { EMI_LIMITS, EMI_MESSAGES as M, EMI_TENURES } from './emi.ts';

/** What staff fill in for a bank's EMI plan: one schema for the back office's form and the API. */

const chargePercent = z
  .number({ error: M.chargePercent })
  .min(0, M.chargePercent)
  .max(EMI_LIMITS.chargePercent, M.chargePercent)
  // Two decimals at most: 2.75% is a bank's figure, 2.755% a typing mistake.
  .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6, M.chargePercent);

const tenureCharge = z.object({
  months: z.union(
    EMI_TENURES.map((months) => z.literal(months)),
    { error: M.tenure },
  ),
  charge_percent: chargePercent,
});

const bankFields = {
  name: z.string({ error: M.bankNameRequired }).trim().min(1, M.bankNameRequired).max(EMI_LIMITS.bankName, M.bankNameTooLong),
  active: z.boolean(),
  minimum_amount: z.number({ error: M.minimumAmount }).int(M.minimumAmount).min(0, M.minimumAmount).max(EMI_LIMITS.minimumAmount, M.minimumAmount),
  /** The tenures the bank offers; a tenure left out is not offered. */
  charges: z.array(tenureCharge).max(EMI_TENURES.length),
};

function distinctTenures(bank: { charges?: { months: number }[] | undefined }, context: z.RefinementCtx) {
  const seen = new Set<number>();
  bank.charges?.forEach((charge, index) => {
    if (seen.has(charge.months)) context.addIssue({ code: 'custom', path: ['charges', index, 'months'], message: M.duplicateTenure });
    seen.add(charge.months);
  });
}

export const emiBankCreateSchema = z
  .object({ ...bankFields, active: bankFields.active.default(true), minimum_amount: bankFields.minimum_amount.default(5000) })
  .superRefine(distinctTenures);
export type EmiBankCreate = z.output<typeof emiBankCreateSchema>;

/** A change: only the fields sent change; `charges`, when sent, replaces the bank's tenures. */
export const emiBankPatchSchema = z.object(bankFields).partial().superRefine(distinctTenures);
export type EmiBankPatch = z.output<typeof emiBankPatchSchema>;

/** A shopper's choice at checkout to pay on EMI: a bank offering it and one of its tenures. */
export const emiSelectionSchema = z.object({
  bank_id: z.number({ error: M.bankUnknown }).int(M.bankUnknown).min(1, M.bankUnknown).max(2_147_483_647, M.bankUnknown),
  months: z.union(
    EMI_TENURES.map((months) => z.literal(months)),
    { error: M.tenure },
  ),
});
export type EmiSelection = z.output<typeof emiSelectionSchema>;
