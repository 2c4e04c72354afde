import { describe, expect, it } from 'vitest';
import { newsletterOutcome, newsletterRequest, unsubscribeLinkParams } from './newsletter-request.ts';

describe('newsletter request', () => {
  const now = new Date('2026-11-21T10:00:00.000Z');
  it('subscribes from the footer with every preference on', () => {
    expect(newsletterRequest('subscribe', 'a@b.co', now)).toEqual({
      path: '/newsletter/subscribe',
      body: {
        email: 'a@b.co',
        source: 'footer',
        timestamp: '2026-11-21T10:00:00.000Z',
        preferences: { special_offers: true, coupons: true, product_updates: true, new_arrivals: true },
      },
    });
  });
  it('unsubscribes with the email and a timestamp', () => {
    expect(newsletterRequest('unsubscribe', 'a@b.co', now)).toEqual({
      path: '/newsletter/unsubscribe',
      body: { email: 'a@b.co', timestamp: '2026-11-21T10:00:00.000Z' },
    });
  });
  it('unsubscribes with the token when this browser has one', () => {
    expect(newsletterRequest('unsubscribe', 'a@b.co', now, 'tok-1').body).toEqual({
      email: 'a@b.co',
      unsubscribe_token: 'tok-1',
      timestamp: '2026-11-21T10:00:00.000Z',
    });
  });
  it('reads the email and token of the mailed unsubscribe link', () => {
    expect(unsubscribeLinkParams('?newsletter=unsubscribe&email=a%40b.co&token=tok-1')).toEqual({ email: 'a@b.co', token: 'tok-1' });
    expect(unsubscribeLinkParams('?newsletter=unsubscribe&email=a%40b.co')).toBeNull();
    expect(unsubscribeLinkParams('?email=a%40b.co&token=tok-1')).toBeNull();
  });
});

describe('newsletter outcome', () => {
  it('maps subscribe responses', () => {
    expect(newsletterOutcome('subscribe', 201, {})).toEqual({ ok: true, message: 'Successfully subscribed to newsletter!' });
    expect(newsletterOutcome('subscribe', 409, { message: 'dup' })).toEqual({ ok: false, message: 'This email is already subscribed to our newsletter' });
    expect(newsletterOutcome('subscribe', 422, { message: 'The email must be valid.' })).toEqual({ ok: false, message: 'The email must be valid.' });
    expect(newsletterOutcome('subscribe', 422, null)).toEqual({ ok: false, message: 'Invalid email address or already subscribed' });
    expect(newsletterOutcome('subscribe', 500, null)).toEqual({ ok: false, message: 'Failed to subscribe to newsletter. Please try again later.' });
    expect(newsletterOutcome('subscribe', 0, null)).toEqual({ ok: false, message: 'Failed to subscribe to newsletter. Please try again later.' });
  });
  it('maps unsubscribe responses', () => {
    expect(newsletterOutcome('unsubscribe', 200, {})).toEqual({ ok: true, message: 'Successfully unsubscribed from newsletter' });
    expect(newsletterOutcome('unsubscribe', 404, {})).toEqual({ ok: false, message: 'Failed to unsubscribe. Please try again later.' });
    expect(newsletterOutcome('unsubscribe', 422, { message: 'This unsubscribe link is not valid.' })).toEqual({
      ok: false,
      message: 'Failed to unsubscribe. Please try again later.',
    });
    expect(newsletterOutcome('unsubscribe', 202, {})).toEqual({ ok: true, message: 'If this email is subscribed, we have sent it a link to unsubscribe.' });
  });
  it('keeps the unsubscribe token a subscription answers with', () => {
    expect(newsletterOutcome('subscribe', 201, { data: { unsubscribe_token: 'tok-1' } })).toEqual({
      ok: true,
      message: 'Successfully subscribed to newsletter!',
      unsubscribeToken: 'tok-1',
    });
  });
});
