const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * The short "5 minutes ago" text the notification list shows beside each item. Computed by the
 * server so every client shows the same words; `created_at` carries the exact instant.
 */
export function relativeTime(date: Date, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - date.getTime()) / 1000);
  // A clock slightly ahead of ours must not say "in 3 seconds".
  if (seconds < MINUTE) return 'just now';
  if (seconds < HOUR) return format.format(-Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return format.format(-Math.floor(seconds / HOUR), 'hour');
  if (seconds < WEEK) return format.format(-Math.floor(seconds / DAY), 'day');
  if (seconds < MONTH) return format.format(-Math.floor(seconds / WEEK), 'week');
  if (seconds < YEAR) return format.format(-Math.floor(seconds / MONTH), 'month');
  return format.format(-Math.floor(seconds / YEAR), 'year');
}
