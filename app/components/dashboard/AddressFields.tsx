import { useState } from 'react';
import { SelectField } from '#app/components/account/SelectField.tsx';
import { TextField } from '#app/components/account/TextField.tsx';
import type { ProfileField, ProfileValues } from '#app/lib/dashboard/profile-form.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';

export interface DivisionOption {
  name: string;
  districts: string[];
}

const copy = dashboardStrings.profile;

/**
 * Division › district selects and the street address. The district list follows the chosen
 * division; a district from another division is cleared when the division changes.
 */
export function AddressFields({ divisions, values, errors }: { divisions: readonly DivisionOption[]; values: ProfileValues; errors: Partial<Record<ProfileField, string>> }) {
  const [division, setDivision] = useState(values.division);
  const [district, setDistrict] = useState(values.district);
  const districts = divisions.find((option) => option.name === division)?.districts ?? [];

  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-base font-semibold text-slate-900">{copy.addressHeading}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="division"
          label={copy.division}
          error={errors.division}
          value={division}
          onChange={(event) => {
            setDivision(event.currentTarget.value);
            setDistrict('');
          }}
        >
          <option value="">{copy.chooseDivision}</option>
          {divisions.map((option) => (
            <option key={option.name} value={option.name}>
              {option.name}
            </option>
          ))}
        </SelectField>
        <SelectField name="district" label={copy.district} error={errors.district} value={district} onChange={(event) => setDistrict(event.currentTarget.value)} disabled={districts.length === 0}>
          <option value="">{districts.length === 0 ? copy.chooseDivisionFirst : copy.chooseDistrict}</option>
          {districts.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="area" label={copy.area} error={errors.area} defaultValue={values.area} autoComplete="address-level3" maxLength={100} />
        <TextField name="address" label={copy.address} error={errors.address} defaultValue={values.address} autoComplete="street-address" maxLength={500} />
      </div>
    </fieldset>
  );
}
