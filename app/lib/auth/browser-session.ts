import { loginPath } from './paths.ts';

// What the browser keeps about the sign-in (local storage keys older clients also read). The session token itself lives in an
// httpOnly cookie no script can read; `token` and `user` are only ever removed, for older clients' sake.
const CUSTOMER_ID_KEY = 'website_customer_id';
const AUTH_STORAGE_KEYS = ['token', 'user', CUSTOMER_ID_KEY] as const;

/** The event every sign-in and sign-out raises, used on the window (this tab) and a BroadcastChannel (other tabs). */
const AUTH_CHANGE_EVENT = 'auth-change';
const CHANNEL_NAME = 'dokan-auth';

export type AuthChange = { type: 'signed-in'; customerId: number } | { type: 'signed-out'; reason?: string };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

let channel: BroadcastChannel | null | undefined;
function authChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

/** Tells this tab (window event) and the shop's other tabs (BroadcastChannel) that the sign-in changed. */
export function broadcastAuthChange(change: AuthChange): void {
  window.dispatchEvent(new CustomEvent<AuthChange>(AUTH_CHANGE_EVENT, { detail: change }));
  authChannel()?.postMessage(change);
}

/** Calls `listener` on every change; `fromOtherTab` says whether another tab made it. Returns the unsubscribe. */
export function onAuthChange(listener: (change: AuthChange, fromOtherTab: boolean) => void): () => void {
  const local = (event: Event) => listener((event as CustomEvent<AuthChange>).detail, false);
  const remote = (event: MessageEvent<AuthChange>) => listener(event.data, true);
  window.addEventListener(AUTH_CHANGE_EVENT, local);
  authChannel()?.addEventListener('message', remote);
  return () => {
    window.removeEventListener(AUTH_CHANGE_EVENT, local);
    authChannel()?.removeEventListener('message', remote);
  };
}

/** Records the signed-in customer's id; true when it is a new sign-in in this browser. */
export function rememberSignedIn(customerId: number): boolean {
  const store = storage();
  if (!store) return false;
  const known = store.getItem(CUSTOMER_ID_KEY);
  if (known === String(customerId)) return false;
  try {
    store.setItem(CUSTOMER_ID_KEY, String(customerId));
  } catch {
    return false;
  }
  return true;
}

/** Whether this browser records a sign-in; true when storage is unavailable, since then nobody can tell. */
function holdsSignIn(): boolean {
  const store = storage();
  return store ? store.getItem(CUSTOMER_ID_KEY) !== null : true;
}

/** Set between a deliberate logout's start and the first signed-out page after it. */
let logoutUnderWay = false;

/**
 * Before a deliberate logout: forget the sign-in first, so calls answered 401 on the way out do not
 * send the shopper to /login. The change is not broadcast yet: the session ends only when the
 * logout request arrives, and a tab reloading its data before then would still find it signed in.
 * The signed-out page that follows announces it (see `takeLogoutUnderWay`).
 */
export function beginLogout(): void {
  if (forgetSignedIn()) logoutUnderWay = true;
}

/** Whether this tab started a logout that is still to be announced; answers true once per logout. */
export function takeLogoutUnderWay(): boolean {
  const wasUnderWay = logoutUnderWay;
  logoutUnderWay = false;
  return wasUnderWay;
}

/** Removes what the browser keeps about a sign-in; true when there was something to remove. */
export function forgetSignedIn(): boolean {
  const store = storage();
  if (!store) return false;
  let found = false;
  for (const key of AUTH_STORAGE_KEYS) {
    if (store.getItem(key) !== null) {
      found = true;
      store.removeItem(key);
    }
  }
  return found;
}

/**
 * A 401 signs the browser out. The cookie is already worthless, so no logout call is made:
 * the kept details are removed, the change is broadcast, and the shopper goes to /login (remembering
 * the page) unless already there.
 */
export function signOutBrowser(reason: string): void {
  // Nothing to end: the shopper is logging out on purpose (a poll answered 401 meanwhile), or an
  // earlier 401 of the same moment was already handled.
  if (!holdsSignIn()) return;
  forgetSignedIn();
  broadcastAuthChange({ type: 'signed-out', reason });
  const { pathname, search } = window.location;
  if (pathname !== '/login') window.location.assign(loginPath(`${pathname}${search}`, window.location.origin));
}
