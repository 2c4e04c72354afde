// Dates as the shop's customers read them: in Bangladesh time, whatever the zone of the server or of
// the phone, so a page rendered on the server and hydrated in the browser shows the same text, and a
// mail, a notification and an order page agree on the day.

const SHOP_TIME_ZONE = 'Asia/Dhaka';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: SHOP_TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: SHOP_TIME_ZONE,
});
const calendarParts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: SHOP_TIME_ZONE });

/** An instant as the answers and the database carry it: an ISO string, a Date or epoch milliseconds. */
export type Instant = string | number | Date;

function epochOf(instant: Instant | null | undefined): number {
  if (instant === null || instant === undefined || instant === '') return Number.NaN;
  if (instant instanceof Date) return instant.getTime();
  return typeof instant === 'number' ? instant : Date.parse(instant);
}

/** "21 Nov 2026"; an unreadable date shows as nothing rather than "Invalid Date". */
export function formatDate(instant: Instant | null | undefined): string {
  const time = epochOf(instant);
  return Number.isFinite(time) ? dateFormat.format(time) : '';
}

const BENGALI_MONTHS = ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'];
const bengaliDigits = (text: string) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));

/**
 * "২১ নভেম্বর ২০২৬", for a page written in Bengali. Spelled out here rather than by Intl's bn
 * locale: the server's and the browser's ICU data may differ, and the hydrated page must read
 * as the server rendered it.
 */
export function formatDateBengali(instant: Instant | null | undefined): string {
  const time = epochOf(instant);
  if (!Number.isFinite(time)) return '';
  const [year, month, day] = dhakaDate(time).split('-').map(Number) as [number, number, number];
  return bengaliDigits(`${day} ${BENGALI_MONTHS[month - 1]} ${year}`);
}

/** "21 Nov 2026, 4:05 pm". */
export function formatDateTime(instant: Instant | null | undefined): string {
  const time = epochOf(instant);
  return Number.isFinite(time) ? dateTimeFormat.format(time) : '';
}

/** The calendar date in Bangladesh at that instant, as YYYY-MM-DD (the day after UTC's from 18:00 UTC). */
export function dhakaDate(instant: Instant): string {
  const parts = Object.fromEntries(calendarParts.formatToParts(epochOf(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today's date in Bangladesh, as YYYY-MM-DD. */
export function dhakaToday(now: Instant = Date.now()): string {
  return dhakaDate(now);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/** The words of relativeTimeText: short enough for the notifications dropdown. */
const RELATIVE_TIME_WORDS = {
  justNow: 'Just now',
  minutesAgo: (count: number) => `${count} min ago`,
  hoursAgo: (count: number) => `${count} h ago`,
  daysAgo: (count: number) => `${count} d ago`,
} as const;

/**
 * "Just now", "5 min ago", "3 h ago", "2 d ago", then the date: how old a notification is, alike in
 * the site and in the API's `time`. A clock slightly ahead of ours does not say "in 3 seconds".
 */
export function relativeTimeText(instant: Instant, now: Instant = Date.now()): string {
  const created = epochOf(instant);
  const current = epochOf(now);
  if (!Number.isFinite(created) || !Number.isFinite(current)) return '';
  const age = Math.max(0, current - created);
  if (age < MINUTE_MS) return RELATIVE_TIME_WORDS.justNow;
  if (age < HOUR_MS) return RELATIVE_TIME_WORDS.minutesAgo(Math.floor(age / MINUTE_MS));
  if (age < DAY_MS) return RELATIVE_TIME_WORDS.hoursAgo(Math.floor(age / HOUR_MS));
  if (age < WEEK_MS) return RELATIVE_TIME_WORDS.daysAgo(Math.floor(age / DAY_MS));
  return formatDate(created);
}

// Bangladesh has kept UTC+6 all year since 2009; a fixed offset reads a typed time the same on any machine.
const DHAKA_OFFSET = '+06:00';
const DHAKA_OFFSET_MS = 6 * HOUR_MS;

/**
 * A `datetime-local` input's value ("2026-11-21T16:05"), read as Bangladesh time, as an ISO instant;
 * '' is null, and anything unreadable is passed on for the schema to refuse.
 */
export function dhakaInputToIso(value: string): string | null {
  if (value.trim() === '') return null;
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)
    ? Date.parse(`${value.length === 16 ? `${value}:00` : value}${DHAKA_OFFSET}`)
    : Number.NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : value;
}

/** An instant as a `datetime-local` input shows it in Bangladesh time; nothing is ''. */
export function isoToDhakaInput(instant: Instant | null | undefined): string {
  const time = epochOf(instant);
  return Number.isFinite(time) ? new Date(time + DHAKA_OFFSET_MS).toISOString().slice(0, 16) : '';
}

/** Bangladesh wall-clock time as YYYYMMDDHHmmss, the stamp Nagad's checkout API dates its requests with. */
export function dhakaStamp(instant: Instant): string {
  return new Date(epochOf(instant) + DHAKA_OFFSET_MS).toISOString().slice(0, 19).replace(/\D/g, '');
}

/** The instant a Bangladesh day ('YYYY-MM-DD') begins: the back office's "today" starts at Dhaka's midnight. */
export function dhakaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${DHAKA_OFFSET}`);
}

/** The instant the Bangladesh month of `now` began. */
export function dhakaMonthStart(now: Instant = Date.now()): Date {
  return dhakaDayStart(`${dhakaToday(now).slice(0, 7)}-01`);
}
