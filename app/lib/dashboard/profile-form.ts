import { firstMessagePerField } from '#app/lib/api/field-errors.ts';

/** The profile form's inputs. The address parts are flat in the form and nested in the API. */
export type ProfileField = 'full_name' | 'email' | 'phone' | 'date_of_birth' | 'gender' | 'address' | 'division' | 'district' | 'area';

export type ProfileValues = Record<ProfileField, string>;

/** What the profile page's action answers: the saved notice, or the messages and what was typed. */
export type ProfileActionResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors: Partial<Record<ProfileField, string>>; values: ProfileValues };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

export function profileValuesFromForm(form: FormData): ProfileValues {
  return {
    full_name: text(form, 'full_name'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    date_of_birth: text(form, 'date_of_birth'),
    gender: text(form, 'gender'),
    address: text(form, 'address'),
    division: text(form, 'division'),
    district: text(form, 'district'),
    area: text(form, 'area'),
  };
}

/**
 * The body `updateProfile` takes (the same as PUT /api/dashboard/profile). Blank fields clear their
 * value; a wholly blank address clears the address, a partly filled one is checked whole.
 */
export function profileInput(values: ProfileValues): Record<string, unknown> {
  const addressParts = [values.address, values.division, values.district, values.area];
  return {
    full_name: values.full_name,
    email: values.email,
    phone: values.phone,
    date_of_birth: values.date_of_birth,
    gender: values.gender,
    address: addressParts.every((part) => part === '')
      ? null
      : { address: values.address, division: values.division, district: values.district, area: values.area },
  };
}

/** Where the API's error keys show in the form: `address.division` under the division select, and so on. */
const FIELD_OF_ERROR: Record<string, ProfileField> = {
  'address.address': 'address',
  'address.division': 'division',
  'address.district': 'district',
  'address.area': 'area',
};

/** One message per field, the first of each list. */
export function profileFieldErrors(errors: Record<string, readonly string[]> | undefined): Partial<Record<ProfileField, string>> {
  const lists: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const field = FIELD_OF_ERROR[key] ?? key;
    lists[field] = [...(lists[field] ?? []), ...messages];
  }
  return firstMessagePerField(lists) as Partial<Record<ProfileField, string>>;
}

/** The form's starting values from the customer as the API presents them. */
export function profileValuesOf(customer: {
  full_name: string;
  email: string | null;
  phone: string | null;
  date_of_birth: string | null;
  gender: string | null;
  address: { address: string; division: string; district: string; area: string | null } | null;
}): ProfileValues {
  return {
    full_name: customer.full_name,
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    date_of_birth: customer.date_of_birth ?? '',
    gender: customer.gender ?? '',
    address: customer.address?.address ?? '',
    division: customer.address?.division ?? '',
    district: customer.address?.district ?? '',
    area: customer.address?.area ?? '',
  };
}
