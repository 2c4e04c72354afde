import { strings } from '#app/strings/index.ts';

const copy = strings.layout.newsletter;

export type NewsletterMode = 'subscribe' | 'unsubscribe';
export type NewsletterOutcome = { ok: true; message: string } | { ok: false; message: string };

/** Spec 5: text, @, text, dot, text. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidNewsletterEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** What the subscribe/unsubscribe calls of spec 7 send. */
export function newsletterRequest(mode: NewsletterMode, email: string, now: Date): { url: string; body: Record<string, unknown> } {
  const timestamp = now.toISOString();
  if (mode === 'unsubscribe') return { url: '/api/newsletter/unsubscribe', body: { email, timestamp } };
  return {
    url: '/api/newsletter/subscribe',
    body: { email, source: 'footer', timestamp, preferences: { special_offers: true, coupons: true, product_updates: true, new_arrivals: true } },
  };
}

function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** Maps a response to the spec 8 newsletter messages; `status` 0 means no response arrived. */
export function newsletterOutcome(mode: NewsletterMode, status: number, body: unknown): NewsletterOutcome {
  const ok = status >= 200 && status < 300;
  if (mode === 'unsubscribe') return ok ? { ok: true, message: copy.unsubscribed } : { ok: false, message: copy.unsubscribeFailed };
  if (ok) return { ok: true, message: copy.subscribed };
  if (status === 409) return { ok: false, message: copy.alreadySubscribed };
  if (status === 422) return { ok: false, message: serverMessage(body) ?? copy.invalidOrSubscribed };
  return { ok: false, message: copy.subscribeFailed };
}

/** Sends the request and never throws: a network failure is reported like any other failure. */
export async function sendNewsletter(mode: NewsletterMode, email: string): Promise<NewsletterOutcome> {
  const { url, body } = newsletterRequest(mode, email, new Date());
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
    const json: unknown = await response.json().catch(() => null);
    return newsletterOutcome(mode, response.status, json);
  } catch {
    return newsletterOutcome(mode, 0, null);
  }
}
