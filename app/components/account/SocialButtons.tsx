import { useEffect, useRef, useState } from 'react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import { FACEBOOK_STATE_KEY, facebookDialogUrl, newState } from '#app/lib/auth/facebook-login.ts';
import { loadGoogleIdentity } from '#app/lib/auth/google-identity.ts';
import type { SocialCallbackResult } from '#app/lib/auth/social-result.ts';
import type { ShellData } from '#app/lib/shell-data.ts';
import { FacebookIcon, GoogleIcon } from './SocialIcons.tsx';
import { FormAlert } from './FormAlert.tsx';
import { accountStrings } from '#app/strings/account.ts';
import { Button, buttonClassName } from '#app/components/ui/Button.tsx';

const copy = accountStrings.social;

/**
 * "Continue with Google / Facebook", shown only for the providers whose ids are configured; with
 * neither configured nothing renders and no third-party script is loaded.
 */
export function SocialButtons({ redirectTo }: { redirectTo: string | null }) {
  const shell = useRouteLoaderData<ShellData>('root');
  const googleClientId = shell?.site.googleClientId ?? null;
  const facebookAppId = shell?.site.facebookAppId ?? null;
  const fetcher = useFetcher<SocialCallbackResult>();
  if (!googleClientId && !facebookAppId) return null;
  const pending = fetcher.state !== 'idle';
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-sm text-slate-600">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        {copy.divider}
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="mt-4 space-y-3">
        {googleClientId ? (
          <GoogleButton
            clientId={googleClientId}
            onCredential={(credential) =>
              fetcher.submit({ provider: 'google', credential, redirect: redirectTo ?? '' }, { method: 'post', action: '/auth/callback' })
            }
          />
        ) : null}
        {facebookAppId ? <FacebookButton appId={facebookAppId} origin={shell?.origin ?? ''} redirectTo={redirectTo} /> : null}
        {pending ? (
          <p role="status" className="text-center text-sm text-slate-600">
            {copy.signingIn}
          </p>
        ) : null}
        {!pending ? <FormAlert kind="error" message={fetcher.data?.formError} /> : null}
      </div>
    </div>
  );
}

/**
 * Google draws its own button (an iframe) into our box once its script has loaded; until then, or if
 * it cannot load, our look-alike stands in, disabled.
 */
function GoogleButton({ clientId, onCredential }: { clientId: string; onCredential: (credential: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const handler = useRef(onCredential);
  handler.current = onCredential;
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !box.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => {
            if (response.credential) handler.current(response.credential);
          },
        });
        google.accounts.id.renderButton(box.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          width: Math.min(400, box.current.offsetWidth || 320),
        });
        setDrawn(true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return (
    <div>
      <div ref={box} data-google-button className={drawn ? 'flex min-h-11 justify-center' : 'hidden'} />
      {drawn ? null : (
        <Button variant="neutral" size="block" loading>
          <GoogleIcon />
          {copy.google}
        </Button>
      )}
    </div>
  );
}

/** A link to Facebook's login dialog; a click adds a fresh state and remembers where to return. */
function FacebookButton({ appId, origin, redirectTo }: { appId: string; origin: string; redirectTo: string | null }) {
  function onClick(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const state = newState();
    sessionStorage.setItem(FACEBOOK_STATE_KEY, JSON.stringify({ state, redirect: redirectTo }));
    window.location.assign(facebookDialogUrl(appId, window.location.origin || origin, state));
  }
  return (
    <a href={facebookDialogUrl(appId, origin)} onClick={onClick} className={buttonClassName({ variant: 'neutral', size: 'block' })}>
      <FacebookIcon />
      {copy.facebook}
    </a>
  );
}
