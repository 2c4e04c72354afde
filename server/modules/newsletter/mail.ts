import type { MailMessage } from '#server/adapters/mail.ts';
import type { NewsletterPreferences } from '#server/db/schema.ts';

const topics = new Intl.ListFormat('en', { type: 'conjunction' });

const PREFERENCE_LABELS: Record<keyof NewsletterPreferences, string> = {
  special_offers: 'special offers',
  coupons: 'coupons',
  product_updates: 'product updates',
  new_arrivals: 'new arrivals',
};

/**
 * Where a subscriber unsubscribes: the footer form, opened at the newsletter box with the email and
 * token filled in. Absolute, as it is opened from a mail client.
 */
export function unsubscribeLink(siteUrl: string, email: string, token: string): string {
  return `${siteUrl}/?${new URLSearchParams({ newsletter: 'unsubscribe', email, token }).toString()}#newsletter`;
}

export function confirmationMail(email: string, preferences: NewsletterPreferences, link: string): MailMessage {
  const chosen = (Object.keys(PREFERENCE_LABELS) as (keyof NewsletterPreferences)[]).filter((key) => preferences[key]).map((key) => PREFERENCE_LABELS[key]);
  const about =
    chosen.length > 0 ? `We will write to you about ${topics.format(chosen)}.` : 'You chose no topics, so we will only write about your subscription.';
  return {
    to: email,
    subject: 'You are subscribed to our newsletter',
    text: `Thank you for subscribing to our newsletter. ${about}\n\nTo unsubscribe at any time, open this link:\n${link}\n\nIf you did not subscribe, open the link above and nothing more will be sent.\n`,
  };
}

export function unsubscribeLinkMail(email: string, link: string): MailMessage {
  return {
    to: email,
    subject: 'Unsubscribe from our newsletter',
    text: `Someone asked to stop our newsletter to this address. To unsubscribe, open this link:\n${link}\n\nIf that was not you, ignore this email and your subscription stays as it is. Earlier unsubscribe links no longer work.\n`,
  };
}
