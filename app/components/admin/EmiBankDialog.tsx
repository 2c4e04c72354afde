import { IntentDialog } from '#app/components/admin/IntentDialog.tsx';
import { Field, Input, Tick } from '#app/components/ui/Field.tsx';
import { chargeField, checkEmiBankForm } from '#app/lib/admin/emi-form.ts';
import type { TaxonomyResult } from '#app/lib/admin/taxonomy-form.ts';
import { EMI_TENURES } from '#domain/emi.ts';
import type { AdminEmiBank } from '#server/modules/emi/admin-service.ts';

interface EmiBankDialogProps {
  /** The bank to change, or null to add one. */
  bank: AdminEmiBank | null;
  result: TaxonomyResult | undefined;
  busy: boolean;
  onClose: () => void;
}

/** Adds a bank offering EMI or changes one: name, minimum amount, offered or not, and its charge per tenure. */
export function EmiBankDialog({ bank, result, busy, onClose }: EmiBankDialogProps) {
  const chargeOf = (months: number) => bank?.charges.find((charge) => charge.months === months)?.charge_percent;
  return (
    <IntentDialog
      title={bank ? `Edit “${bank.name}”` : 'Add a bank'}
      intent={bank ? 'update' : 'create'}
      id={bank?.id ?? null}
      check={(form) => checkEmiBankForm(form, bank === null)}
      result={result}
      busy={busy}
      submitLabel={bank ? 'Save' : 'Add'}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <Field label="Bank name" error={errors.name}>
            {(control) => <Input {...control} name="name" defaultValue={bank?.name} autoComplete="off" required />}
          </Field>
          <Field label="Minimum amount (৳)" hint="EMI is offered on a regular price or order of at least this much." error={errors.minimum_amount}>
            {(control) => <Input {...control} name="minimum_amount" inputMode="numeric" defaultValue={bank?.minimum_amount ?? 5000} />}
          </Field>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-800">Charge per tenure (% of the regular price)</legend>
            <p className="text-sm text-slate-600">Leave a tenure empty when the bank does not offer it.</p>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {EMI_TENURES.map((months) => (
                <Field key={months} label={`${months} months`} optional="%" error={errors[chargeField(months)]}>
                  {(control) => <Input {...control} name={chargeField(months)} inputMode="decimal" defaultValue={chargeOf(months)} />}
                </Field>
              ))}
            </div>
          </fieldset>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <Tick name="active" defaultChecked={bank?.active ?? true} />
            Offered to shoppers
          </label>
        </>
      )}
    </IntentDialog>
  );
}
