import { useSyncExternalStore } from 'react';
import { type ConsentChoice, consentCookie, consentFromCookies } from '#domain/cookie-consent.ts';

// The browser's side of the consent cookie: read it, save a choice, and let the banner, the
// footer's "Cookie settings" and the analytics loader hear of a change at once.

const CHANGED = 'dokan:consent-changed';
const OPEN_SETTINGS = 'dokan:cookie-settings';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
}

/**
 * 'accepted', 'declined', or null for no choice yet. The server renders (and hydration keeps) the
 * choice its request carried, `fromRequest`; undefined where the page has none (an error page).
 */
export function useConsent(fromRequest: ConsentChoice | null | undefined): ConsentChoice | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => consentFromCookies(document.cookie),
    () => fromRequest,
  );
}

export function saveConsent(choice: ConsentChoice): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, written where the choice is made; the Cookie Store API is not in every browser shoppers use.
  document.cookie = consentCookie(choice, window.location.protocol === 'https:');
  window.dispatchEvent(new Event(CHANGED));
}

/** The footer's "Cookie settings": shows the banner again, whatever was chosen. */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS));
}

export function onCookieSettingsOpened(listener: () => void): () => void {
  window.addEventListener(OPEN_SETTINGS, listener);
  return () => window.removeEventListener(OPEN_SETTINGS, listener);
}
