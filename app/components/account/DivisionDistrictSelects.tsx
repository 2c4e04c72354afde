import { SelectField } from './SelectField.tsx';
import { useHydrated } from './use-hydrated.ts';

export interface DivisionOption {
  name: string;
  districts: string[];
}

interface Labels {
  division: string;
  district: string;
  chooseDivision: string;
  chooseDistrict: string;
  chooseDivisionFirst: string;
}

interface DivisionDistrictSelectsProps {
  divisions: readonly DivisionOption[];
  division: string;
  district: string;
  /** A new division clears the district, which belonged to the old one. */
  onChange: (place: { division: string; district: string }) => void;
  errors: { division?: string | undefined; district?: string | undefined };
  labels: Labels;
  /** Marks both as required for the browser and assistive technology. */
  required?: boolean;
}

/**
 * Division › district: the district list follows the chosen division (profile, checkout and social
 * sign-up forms). Without JavaScript the list cannot follow, so it offers every district, grouped
 * by division, and the server checks that the two agree.
 */
export function DivisionDistrictSelects({ divisions, division, district, onChange, errors, labels, required = false }: DivisionDistrictSelectsProps) {
  const hydrated = useHydrated();
  const districts = divisions.find((option) => option.name === division)?.districts ?? [];
  const waiting = hydrated && districts.length === 0;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        name="division"
        label={labels.division}
        error={errors.division}
        value={division}
        autoComplete="address-level1"
        required={required}
        onChange={(event) => onChange({ division: event.currentTarget.value, district: '' })}
      >
        <option value="">{labels.chooseDivision}</option>
        {divisions.map((option) => (
          <option key={option.name} value={option.name}>
            {option.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        name="district"
        label={labels.district}
        error={errors.district}
        value={district}
        autoComplete="address-level2"
        required={required}
        disabled={waiting}
        onChange={(event) => onChange({ division, district: event.currentTarget.value })}
      >
        <option value="">{waiting ? labels.chooseDivisionFirst : labels.chooseDistrict}</option>
        {hydrated
          ? districts.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))
          : divisions.map((option) => (
              <optgroup key={option.name} label={option.name}>
                {option.districts.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </optgroup>
            ))}
      </SelectField>
    </div>
  );
}
