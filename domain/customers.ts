// The back office's customer desk: what it says and how long its inputs may be, shared by the API
// and the admin pages.

export const CUSTOMER_DESK_LIMITS = { search: 100, reason: 500 } as const;

/**
 * The order statuses whose totals count as money a customer has spent: paid orders (online or cash
 * collected) that were not cancelled, and delivered orders (cash is collected at the door).
 * Refunded amounts are taken off. One rule for the list and the profile.
 */
export const SPENT_RULE = 'Paid or delivered orders, not cancelled, less what was refunded on them';

export const CUSTOMER_DESK_MESSAGES = {
  notFound: 'No customer has this id.',
  reasonRequired: 'Say why this customer is blocked.',
  blocked: 'Customer blocked; their sessions have ended.',
  unblocked: 'Customer unblocked; they can sign in and order again.',
  alreadyBlocked: 'This customer is already blocked.',
  notBlocked: 'This customer is not blocked.',
} as const;

/** What a blocked customer is told when they try to sign in or order. */
export const BLOCKED_ACCOUNT_MESSAGE = 'This account has been blocked. Please contact customer support.';

/**
 * What checkout says when a guest gives the mobile number of a blocked account: blocking stops the
 * person, not just their password, so the number is refused signed in or not.
 */
export const BLOCKED_PHONE_MESSAGE = 'Orders cannot be placed with this mobile number. Please contact customer support.';
