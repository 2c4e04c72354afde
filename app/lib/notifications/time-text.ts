import { fill, strings } from '#app/strings/index.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

// Dates show as in Bangladesh whatever the server's or the phone's zone, so both render the same text.
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' });

/** "Just now", "5 min ago", "3 h ago", "2 d ago", then the date: short enough for the dropdown. */
export function notificationTimeText(createdAt: string, now: number = Date.now()): string {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return '';
  const age = Math.max(0, now - created);
  const copy = strings.notifications;
  if (age < MINUTE_MS) return copy.justNow;
  if (age < HOUR_MS) return fill(copy.minutesAgo, { count: Math.floor(age / MINUTE_MS) });
  if (age < DAY_MS) return fill(copy.hoursAgo, { count: Math.floor(age / HOUR_MS) });
  if (age < WEEK_MS) return fill(copy.daysAgo, { count: Math.floor(age / DAY_MS) });
  return dateFormat.format(created);
}
