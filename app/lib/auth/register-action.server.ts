import { data, redirect, type RouterContextProvider } from 'react-router';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import { HttpError } from '#server/http/errors.ts';
import { registerBody } from '#server/modules/auth/schemas.ts';
import type { AppServices } from '#server/services.ts';
import { fieldErrorsFromIssues, fieldErrorsFromServer } from './form-errors.server.ts';
import { type FormFailure, formFailure, formSecret, formText } from './form-result.ts';
import { shopOrigin } from '#app/lib/shop-origin.ts';
import { signedInTarget } from './paths.ts';
import { requestContext, signInHeaders } from './session.server.ts';

type RegisterField = 'full_name' | 'email' | 'phone' | 'password' | 'password_confirmation';
export type RegisterResult = FormFailure<RegisterField>;

/** Creates the account, signs it in and opens /dashboard/profile (or the remembered page). */
export async function registerAction(services: AppServices, request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const values = { full_name: formText(form, 'full_name'), email: formText(form, 'email'), phone: formText(form, 'phone') };
  const parsed = registerBody.safeParse({
    ...values,
    password: formSecret(form, 'password'),
    password_confirmation: formSecret(form, 'password_confirmation'),
  });
  if (!parsed.success) {
    return data<RegisterResult>(formFailure({ values, fieldErrors: fieldErrorsFromIssues(parsed.error.issues) }), { status: 422 });
  }
  try {
    const session = await services.auth.register(parsed.data, requestContext(request, context));
    return redirect(signedInTarget(formText(form, 'redirect'), shopOrigin(services.site, request.url)), { headers: signInHeaders(services, session) });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.statusCode === 422 && error.errors) {
      return data<RegisterResult>(formFailure({ values, fieldErrors: fieldErrorsFromServer(error.errors) }), { status: 422 });
    }
    const message = error.statusCode === 429 ? error.message : M.registrationFailed;
    return data<RegisterResult>(formFailure({ values, formError: message }), { status: error.statusCode });
  }
}
