import { Banknote, CreditCard, Smartphone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { OnlineGateway } from '#domain/shop-terms.ts';
import { cartStrings } from '#app/strings/cart.ts';
import { Tick } from '#app/components/ui/Field.tsx';

const copy = cartStrings.checkout;

function Option({ value, label, hint, icon: Icon, defaultChecked }: { value: string; label: string; hint: string; icon: LucideIcon; defaultChecked: boolean }) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600">
      <Tick type="radio" name="payment_method" value={value} defaultChecked={defaultChecked} className="mt-1" />
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span>
        <span className="block font-semibold text-slate-900">{label}</span>
        <span className="block text-sm text-slate-600">{hint}</span>
      </span>
    </label>
  );
}

interface PaymentChoiceProps {
  cashOnDelivery: boolean;
  online: OnlineGateway | null;
  /** Whether bKash is set up and switched on. */
  bkash: boolean;
  /** Whether Nagad is set up and switched on. */
  nagad: boolean;
  chosen: string;
  error: string | undefined;
}

/**
 * The ways to pay the settings switch on: cash on delivery, online payment described as its gateway
 * takes it, bKash and Nagad. The one chosen before (a refused submit) stays chosen, else the first offered.
 */
export function PaymentChoice({ cashOnDelivery, online, bkash, nagad, chosen, error }: PaymentChoiceProps) {
  const offered = [cashOnDelivery ? 'cod' : null, online ? 'online' : null, bkash ? 'bkash' : null, nagad ? 'nagad' : null].filter((method) => method !== null);
  const checked = offered.includes(chosen) ? chosen : offered[0];
  return (
    <fieldset aria-describedby={error ? 'payment-method-error' : undefined}>
      <legend className="mb-3 text-lg font-semibold text-slate-900">{copy.payment}</legend>
      <div className="grid gap-3">
        {cashOnDelivery ? <Option value="cod" label={copy.cod} hint={copy.codHint} icon={Banknote} defaultChecked={checked === 'cod'} /> : null}
        {online ? (
          <Option
            value="online"
            label={copy.online}
            hint={`${copy.onlineHint[online]} ${copy.onlineWithin}`}
            icon={CreditCard}
            defaultChecked={checked === 'online'}
          />
        ) : null}
        {bkash ? (
          <Option value="bkash" label={copy.bkash} hint={`${copy.bkashHint} ${copy.onlineWithin}`} icon={Smartphone} defaultChecked={checked === 'bkash'} />
        ) : null}
        {nagad ? (
          <Option value="nagad" label={copy.nagad} hint={`${copy.nagadHint} ${copy.onlineWithin}`} icon={Smartphone} defaultChecked={checked === 'nagad'} />
        ) : null}
      </div>
      {error ? (
        <p id="payment-method-error" className="mt-2 text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
