import { describe, expect, it } from 'vitest';
import { consentCookie, consentFromCookies } from './cookie-consent.ts';

describe('cookie consent', () => {
  it('reads only a known choice from the cookies', () => {
    expect(consentFromCookies('')).toBeNull();
    expect(consentFromCookies('a=1; dokan_consent=accepted; b=2')).toBe('accepted');
    expect(consentFromCookies('dokan_consent=declined')).toBe('declined');
    expect(consentFromCookies('dokan_consent=maybe')).toBeNull();
  });

  it('remembers a choice site-wide for half a year', () => {
    expect(consentCookie('accepted', true)).toBe('dokan_consent=accepted; Path=/; Max-Age=15552000; SameSite=Lax; Secure');
    expect(consentCookie('declined', false)).not.toContain('Secure');
  });
});
