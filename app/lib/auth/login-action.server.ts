import { data, redirect, type RouterContextProvider } from 'react-router';
import { ACCOUNT_MESSAGES as M, identifierKind } from '#domain/account.ts';
import { HttpError } from '#server/http/errors.ts';
import { loginBody } from '#server/modules/auth/schemas.ts';
import type { AppServices } from '#server/services.ts';
import { fieldErrorsFromIssues } from './form-errors.server.ts';
import { type FormFailure, formFailure, formSecret, formText } from './form-result.ts';
import { shopOrigin } from '#app/lib/shop-origin.ts';
import { signedInTarget } from './paths.ts';
import { requestContext, signInHeaders } from './session.server.ts';

type LoginField = 'identifier' | 'password';
export type LoginResult = FormFailure<LoginField>;

// The API speaks of `email` or `phone`; the page has one box for either.
const TO_IDENTIFIER = { email: 'identifier', phone: 'identifier' };

/**
 * Signs in with "email or mobile number" and password. Success sets the session cookie and goes to
 * the remembered page (or /dashboard/profile); a failure answers with what the form shows.
 */
export async function loginAction(services: AppServices, request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const identifier = formText(form, 'identifier');
  const values = { identifier };
  const parsed = loginBody.safeParse({ [identifierKind(identifier)]: identifier, password: formSecret(form, 'password') });
  if (!parsed.success) {
    return data<LoginResult>(formFailure({ values, fieldErrors: fieldErrorsFromIssues(parsed.error.issues, TO_IDENTIFIER) }), { status: 422 });
  }
  try {
    const session = await services.auth.login(parsed.data, requestContext(request, context));
    return redirect(signedInTarget(formText(form, 'redirect'), shopOrigin(services.site, request.url)), { headers: signInHeaders(services, session) });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // 401, 403 (a blocked account, told only after the right password) and 429 carry messages
    // meant for the shopper; anything else gets "Login failed".
    const message = [401, 403, 429].includes(error.statusCode) ? error.message : M.loginFailed;
    return data<LoginResult>(formFailure({ values, formError: message }), { status: error.statusCode });
  }
}
