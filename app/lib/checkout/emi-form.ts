/** The checkout form's EMI inputs, read as POST /api/orders's `emi`; unticked, the order is paid at once. */
export function emiFromForm(form: FormData): { bank_id: number; months: number } | undefined {
  if (form.get('emi') !== 'on') return undefined;
  return { bank_id: Number(form.get('emi_bank_id') ?? ''), months: Number(form.get('emi_months') ?? '') };
}

/** The messages the order's answer gave the EMI fields (`emi.bank_id`, `emi.months`). */
export function emiErrors(fieldErrors: Readonly<Record<string, string | undefined>>) {
  return { bank: fieldErrors['emi.bank_id'] ?? fieldErrors.emi, months: fieldErrors['emi.months'] };
}
