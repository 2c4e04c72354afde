import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '#domain/account.ts';
import { accessDeniedData, deniedRole } from './access-denied.ts';
import { facebookDialogUrl, parsePendingLogin, readFacebookReturn } from './facebook-login.ts';
import { fieldErrorsFromIssues } from './form-errors.server.ts';
import { isProtectedPath, loginPath, signedInTarget, withRedirect } from './paths.ts';

describe('where sign-in leads', () => {
  const origin = 'https://shop.example';

  it('returns to the remembered page of this site, else /dashboard/profile', () => {
    expect(signedInTarget('/dashboard/orders?page=2', origin)).toBe('/dashboard/orders?page=2');
    expect(signedInTarget('https://shop.example/cart', origin)).toBe('/cart');
    expect(signedInTarget(null, origin)).toBe('/dashboard/profile');
    expect(signedInTarget('https://evil.example/', origin)).toBe('/dashboard/profile');
    expect(signedInTarget('//evil.example/', origin)).toBe('/dashboard/profile');
    expect(signedInTarget('/\\evil.example/', origin)).toBe('/dashboard/profile');
    expect(signedInTarget('/\t/evil.example/', origin)).toBe('/dashboard/profile');
  });

  it('never back to a guest-only page, which would bounce straight on', () => {
    expect(signedInTarget('/login', origin)).toBe('/dashboard/profile');
    expect(signedInTarget('/register?redirect=/cart', origin)).toBe('/dashboard/profile');
    expect(signedInTarget('/forgot-password/', origin)).toBe('/dashboard/profile');
    expect(signedInTarget('/dashboard/../login', origin)).toBe('/dashboard/profile');
  });

  it('keeps the target on links between the guest pages', () => {
    expect(withRedirect('/register', '/dashboard/orders')).toBe('/register?redirect=%2Fdashboard%2Forders');
    expect(withRedirect('/register', '/dashboard/profile')).toBe('/register');
    expect(withRedirect('/register', null)).toBe('/register');
    expect(loginPath('/dashboard/orders/5', origin)).toBe('/login?redirect=%2Fdashboard%2Forders%2F5');
    expect(loginPath('//evil.example', origin)).toBe('/login');
  });

  it('knows which pages sit behind the sign-in guard', () => {
    expect(isProtectedPath('/dashboard')).toBe(true);
    expect(isProtectedPath('/dashboard/orders/3')).toBe(true);
    expect(isProtectedPath('/social-registration')).toBe(true);
    expect(isProtectedPath('/dashboards')).toBe(false);
    expect(isProtectedPath('/login')).toBe(false);
  });
});

describe('Access Denied', () => {
  it("recognises the role guard's 403 and names the role in its sentence", () => {
    const thrown = { status: 403, statusText: 'Forbidden', data: accessDeniedData('admin'), internal: false };
    expect(deniedRole(thrown)).toBe('admin');
    expect(ACCOUNT_MESSAGES.accessDenied('admin')).toBe("You don't have permission to access this page. This area requires admin privileges.");
  });

  it('leaves other errors to the usual error screen', () => {
    expect(deniedRole({ status: 403, data: { message: 'Forbidden' } })).toBeNull();
    expect(deniedRole({ status: 404, data: accessDeniedData('admin') })).toBeNull();
    expect(deniedRole(new Error('boom'))).toBeNull();
  });
});

describe('Facebook return', () => {
  const pending = { state: 'abc123', redirect: '/dashboard/orders' };

  it('accepts a token only with the state this browser sent', () => {
    expect(readFacebookReturn('#access_token=EAAB&expires_in=5000&state=abc123', '', pending)).toEqual({
      kind: 'token',
      accessToken: 'EAAB',
      redirect: '/dashboard/orders',
    });
    expect(readFacebookReturn('#access_token=EAAB&state=other', '', pending)).toEqual({ kind: 'failed' });
    expect(readFacebookReturn('#access_token=EAAB&state=abc123', '', null)).toEqual({ kind: 'failed' });
    expect(readFacebookReturn('#access_token=EAAB', '', pending)).toEqual({ kind: 'failed' });
  });

  it('reports a refusal or a code-flow answer as a failure, and nothing at all as nothing', () => {
    expect(readFacebookReturn('', '?error=access_denied&error_reason=user_denied', pending)).toEqual({ kind: 'failed' });
    expect(readFacebookReturn('', '?code=xyz&state=abc123', pending)).toEqual({ kind: 'failed' });
    expect(readFacebookReturn('', '', pending)).toEqual({ kind: 'none' });
  });

  it('reads back only a well-formed pending login', () => {
    expect(parsePendingLogin(JSON.stringify(pending))).toEqual(pending);
    expect(parsePendingLogin('{not json')).toBeNull();
    expect(parsePendingLogin(JSON.stringify({ redirect: '/x' }))).toBeNull();
  });

  it('sends the shopper to the dialog with our callback and the implicit flow', () => {
    const url = new URL(facebookDialogUrl('1234', 'https://shop.example', 'abc123'));
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: '1234',
      redirect_uri: 'https://shop.example/auth/callback',
      response_type: 'token',
      state: 'abc123',
    });
  });
});

describe('form errors', () => {
  it('keeps the first message per field and can move a field onto the input that shows it', () => {
    const schema = z.object({ email: z.string().min(3, 'first').max(1, 'second'), password: z.string().min(8, 'too short') });
    const parsed = schema.safeParse({ email: 'ab', password: 'short' });
    if (parsed.success) throw new Error('expected the parse to fail');
    expect(parsed.error.issues.filter((issue) => issue.path[0] === 'email')).toHaveLength(2);
    expect(fieldErrorsFromIssues(parsed.error.issues, { email: 'identifier' })).toEqual({ identifier: 'first', password: 'too short' });
  });
});
