import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

describe('relativeTime', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  const ago = (seconds: number) => relativeTime(new Date(now.getTime() - seconds * 1000), now);

  it('says how long ago in the largest whole unit', () => {
    expect(ago(5)).toBe('just now');
    expect(ago(60)).toBe('1 minute ago');
    expect(ago(5 * 60 + 59)).toBe('5 minutes ago');
    expect(ago(3 * 3600)).toBe('3 hours ago');
    expect(ago(86_400)).toBe('yesterday');
    expect(ago(3 * 86_400)).toBe('3 days ago');
    expect(ago(14 * 86_400)).toBe('2 weeks ago');
    expect(ago(95 * 86_400)).toBe('3 months ago');
    expect(ago(800 * 86_400)).toBe('2 years ago');
  });

  it('treats a moment slightly in the future as now', () => {
    expect(ago(-30)).toBe('just now');
  });
});
