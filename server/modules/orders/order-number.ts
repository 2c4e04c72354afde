import { randomInt } from 'node:crypto';
import { dhakaDate } from '#domain/dates.ts';

// No 0/O, 1/I/L: a customer reads the number out over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * Readable and not guessable: the date it was placed (in Bangladesh, the day the customer placed it
 * on), then six random characters (31^6, about 887 million per day), so one order number gives no
 * clue to another for the tracking page.
 */
export function newOrderNumber(now: Date = new Date()): string {
  const date = dhakaDate(now).slice(2).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `DK${date}-${suffix}`;
}

/** What newOrderNumber draws, for pages that take an order number from a link. */
export const ORDER_NUMBER_PATTERN = /^DK\d{6}-[2-9A-HJKMNP-Z]{6}$/;
