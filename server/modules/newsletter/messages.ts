// What the newsletter endpoints answer. Existing clients match on these texts, so they do not change;
// the footer shows its own copy of them from app/strings, keyed by status code.

export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  subscribed: 'Successfully subscribed to newsletter!',
  alreadySubscribed: 'This email is already subscribed to our newsletter',
  unsubscribed: 'Successfully unsubscribed from newsletter',
  subscribeFailed: 'Failed to subscribe to newsletter. Please try again later.',
  unsubscribeFailed: 'Failed to unsubscribe. Please try again later.',
  /** A wrong or replaced token, or an email that never subscribed: the same words, so nobody learns who subscribed. */
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Use the link in your latest newsletter email, or ask for a new one.',
  unsubscribeLinkSent: 'If this email is subscribed, we have sent it a link to unsubscribe.',
  tooManyMails: 'We have sent enough newsletter emails to this address today. Please try again tomorrow.',
} as const;

/** The `code` of every newsletter error answer, so clients need not match on wording. */
export const NEWSLETTER_ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  emailExists: 'EMAIL_EXISTS',
  subscriptionFailed: 'SUBSCRIPTION_FAILED',
  unsubscribeFailed: 'UNSUBSCRIBE_FAILED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
} as const;

export type NewsletterErrorCode = (typeof NEWSLETTER_ERROR_CODES)[keyof typeof NEWSLETTER_ERROR_CODES];
