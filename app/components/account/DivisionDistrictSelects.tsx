import { SelectField } from './SelectField.tsx';

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
}

/** Division › district: the district list follows the chosen division (profile and checkout forms). */
export function DivisionDistrictSelects({ divisions, division, district, onChange, errors, labels }: DivisionDistrictSelectsProps) {
  const districts = divisions.find((option) => option.name === division)?.districts ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        name="division"
        label={labels.division}
        error={errors.division}
        value={division}
        autoComplete="address-level1"
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
        disabled={districts.length === 0}
        onChange={(event) => onChange({ division, district: event.currentTarget.value })}
      >
        <option value="">{districts.length === 0 ? labels.chooseDivisionFirst : labels.chooseDistrict}</option>
        {districts.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
