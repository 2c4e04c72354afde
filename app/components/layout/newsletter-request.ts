import { apiResponse } from '#app/lib/api/client.ts';
import { strings } from '#app/strings/index.ts';

const copy = strings.layout.newsletter;

export type NewsletterMode = 'subscribe' | 'unsubscribe';
export type NewsletterOutcome = { ok: true; message: string; unsubscribeToken?: string } | { ok: false; message: string };

/** What the subscribe/unsubscribe calls send (POST /api/newsletter/subscribe or /unsubscribe, with the browser's clock and every preference on); unsubscribing carries the token when this browser has one. */
export function newsletterRequest(mode: NewsletterMode, email: string, now: Date, unsubscribeToken?: string): { path: string; body: Record<string, unknown> } {
  const timestamp = now.toISOString();
  if (mode === 'unsubscribe') {
    return { path: '/newsletter/unsubscribe', body: { email, ...(unsubscribeToken ? { unsubscribe_token: unsubscribeToken } : {}), timestamp } };
  }
  return {
    path: '/newsletter/subscribe',
    body: { email, source: 'footer', timestamp, preferences: { special_offers: true, coupons: true, product_updates: true, new_arrivals: true } },
  };
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && name in body ? (body as Record<string, unknown>)[name] : undefined;
}

function serverMessage(body: unknown): string | null {
  const message = field(body, 'message');
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** Maps a response to the footer's message: the server's own words when it sent any, else the fixed success or failure sentence; `status` 0 means no response arrived. */
export function newsletterOutcome(mode: NewsletterMode, status: number, body: unknown): NewsletterOutcome {
  const ok = status >= 200 && status < 300;
  if (mode === 'unsubscribe') {
    // 202: no token was sent, so the server mailed the subscriber a link instead.
    if (status === 202) return { ok: true, message: copy.unsubscribeLinkSent };
    return ok ? { ok: true, message: copy.unsubscribed } : { ok: false, message: copy.unsubscribeFailed };
  }
  if (ok) {
    const token = field(field(body, 'data'), 'unsubscribe_token');
    return { ok: true, message: copy.subscribed, ...(typeof token === 'string' ? { unsubscribeToken: token } : {}) };
  }
  if (status === 409) return { ok: false, message: copy.alreadySubscribed };
  if (status === 422) return { ok: false, message: serverMessage(body) ?? copy.invalidOrSubscribed };
  return { ok: false, message: copy.subscribeFailed };
}

/** Sends the request and never throws: a network failure is reported like any other failure. */
export async function sendNewsletter(mode: NewsletterMode, email: string, unsubscribeToken?: string): Promise<NewsletterOutcome> {
  const { path, body } = newsletterRequest(mode, email, new Date(), unsubscribeToken);
  try {
    const response = await apiResponse('POST', path, { body });
    return newsletterOutcome(mode, response.status, response.body);
  } catch {
    return newsletterOutcome(mode, 0, null);
  }
}

/** The email and token of the unsubscribe link mailed to subscribers (`/?newsletter=unsubscribe&email=…&token=…`). */
export function unsubscribeLinkParams(search: string): { email: string; token: string } | null {
  const params = new URLSearchParams(search);
  const email = params.get('email')?.trim();
  const token = params.get('token')?.trim();
  return params.get('newsletter') === 'unsubscribe' && email && token ? { email, token } : null;
}

/** This browser's own subscription, so its Unsubscribe works without the mail. */
const STORAGE_KEY = 'newsletter-subscription';

export function rememberSubscription(email: string, token: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ email: email.toLowerCase(), token }));
  } catch {
    // Storage off or full: unsubscribing then goes through the mailed link.
  }
}

export function rememberedToken(email: string): string | undefined {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    const token = field(saved, 'token');
    return field(saved, 'email') === email.toLowerCase() && typeof token === 'string' ? token : undefined;
  } catch {
    return undefined;
  }
}

export function forgetSubscription(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
