import { data, redirect, type RouterContextProvider } from 'react-router';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import { HttpError } from '#server/http/errors.ts';
import { facebookBody, googleBody } from '#server/modules/auth/social-schemas.ts';
import type { AppServices } from '#server/services.ts';
import { formText } from './form-result.ts';
import { shopOrigin } from '#app/lib/shop-origin.ts';
import { signedInTarget } from './paths.ts';
import { requestContext, signInHeaders } from './session.server.ts';
import type { SocialCallbackResult } from './social-result.ts';

const SOCIAL_REGISTRATION_PATH = '/social-registration';

function failed(message: string, status: number) {
  return data<SocialCallbackResult>({ formError: message }, { status });
}

/**
 * Finishes a Google or Facebook sign-in: the provider's token is checked by the server, the session
 * cookie is set, and a customer still missing an address or phone goes to /social-registration first.
 */
export async function socialSignInAction(services: AppServices, request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const provider = formText(form, 'provider');
  const fallback = provider === 'facebook' ? M.facebookFailed : M.googleFailed;
  const target = signedInTarget(formText(form, 'redirect'), shopOrigin(services.site, request.url));
  const client = requestContext(request, context);
  try {
    let signIn: Awaited<ReturnType<AppServices['social']['google' | 'facebook']>>;
    if (provider === 'google') {
      const parsed = googleBody.safeParse({ credential: formText(form, 'credential') });
      if (!parsed.success) return failed(M.googleFailed, 422);
      signIn = await services.social.google(parsed.data.credential ?? parsed.data.id_token ?? '', client);
    } else if (provider === 'facebook') {
      const parsed = facebookBody.safeParse({ access_token: formText(form, 'access_token') });
      if (!parsed.success) return failed(M.facebookFailed, 422);
      signIn = await services.social.facebook(parsed.data.access_token, client);
    } else {
      return failed(M.googleFailed, 400);
    }
    const next = signIn.needs_address ? `${SOCIAL_REGISTRATION_PATH}?redirect=${encodeURIComponent(target)}` : target;
    return redirect(next, { headers: signInHeaders(services, signIn) });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // A rejected token says only "authentication failed"; "not set up", "unreachable" and "too many" say more on purpose.
    return failed(error.statusCode === 401 || error.statusCode === 422 ? fallback : error.message || fallback, error.statusCode);
  }
}
