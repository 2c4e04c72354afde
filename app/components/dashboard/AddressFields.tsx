import { useState } from 'react';
import { DivisionDistrictSelects, type DivisionOption } from '#app/components/account/DivisionDistrictSelects.tsx';
import { TextField } from '#app/components/account/TextField.tsx';
import type { ProfileField, ProfileValues } from '#app/lib/dashboard/profile-form.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';

export type { DivisionOption };

const copy = dashboardStrings.profile;

/** Division › district selects and the street address of the profile. */
export function AddressFields({
  divisions,
  values,
  errors,
}: {
  divisions: readonly DivisionOption[];
  values: ProfileValues;
  errors: Partial<Record<ProfileField, string>>;
}) {
  const [place, setPlace] = useState({ division: values.division, district: values.district });
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-base font-semibold text-slate-900">{copy.addressHeading}</legend>
      <DivisionDistrictSelects divisions={divisions} division={place.division} district={place.district} onChange={setPlace} errors={errors} labels={copy} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="area" label={copy.area} error={errors.area} defaultValue={values.area} autoComplete="address-level3" maxLength={100} />
        <TextField name="address" label={copy.address} error={errors.address} defaultValue={values.address} autoComplete="address-line1" maxLength={500} />
      </div>
    </fieldset>
  );
}
