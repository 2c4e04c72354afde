// Facebook's browser redirect flow: the dialog sends the shopper back to /auth/callback with
// `#access_token=…&state=…` (or `?error=…`); the callback page checks the state and posts the token.

const FACEBOOK_DIALOG_URL = 'https://www.facebook.com/dialog/oauth';
const FACEBOOK_CALLBACK_PATH = '/auth/callback';
/** sessionStorage key of the pending sign-in: the state we sent and where to go afterwards. */
export const FACEBOOK_STATE_KEY = 'dokan-facebook-login';

export interface PendingFacebookLogin {
  state: string;
  redirect: string | null;
}

export function facebookDialogUrl(appId: string, origin: string, state?: string): string {
  const url = new URL(FACEBOOK_DIALOG_URL);
  url.searchParams.set('client_id', appId);
  url.searchParams.set('redirect_uri', `${origin}${FACEBOOK_CALLBACK_PATH}`);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('scope', 'public_profile,email');
  if (state) url.searchParams.set('state', state);
  return url.toString();
}

/** A fresh unguessable state, so a token planted by another site is refused. */
export function newState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type FacebookReturn = { kind: 'token'; accessToken: string; redirect: string | null } | { kind: 'failed' } | { kind: 'none' };

/**
 * What the callback URL brought back. `pending` is what the login page stored before leaving; the
 * token counts only if its state matches, and a pending login is used once.
 */
export function readFacebookReturn(hash: string, search: string, pending: PendingFacebookLogin | null): FacebookReturn {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  const accessToken = fragment.get('access_token');
  if (!accessToken) return fragment.has('error') || query.has('error') || query.has('code') ? { kind: 'failed' } : { kind: 'none' };
  const state = fragment.get('state');
  if (!pending || !state || state !== pending.state) return { kind: 'failed' };
  return { kind: 'token', accessToken, redirect: pending.redirect };
}

export function parsePendingLogin(stored: string | null): PendingFacebookLogin | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<PendingFacebookLogin>;
    return typeof value.state === 'string' ? { state: value.state, redirect: typeof value.redirect === 'string' ? value.redirect : null } : null;
  } catch {
    return null;
  }
}
