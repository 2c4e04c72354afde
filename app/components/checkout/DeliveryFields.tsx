import { DivisionDistrictSelects, type DivisionOption } from '#app/components/account/DivisionDistrictSelects.tsx';
import { SelectField } from '#app/components/account/SelectField.tsx';
import { TextField } from '#app/components/account/TextField.tsx';
import type { CheckoutField } from '#app/lib/checkout/checkout-form.ts';
import { changePlace, type Place } from '#app/lib/checkout/place.ts';
import { chargeText, DELIVERY_ZONES, type DeliveryCharges } from '#domain/delivery.ts';
import { areasOfDistrict } from '#domain/delivery-zone.ts';
import { fill } from '#app/strings/index.ts';
import { cartStrings } from '#app/strings/cart.ts';

const copy = cartStrings.checkout;

interface DeliveryFieldsProps {
  divisions: readonly DivisionOption[];
  charges: DeliveryCharges;
  place: Place;
  onPlace: (place: Place) => void;
  address: string;
  note: string;
  errors: Partial<Record<CheckoutField, string>>;
}

/**
 * Division › district › area and the street address. Where the district has a list of areas (Dhaka
 * and its neighbours), the area is chosen from it, grouped by delivery zone, and decides the zone;
 * elsewhere it is free text that only helps the courier.
 */
export function DeliveryFields({ divisions, charges, place, onPlace, address, note, errors }: DeliveryFieldsProps) {
  const areas = areasOfDistrict(place.district);
  const hint = fill(copy.areaHint, {
    cityCharge: chargeText(charges.inside_dhaka_city),
    suburbCharge: chargeText(charges.dhaka_suburbs),
    restCharge: chargeText(charges.rest_of_bangladesh),
  });
  const change = (changed: Partial<Place>) => onPlace(changePlace(place, changed));
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold text-slate-900">{copy.delivery}</legend>
      <DivisionDistrictSelects divisions={divisions} division={place.division} district={place.district} onChange={change} errors={errors} labels={copy} />
      {areas.length > 0 ? (
        <SelectField
          name="area"
          label={copy.area}
          hint={hint}
          error={errors.area}
          value={place.area}
          autoComplete="address-level3"
          onChange={(event) => change({ area: event.currentTarget.value })}
        >
          <option value="">{copy.chooseArea}</option>
          {DELIVERY_ZONES.map((zone) => {
            const inZone = areas.filter((area) => area.zone === zone);
            return inZone.length ? (
              <optgroup key={zone} label={copy.zone[zone]}>
                {inZone.map((area) => (
                  <option key={area.name} value={area.name}>
                    {area.name}
                  </option>
                ))}
              </optgroup>
            ) : null;
          })}
        </SelectField>
      ) : (
        <TextField
          name="area"
          label={copy.area}
          hint={hint}
          error={errors.area}
          value={place.area}
          onChange={(event) => change({ area: event.currentTarget.value })}
          autoComplete="address-level3"
          maxLength={100}
        />
      )}
      <TextField
        name="address"
        label={copy.address}
        hint={copy.addressHint}
        error={errors.address}
        defaultValue={address}
        autoComplete="address-line1"
        required
        maxLength={500}
      />
      <TextField name="note" label={copy.note} hint={copy.noteHint} error={errors.note} defaultValue={note} maxLength={500} />
    </fieldset>
  );
}
