import { describe, expect, it } from 'vitest';
import {
  dhakaDate,
  dhakaInputToIso,
  dhakaStamp,
  dhakaToday,
  formatDate,
  formatDateBengali,
  formatDateTime,
  isoToDhakaInput,
  relativeTimeText,
} from './dates.ts';

describe('formatDateBengali', () => {
  it('writes the Dhaka date in Bengali digits and month names, for a page written in Bengali', () => {
    expect(formatDateBengali('2026-11-26T18:30:00.000Z')).toBe('২৭ নভেম্বর ২০২৬');
    expect(formatDateBengali('2026-01-01')).toBe('১ জানুয়ারি ২০২৬');
    expect(formatDateBengali('not a date')).toBe('');
  });
});

describe('formatDate and formatDateTime', () => {
  it('show the date and time in Bangladesh (UTC+6), not in UTC or the machine’s zone', () => {
    // 18:30 UTC is already half past midnight of the next day in Dhaka.
    expect(formatDate('2026-11-26T18:30:00.000Z')).toBe('27 Nov 2026');
    expect(formatDateTime('2026-11-26T18:30:00.000Z')).toBe('27 Nov 2026, 12:30 am');
    expect(formatDateTime(new Date('2026-11-21T10:05:00Z'))).toBe('21 Nov 2026, 4:05 pm');
    expect(formatDate(Date.parse('2026-01-01T00:00:00Z'))).toBe('1 Jan 2026');
  });

  it('read a bare calendar date as that date', () => {
    expect(formatDate('2026-05-01')).toBe('1 May 2026');
  });

  it('show nothing for a missing or unreadable date rather than "Invalid Date"', () => {
    for (const bad of [null, undefined, '', 'not a date', Number.NaN]) {
      expect(formatDate(bad)).toBe('');
      expect(formatDateTime(bad)).toBe('');
    }
  });
});

describe('dhakaDate and dhakaToday', () => {
  it('give the Bangladesh calendar date, which turns over at 18:00 UTC', () => {
    expect(dhakaDate('2026-11-26T17:59:59Z')).toBe('2026-11-26');
    expect(dhakaDate('2026-11-26T18:00:00Z')).toBe('2026-11-27');
    expect(dhakaDate(new Date('2026-12-31T18:00:00Z'))).toBe('2027-01-01');
    expect(dhakaToday(Date.parse('2026-02-28T20:00:00Z'))).toBe('2026-03-01');
  });
});

describe('relativeTimeText', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  const ago = (seconds: number) => relativeTimeText(now - seconds * 1000, now);

  it('reads as a short age in the largest whole unit, then as the date in Bangladesh', () => {
    expect(ago(5)).toBe('Just now');
    expect(ago(60)).toBe('1 min ago');
    expect(ago(5 * 60 + 59)).toBe('5 min ago');
    expect(ago(3 * 3600)).toBe('3 h ago');
    expect(ago(86_400)).toBe('1 d ago');
    expect(ago(2 * 86_400)).toBe('2 d ago');
    expect(ago(6 * 86_400 + 86_399)).toBe('6 d ago');
    // A week or more: the date, where 20:00 UTC is already the next day in Dhaka.
    expect(relativeTimeText('2026-10-01T20:00:00Z', now)).toBe('2 Oct 2026');
  });

  it('takes ISO strings and Dates alike', () => {
    expect(relativeTimeText('2026-11-21T11:55:00Z', new Date(now))).toBe('5 min ago');
    expect(relativeTimeText(new Date('2026-11-21T09:00:00Z'), '2026-11-21T12:00:00Z')).toBe('3 h ago');
  });

  it('treats a moment slightly in the future as now, and an unreadable one as nothing', () => {
    expect(ago(-30)).toBe('Just now');
    expect(relativeTimeText('not a date', now)).toBe('');
  });
});

describe('datetime-local inputs in Bangladesh time', () => {
  it('reads a typed time as Dhaka time and shows an instant back the same way', () => {
    expect(dhakaInputToIso('2026-12-20T00:00')).toBe('2026-12-19T18:00:00.000Z');
    expect(isoToDhakaInput('2026-12-19T18:00:00.000Z')).toBe('2026-12-20T00:00');
    expect(isoToDhakaInput(dhakaInputToIso('2027-01-05T23:59'))).toBe('2027-01-05T23:59');
  });

  it('reads nothing as null and passes anything unreadable on for the schema to refuse', () => {
    expect(dhakaInputToIso('')).toBeNull();
    expect(dhakaInputToIso('tomorrow')).toBe('tomorrow');
    expect(isoToDhakaInput(null)).toBe('');
  });
});

describe('dhakaStamp', () => {
  it('stamps Bangladesh wall-clock time, rolling to the next day after 18:00 UTC', () => {
    expect(dhakaStamp('2026-11-27T18:30:05Z')).toBe('20261128003005');
    expect(dhakaStamp(Date.UTC(2026, 0, 2, 3, 4, 5))).toBe('20260102090405');
  });
});
