import type { z } from 'zod';
import { EMI_TENURES } from '#domain/emi.ts';
import { emiBankCreateSchema, emiBankPatchSchema } from '#domain/emi-edit.ts';
import type { FieldErrors } from '#app/lib/admin/product-form.ts';
import { checkForm } from '#app/lib/admin/taxonomy-form.ts';

/** The form's field for one tenure's charge; empty: the bank does not offer that tenure. */
export const chargeField = (months: number) => `charge_${months}`;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** A typed number, or NaN so the schema refuses it with the field's own message. */
const numberOf = (value: string) => (value === '' ? Number.NaN : Number(value));

/** The bank dialog's fields as the API's body: one charge per tenure filled in. */
function emiBankFromForm(form: FormData) {
  return {
    name: text(form, 'name'),
    active: form.get('active') === 'on',
    minimum_amount: numberOf(text(form, 'minimum_amount')),
    charges: EMI_TENURES.filter((months) => text(form, chargeField(months)) !== '').map((months) => ({
      months,
      charge_percent: numberOf(text(form, chargeField(months))),
    })),
  };
}

/**
 * The schema's check of the dialog, each charge's message put on its tenure's field (the API names
 * it by its place in the list, `charges.2.charge_percent`, which the form does not show).
 */
export function checkEmiBankForm(
  form: FormData,
  creating: boolean,
): { ok: true; data: z.output<typeof emiBankPatchSchema> } | { ok: false; errors: FieldErrors } {
  const values = emiBankFromForm(form);
  const outcome = checkForm(creating ? emiBankCreateSchema : emiBankPatchSchema, values);
  if (outcome.ok) return outcome;
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(outcome.errors)) {
    const charge = /^charges\.(\d+)\./.exec(key);
    const months = charge ? values.charges[Number(charge[1])]?.months : undefined;
    errors[months === undefined ? key : chargeField(months)] ??= message;
  }
  return { ok: false, errors };
}
