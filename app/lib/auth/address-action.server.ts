import { data, redirect } from 'react-router';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import { HttpError } from '#server/http/errors.ts';
import { updateAddressBody } from '#server/modules/auth/social-schemas.ts';
import type { AppServices } from '#server/services.ts';
import { fieldErrorsFromIssues, fieldErrorsFromServer } from './form-errors.server.ts';
import { type FormFailure, formFailure, formText } from './form-result.ts';
import { signedInTarget } from './paths.ts';
import type { PageRequest } from '#app/lib/page-request.ts';
import { shopOrigin } from '#app/lib/shop-origin.ts';
import { requireSignedIn } from './session.server.ts';

export type AddressField = 'address' | 'division' | 'district' | 'area' | 'phone';
export type AddressResult = FormFailure<AddressField>;

/**
 * Empty required fields, so one submit names them all: the schema checks the pair of places only
 * once the rest is valid, and the missing phone only when saving.
 */
function blankFields(values: Record<AddressField, string>, needsPhone: boolean): Partial<Record<AddressField, string>> {
  const blank: Partial<Record<AddressField, string>> = {};
  if (needsPhone && !values.phone) blank.phone = M.phoneRequired;
  if (!values.division) blank.division = M.divisionInvalid;
  if (!values.district) blank.district = M.districtInvalid;
  return blank;
}

/** Saves the delivery address (and mobile number) a social sign-up still lacks, then carries on. */
export async function socialAddressAction(services: AppServices, page: PageRequest) {
  const session = await requireSignedIn(services, page);
  const form = await page.request.formData();
  const values = {
    address: formText(form, 'address'),
    division: formText(form, 'division'),
    district: formText(form, 'district'),
    area: formText(form, 'area'),
    phone: formText(form, 'phone'),
  };
  const parsed = updateAddressBody.safeParse(values);
  if (!parsed.success) {
    return data<AddressResult>(
      formFailure({ values, fieldErrors: { ...blankFields(values, !session.row.phone), ...fieldErrorsFromIssues(parsed.error.issues) } }),
      { status: 422 },
    );
  }
  try {
    await services.social.updateAddress(session.customer.id, parsed.data);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.statusCode === 422 && error.errors)
      return data<AddressResult>(formFailure({ values, fieldErrors: fieldErrorsFromServer(error.errors) }), { status: 422 });
    return data<AddressResult>(formFailure({ values, formError: M.updateAddressFailed }), { status: error.statusCode });
  }
  return redirect(signedInTarget(formText(form, 'redirect'), shopOrigin(services.site, page.url)));
}
