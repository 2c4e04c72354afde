import { type EmiBankRow, type EmiInstalment, type EmiPlan, emiChoice, emiTable } from '#domain/emi.ts';

/** The checkout form's EMI inputs, read as POST /api/orders's `emi`; unticked, the order is paid at once. */
export function emiFromForm(form: FormData): { bank_id: number; months: number } | undefined {
  if (form.get('emi') !== 'on') return undefined;
  return { bank_id: Number(form.get('emi_bank_id') ?? ''), months: Number(form.get('emi_months') ?? '') };
}

/** The messages the order's answer gave the EMI fields (`emi.bank_id`, `emi.months`). */
export function emiErrors(fieldErrors: Readonly<Record<string, string | undefined>>) {
  return { bank: fieldErrors['emi.bank_id'] ?? fieldErrors.emi, months: fieldErrors['emi.months'] };
}

/** What the shopper has set in "Pay on EMI": the tick, and the bank and tenure picked (null: the first offered). */
export interface EmiSelectionState {
  on: boolean;
  bankId: number | null;
  months: number | null;
}

export interface EmiQuote {
  /** The banks offering EMI on this amount. */
  eligible: EmiBankRow[];
  bank: EmiBankRow;
  instalment: EmiInstalment;
  /** The domain's verdict on this bank and tenure: the figure the server charges, or why not. */
  choice: ReturnType<typeof emiChoice>;
}

/**
 * The bank and tenure in effect for this card payment: the ones picked, else the first offered.
 * Null until the cart is priced, or when no bank offers EMI on the amount. The EMI fields and the
 * order summary both read it, so what is quoted is what is summed up.
 */
export function emiQuote(amount: number | null, plans: readonly EmiPlan[], selection: EmiSelectionState): EmiQuote | null {
  const eligible = amount === null ? [] : emiTable(amount, plans);
  if (amount === null || eligible.length === 0) return null;
  const bank = eligible.find((row) => row.bankId === selection.bankId) ?? eligible[0]!;
  const instalment = bank.instalments.find((candidate) => candidate.months === selection.months) ?? bank.instalments[0]!;
  return { eligible, bank, instalment, choice: emiChoice(amount, plans, bank.bankId, instalment.months) };
}
