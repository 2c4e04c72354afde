import { useState } from 'react';
import { type EmiPlan, emiChoice, emiTable } from '#domain/emi.ts';
import { formatTaka } from '#domain/money.ts';
import { Field, Select, Tick } from '#app/components/ui/Field.tsx';
import { fill, strings } from '#app/strings/index.ts';

const copy = strings.product.emi;

interface EmiChoiceProps {
  plans: readonly EmiPlan[];
  /** The card payment paid on EMI: the cart at regular prices plus delivery; null until the cart is priced. */
  amount: number | null;
  /** Whether the delivery charge is in `amount` yet (a district and area chosen). */
  deliveryKnown: boolean;
  errors: { bank?: string | undefined; months?: string | undefined };
}

/**
 * "Pay on EMI" for a card payer: a bank offering EMI on this amount and one of its tenures, with the
 * total and monthly payment shown before the order is placed (domain/emi.ts, the rule the server
 * charges by). Ticked, the order is priced at regular prices plus the bank's charge.
 */
export function EmiChoice({ plans, amount, deliveryKnown, errors }: EmiChoiceProps) {
  const [on, setOn] = useState(Boolean(errors.bank || errors.months));
  const eligible = amount === null ? [] : emiTable(amount, plans);
  const [bankId, setBankId] = useState<number | null>(null);
  const [months, setMonths] = useState<number | null>(null);
  if (amount === null || eligible.length === 0) return null;
  const bank = eligible.find((row) => row.bankId === bankId) ?? eligible[0]!;
  const instalment = bank.instalments.find((candidate) => candidate.months === months) ?? bank.instalments[0]!;
  const choice = emiChoice(amount, plans, bank.bankId, instalment.months);

  return (
    <fieldset className="mt-4 space-y-3 rounded-lg border border-slate-200 p-4" data-testid="emi-choice">
      <legend className="px-1 font-semibold text-slate-900">{copy.checkout.legend}</legend>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <Tick name="emi" checked={on} onChange={(event) => setOn(event.target.checked)} className="mt-0.5" />
        <span>
          <span className="font-medium">{copy.checkout.tick}</span>
          <span className="block text-slate-600">{copy.checkout.hint}</span>
        </span>
      </label>
      {on ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={copy.bank} error={errors.bank}>
            {(control) => (
              <Select {...control} name="emi_bank_id" value={bank.bankId} onChange={(event) => setBankId(Number(event.target.value))}>
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
              <Select {...control} name="emi_months" value={instalment.months} onChange={(event) => setMonths(Number(event.target.value))}>
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
