import { Field, Input, Select, Tick } from '#app/components/ui/Field.tsx';
import type { SettingsFormValues } from '#app/lib/admin/settings-form.ts';
import { ADVANCE_KINDS, type AdvanceKind } from '#domain/advance-payment.ts';

const KIND_LABELS: Record<AdvanceKind, string> = {
  delivery_charge: 'The delivery charge',
  percent: 'A percentage of the total',
  fixed: 'A fixed amount',
};

interface AdvanceSettingsProps {
  values: SettingsFormValues['advance_payment'];
  errorOf: (name: string) => string | undefined;
}

/**
 * The settings page's advance payment rules: when a cash-on-delivery order pays part online before
 * it is sent, and how much. Every rule off asks no advance.
 */
export function AdvanceSettings({ values, errorOf }: AdvanceSettingsProps) {
  const rules = [
    {
      name: 'outside_own_area',
      label: 'Deliveries outside Dhaka city',
      hint: 'Orders the courier carries outside the shop’s own riders’ area.',
      on: values.outside_own_area,
    },
    { name: 'flagged_products', label: 'Products marked “needs advance”', hint: 'Tick the box on a product’s page to mark it.', on: values.flagged_products },
  ] as const;
  return (
    <section aria-labelledby="advance-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="advance-heading" className="text-lg font-semibold text-slate-900">
        Advance payment on cash on delivery
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        When any rule below applies, a cash-on-delivery shopper pays the advance online when placing the order, and the rest to the courier. The order cannot go
        to the courier before the advance is paid. All rules off: no advance.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label="Orders with a total above (taka)" optional="(optional)" hint="Leave empty for no limit." error={errorOf('advance_payment.above_total')}>
          {(control) => <Input {...control} name="advance_payment.above_total" inputMode="numeric" defaultValue={values.above_total} autoComplete="off" />}
        </Field>
        <div className="grid gap-3">
          {rules.map((rule) => (
            <div key={rule.name}>
              <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3">
                <Tick name={`advance_payment.${rule.name}`} defaultChecked={rule.on} className="mt-1" />
                <span>
                  <span className="block font-medium text-slate-900">{rule.label}</span>
                  <span className="block text-sm text-slate-600">{rule.hint}</span>
                </span>
              </label>
              {errorOf(`advance_payment.${rule.name}`) ? (
                <p className="mt-1.5 text-sm font-medium text-rose-700">{errorOf(`advance_payment.${rule.name}`)}</p>
              ) : null}
            </div>
          ))}
        </div>
        <Field label="The advance is" error={errorOf('advance_payment.kind')}>
          {(control) => (
            <Select {...control} name="advance_payment.kind" defaultValue={values.kind}>
              {ADVANCE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Percentage or amount"
          optional="(for a percentage or a fixed amount)"
          hint="A whole percentage from 1 to 100, or whole taka; the advance is rounded up and never more than the total."
          error={errorOf('advance_payment.value')}
        >
          {(control) => <Input {...control} name="advance_payment.value" inputMode="numeric" defaultValue={values.value} autoComplete="off" />}
        </Field>
      </div>
    </section>
  );
}
