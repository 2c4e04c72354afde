import { useEffect, useRef, useState } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import { ACCOUNT_MESSAGES } from '#domain/account.ts';
import { servicesContext } from '#app/context.ts';
import { AuthCard } from '#app/components/account/AuthCard.tsx';
import { FormAlert } from '#app/components/account/FormAlert.tsx';
import { ButtonLink } from '#app/components/ui/Button.tsx';
import { Spinner } from '#app/components/feedback/Spinner.tsx';
import { authPageMeta } from '#app/lib/auth/auth-meta.ts';
import { FACEBOOK_STATE_KEY, parsePendingLogin, readFacebookReturn } from '#app/lib/auth/facebook-login.ts';
import { socialSignInAction } from '#app/lib/auth/social-action.server.ts';
import type { Route } from './+types/auth.callback';
import { accountStrings } from '#app/strings/account.ts';

const copy = accountStrings.social;

export function loader() {
  // Nothing to load: the provider's answer is in the URL fragment, which only the browser sees.
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return socialSignInAction(context.get(servicesContext), request, context);
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return authPageMeta({ title: copy.callbackTitle, description: copy.callbackHeading, path: '/auth/callback', noindex: true }, matches);
}

type Phase = 'reading' | 'failed';

/**
 * Where Facebook's login dialog returns to (`#access_token=…&state=…`). The page checks the state it
 * stored before leaving, drops the token from the address bar and posts it to this route's action.
 * Google's button posts its credential to the same action from the login page.
 */
export default function AuthCallbackPage({ actionData }: Route.ComponentProps) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [phase, setPhase] = useState<Phase>('reading');
  const started = useRef(false);

  useEffect(() => {
    // The URL is read once; a second run (React's development double effects) would find it already cleared.
    if (started.current) return;
    started.current = true;
    const pending = parsePendingLogin(sessionStorage.getItem(FACEBOOK_STATE_KEY));
    const result = readFacebookReturn(window.location.hash, window.location.search, pending);
    // Used once, and the token must not linger in history or be sent on in a Referer.
    sessionStorage.removeItem(FACEBOOK_STATE_KEY);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (result.kind !== 'token') return setPhase('failed');
    void submit({ provider: 'facebook', access_token: result.accessToken, redirect: result.redirect ?? '' }, { method: 'post', replace: true });
  }, [submit]);

  const error = actionData?.formError ?? (phase === 'failed' ? ACCOUNT_MESSAGES.facebookFailed : null);
  const busy = !error || navigation.state !== 'idle';
  return (
    <AuthCard title={busy ? copy.callbackHeading : copy.failedHeading}>
      {busy ? (
        <div className="flex justify-center py-6">
          <Spinner size="lg" label={copy.signingIn} showLabel />
        </div>
      ) : (
        <div className="space-y-5">
          <FormAlert kind="error" message={error} />
          <ButtonLink to="/login" size="block">
            {copy.tryAgain}
          </ButtonLink>
        </div>
      )}
    </AuthCard>
  );
}
