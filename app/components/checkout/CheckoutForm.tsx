import { useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { FormAlert } from '#app/components/account/FormAlert.tsx';
import { ContactFields } from '#app/components/account/ContactFields.tsx';
import { useFocusFirstError } from '#app/components/account/use-focus-first-error.ts';
import type { DivisionOption } from '#app/components/account/DivisionDistrictSelects.tsx';
import type { Cart } from '#app/lib/cart/lines.ts';
import { lineRequests } from '#app/lib/cart/lines.ts';
import type { CheckoutActionResult, CheckoutValues } from '#app/lib/checkout/checkout-form.ts';
import type { CartItem } from '#app/lib/stores/cart.ts';
import type { DeliveryCharges } from '#domain/delivery.ts';
import type { OnlineGateway } from '#domain/shop-terms.ts';
import { type Place, startingPlace } from '#app/lib/checkout/place.ts';
import { cartStrings } from '#app/strings/cart.ts';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { DeliveryFields } from './DeliveryFields.tsx';
import { PaymentChoice } from './PaymentChoice.tsx';
import { useChosenPaymentMethod } from './AdvanceNotice.tsx';
import type { AdvanceRules } from '#domain/advance-payment.ts';
import { EmiChoice } from './EmiChoice.tsx';
import { type EmiSelectionState, emiErrors, emiQuote } from '#app/lib/checkout/emi-form.ts';
import { deliveryChargeFor } from '#domain/delivery-zone.ts';
import type { EmiPlan } from '#domain/emi.ts';
import { Tick } from '#app/components/ui/Field.tsx';

const copy = cartStrings.checkout;

export interface CheckoutSetup {
  divisions: readonly DivisionOption[];
  charges: DeliveryCharges;
  cashOnDelivery: boolean;
  onlineGateway: OnlineGateway | null;
  bkash: boolean;
  nagad: boolean;
  /** When cash on delivery pays part in advance (shown before the order is placed). */
  advanceRules: AdvanceRules;
  /** The banks offering EMI, when online payment is on; empty otherwise. */
  emiPlans: EmiPlan[];
  prefill: CheckoutValues;
  /** For a signed-in customer whose profile lacks a mobile number or an address: the offer to keep this order's. */
  offerToSave: ProfileGaps | null;
}

export type ProfileGaps = 'phone-and-address' | 'phone' | 'address';

function newCheckoutKey(): string {
  return `checkout-${crypto.randomUUID()}`;
}

interface CheckoutFormProps {
  setup: CheckoutSetup;
  items: readonly CartItem[];
  cart: Cart | undefined;
  result: CheckoutActionResult | undefined;
}

/**
 * The checkout form: contact, delivery address, payment and the summary with Place order. It posts
 * to the page's action with the cart's product ids and quantities; the fields are never reset, so
 * after an error everything typed is still there.
 */
export function CheckoutForm({ setup, items, cart, result }: CheckoutFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const failure = result && !result.ok ? result : null;
  useFocusFirstError(formRef, failure);
  const chosenPayment = useChosenPaymentMethod(formRef);
  // One key per visit to the page: a double click or a retry after a lost answer finds the same order.
  const [checkoutKey] = useState(newCheckoutKey);
  const { prefill } = setup;
  const [place, setPlace] = useState<Place>(() => startingPlace({ division: prefill.division, district: prefill.district, area: prefill.area }));
  const errors = failure?.fieldErrors ?? {};
  const canPlace = cart !== undefined && !cart.has_problems;
  const delivery = place.district ? deliveryChargeFor(place, setup.charges) : null;
  const fieldErrorsOfEmi = emiErrors(errors);
  // Held here, not in EmiChoice: the summary must show the EMI figures the moment EMI is ticked.
  const [emiSelection, setEmiSelection] = useState<EmiSelectionState>(() => ({
    on: Boolean(fieldErrorsOfEmi.bank || fieldErrorsOfEmi.months),
    bankId: null,
    months: null,
  }));
  const emi = emiQuote(cart ? cart.regular_subtotal + (delivery?.ok ? delivery.charge : 0) : null, setup.emiPlans, emiSelection);
  // The order is priced on EMI only when paid online with EMI ticked on a plan the amount qualifies for.
  const onEmi = emiSelection.on && chosenPayment.method === 'online' && emi?.choice.ok ? emi.choice : null;
  // A code on its way is news, not a mistake: the form says so without an error's alarm.
  const codeJustSent = failure?.phoneCode !== undefined && !failure.phoneCode.error && Object.keys(errors).length === 0 && failure.itemErrors.length === 0;

  return (
    <Form ref={formRef} method="post" noValidate onChange={chosenPayment.read} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <input type="hidden" name="items" value={JSON.stringify(lineRequests(items))} />
      <input type="hidden" name="checkout_key" value={checkoutKey} />
      <div className="space-y-6">
        {failure ? (
          <div className="space-y-2">
            <FormAlert kind={codeJustSent ? 'notice' : 'error'} message={failure.message} />
            {failure.itemErrors.length ? (
              <ul className="list-disc space-y-1 pl-6 text-sm text-rose-800">
                {failure.itemErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {cart?.has_problems ? (
          <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {copy.cartChanged}{' '}
            <Link to="/cart" className="font-semibold underline">
              {copy.backToCart}
            </Link>
          </div>
        ) : null}
        <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <fieldset className="space-y-4">
            <legend className="mb-2 text-lg font-semibold text-slate-900">{copy.contact}</legend>
            <ContactFields nameField="name" values={prefill} errors={errors} labels={copy} phoneRequired />
          </fieldset>
        </section>
        <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <DeliveryFields
            divisions={setup.divisions}
            charges={setup.charges}
            place={place}
            onPlace={setPlace}
            address={prefill.address}
            note={prefill.note}
            errors={errors}
          />
        </section>
        {setup.offerToSave ? (
          <label className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-sm sm:p-5">
            <Tick name="save_to_profile" defaultChecked className="mt-0.5" />
            <span>
              <span className="font-medium">{copy.saveToProfile[setup.offerToSave]}</span>
              <span className="block text-slate-600">{copy.saveToProfileHint}</span>
            </span>
          </label>
        ) : null}
        <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <PaymentChoice
            cashOnDelivery={setup.cashOnDelivery}
            online={setup.onlineGateway}
            bkash={setup.bkash}
            nagad={setup.nagad}
            chosen={prefill.payment_method}
            error={errors.payment_method}
          />
          {setup.emiPlans.length > 0 ? (
            <EmiChoice
              quote={emi}
              selection={emiSelection}
              onSelect={(change) => setEmiSelection((before) => ({ ...before, ...change }))}
              deliveryKnown={delivery?.ok === true}
              errors={fieldErrorsOfEmi}
            />
          ) : null}
        </section>
      </div>
      <div className="lg:sticky lg:top-24">
        <CheckoutSummary
          items={items}
          cart={cart}
          place={place}
          charges={setup.charges}
          canPlace={canPlace}
          phoneCode={failure?.phoneCode}
          advanceRules={setup.advanceRules}
          paymentMethod={chosenPayment.method}
          emi={onEmi ? { bank: onEmi.plan.bank, months: onEmi.instalment.months, charge: onEmi.instalment.charge } : null}
        />
      </div>
    </Form>
  );
}
