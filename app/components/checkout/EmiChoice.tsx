import type { EmiSelectionState, EmiQuote } from '#app/lib/checkout/emi-form.ts';
import { formatTaka } from '#domain/money.ts';
import { Field, Select, Tick } from '#app/components/ui/Field.tsx';
import { fill, strings } from '#app/strings/index.ts';

const copy = strings.product.emi;

interface EmiChoiceProps {
  /** The bank and tenure in effect for the card payment (the cart at regular prices plus delivery); null: none offered. */
  quote: EmiQuote | null;
  selection: EmiSelectionState;
  onSelect: (change: Partial<EmiSelectionState>) => void;
  /** Whether the delivery charge is in the quoted amount yet (a district and area chosen). */
  deliveryKnown: boolean;
  errors: { bank?: string | undefined; months?: string | undefined };
}

/**
 * "Pay on EMI" for a card payer: a bank offering EMI on this amount and one of its tenures, with the
 * total and monthly payment shown before the order is placed (domain/emi.ts, the rule the server
 * charges by). Ticked, the order is priced at regular prices plus the bank's charge, and the order
 * summary beside it shows those figures (CheckoutForm holds the choice for both).
 */
export function EmiChoice({ quote, selection, onSelect, deliveryKnown, errors }: EmiChoiceProps) {
  if (!quote) return null;
  const { eligible, bank, instalment, choice } = quote;
  const on = selection.on;

  return (
    <fieldset className="mt-4 space-y-3 rounded-lg border border-slate-200 p-4" data-testid="emi-choice">
      <legend className="px-1 font-semibold text-slate-900">{copy.checkout.legend}</legend>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <Tick name="emi" checked={on} onChange={(event) => onSelect({ on: event.target.checked })} className="mt-0.5" />
        <span>
          <span className="font-medium">{copy.checkout.tick}</span>
          <span className="block text-slate-600">{copy.checkout.hint}</span>
        </span>
      </label>
      {on ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={copy.bank} error={errors.bank}>
            {(control) => (
              <Select {...control} name="emi_bank_id" value={bank.bankId} onChange={(event) => onSelect({ bankId: Number(event.target.value) })}>
                {eligible.map((row) => (
                  <option key={row.bankId} value={row.bankId}>
                    {row.bank}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={copy.checkout.tenure} error={errors.months}>
            {(control) => (
              <Select {...control} name="emi_months" value={instalment.months} onChange={(event) => onSelect({ months: Number(event.target.value) })}>
                {bank.instalments.map((option) => (
                  <option key={option.months} value={option.months}>
                    {fill(copy.checkout.tenureOption, { months: option.months, monthly: formatTaka(option.monthly) })}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {choice.ok ? (
            <p className="text-sm text-slate-800 sm:col-span-2" aria-live="polite" data-testid="emi-quote">
              {fill(copy.checkout.quote, {
                total: formatTaka(choice.instalment.total),
                charge: formatTaka(choice.instalment.charge),
                monthly: formatTaka(choice.instalment.monthly),
                months: choice.instalment.months,
              })}
              {deliveryKnown ? '' : ` ${copy.checkout.plusDelivery}`}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
