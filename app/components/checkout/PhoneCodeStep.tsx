import { TextField } from '#app/components/account/TextField.tsx';
import type { PhoneCodeStep as Step } from '#app/lib/checkout/checkout-form.ts';
import { fill } from '#app/strings/index.ts';
import { cartStrings } from '#app/strings/cart.ts';

const copy = cartStrings.checkout.phoneCode;

/**
 * The code sent to the order's mobile number, asked for beside Place order so the same button sends
 * both. It is focused when it appears: the shopper's next step is to type what the SMS says.
 */
export function PhoneCodeStep({ step }: { step: Step }) {
  return (
    <fieldset className="mt-5 space-y-2 rounded-lg border border-brand-200 bg-brand-50 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{copy.title}</legend>
      <TextField
        key={step.phone}
        name="phone_code"
        label={copy.label}
        hint={fill(copy.hint, { phone: step.phone })}
        error={step.error}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        required
        // It appears because the shopper just asked to place the order; typing the code is all that is left.
        autoFocus
      />
    </fieldset>
  );
}
