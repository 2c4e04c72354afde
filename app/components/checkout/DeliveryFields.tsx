import { useId } from 'react';
import { DivisionDistrictSelects, type DivisionOption } from '#app/components/account/DivisionDistrictSelects.tsx';
import { TextField } from '#app/components/account/TextField.tsx';
import type { CheckoutField } from '#app/lib/checkout/checkout-form.ts';
import { formatTaka } from '#domain/money.ts';
import type { DeliveryCharges, DhakaAreas } from '#domain/delivery.ts';
import { fill } from '#app/strings/index.ts';
import { cartStrings } from '#app/strings/cart.ts';

const copy = cartStrings.checkout;

export interface Place {
  division: string;
  district: string;
  area: string;
}

interface DeliveryFieldsProps {
  divisions: readonly DivisionOption[];
  areas: DhakaAreas;
  charges: DeliveryCharges;
  place: Place;
  onPlace: (place: Place) => void;
  address: string;
  note: string;
  errors: Partial<Record<CheckoutField, string>>;
}

/**
 * Division › district › area and the street address. The area decides the delivery zone, so in
 * the Dhaka division the list of Dhaka city's areas and suburbs is offered as the shopper types.
 */
export function DeliveryFields({ divisions, areas, charges, place, onPlace, address, note, errors }: DeliveryFieldsProps) {
  const areaListId = useId();
  const suggestAreas = place.division === 'Dhaka';
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold text-slate-900">{copy.delivery}</legend>
      <DivisionDistrictSelects
        divisions={divisions}
        division={place.division}
        district={place.district}
        onChange={(chosen) => onPlace({ ...place, ...chosen })}
        errors={errors}
        labels={copy}
      />
      <TextField
        name="area"
        label={copy.area}
        hint={fill(copy.areaHint, { cityCharge: formatTaka(charges.inside_dhaka_city), suburbCharge: formatTaka(charges.dhaka_suburbs), restCharge: formatTaka(charges.rest_of_bangladesh) })}
        error={errors.area}
        value={place.area}
        onChange={(event) => onPlace({ ...place, area: event.currentTarget.value })}
        autoComplete="address-level3"
        maxLength={100}
        list={suggestAreas ? areaListId : undefined}
      />
      {suggestAreas ? (
        <datalist id={areaListId}>
          {[...areas.cityAreas, ...areas.suburbs].map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      ) : null}
      <TextField name="address" label={copy.address} hint={copy.addressHint} error={errors.address} defaultValue={address} autoComplete="street-address" required maxLength={500} />
      <TextField name="note" label={copy.note} hint={copy.noteHint} error={errors.note} defaultValue={note} maxLength={500} />
    </fieldset>
  );
}
