import { HttpError } from '#server/http/errors.ts';
import type { AppServices } from '#server/services.ts';
import { type ProfileActionResult, profileFieldErrors, profileInput, profileValuesFromForm } from './profile-form.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';

/**
 * Saves the profile form through the same service the API uses: 422s come back as one message per
 * field (plus the general one), anything unexpected as "Failed to update profile".
 */
export async function saveProfile(services: AppServices, customerId: number, form: FormData): Promise<ProfileActionResult> {
  const values = profileValuesFromForm(form);
  const copy = dashboardStrings.profile;
  try {
    await services.account.updateProfile(customerId, profileInput(values));
    return { ok: true, message: copy.saved };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422) {
      const fieldErrors = profileFieldErrors(error.errors);
      return { ok: false, message: Object.keys(fieldErrors).length > 0 ? copy.fixErrors : error.message, fieldErrors, values };
    }
    return { ok: false, message: copy.failed, fieldErrors: {}, values };
  }
}
