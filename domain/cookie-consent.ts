// Whether the shopper allowed analytics cookies, kept in a first-party cookie so the choice holds on
// every page and visit. Essential cookies (sign-in, the phone pass) need no consent and ignore it.

export const CONSENT_COOKIE = 'dokan_consent';
const CONSENT_CHOICES = ['accepted', 'declined'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** Half a year, after which the shopper is asked again. */
const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The choice a Cookie header (or document.cookie) holds; null when none was made. */
export function consentFromCookies(cookies: string): ConsentChoice | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return (CONSENT_CHOICES as readonly string[]).includes(value ?? '') ? (value as ConsentChoice) : null;
  }
  return null;
}

/** The cookie that remembers a choice, as document.cookie takes it. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
