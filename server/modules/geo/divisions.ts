import geography from '#server/data/bd-divisions-districts.json' with { type: 'json' };

export interface District {
  name: string;
  bn: string;
}

export interface Division {
  name: string;
  bn: string;
  districts: District[];
}

const divisions: readonly Division[] = geography.divisions;

/** Bangladesh's 8 divisions and their 64 districts, for address forms (social sign-up, checkout). */
export function listDivisions(): readonly Division[] {
  return divisions;
}

// Forms may send either the English or the Bengali name, in any letter case.
const sameName = (place: { name: string; bn: string }, input: string) => {
  const wanted = input.trim().toLowerCase();
  return place.name.toLowerCase() === wanted || place.bn === input.trim();
};

export function findDivision(name: string): Division | undefined {
  return divisions.find((division) => sameName(division, name));
}

/** The district only when it lies in the given division. */
export function findDistrict(division: Division, name: string): District | undefined {
  return division.districts.find((district) => sameName(district, name));
}

/**
 * For zod transforms of address forms: the division and district as the list spells them (English),
 * or null after adding an issue on the field that is wrong.
 */
export function placeOrIssue(
  value: { division: string; district: string },
  context: { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void },
  messages: { divisionInvalid: string; districtInvalid: string },
): { division: string; district: string } | null {
  const division = findDivision(value.division);
  if (!division) {
    context.addIssue({ code: 'custom', path: ['division'], message: messages.divisionInvalid });
    return null;
  }
  const district = findDistrict(division, value.district);
  if (!district) {
    context.addIssue({ code: 'custom', path: ['district'], message: messages.districtInvalid });
    return null;
  }
  return { division: division.name, district: district.name };
}
