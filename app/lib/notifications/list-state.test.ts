import { describe, expect, it } from 'vitest';
import { countUnread, isSample, markEveryRead, markOneRead, mergeNewestFirst, notificationHref, withLocalReads } from './list-state.ts';
import { sampleNotifications } from './samples.ts';
import type { NotificationItem } from './types.ts';

function note(id: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id,
    type: 'other',
    icon: 'bell',
    title: `N${id}`,
    message: 'm',
    time: '',
    created_at: new Date(Date.UTC(2026, 0, id)).toISOString(),
    is_read: false,
    link: null,
    ...overrides,
  };
}

describe('notification list changes', () => {
  it('marks one read without touching the others, and all read at once', () => {
    const items = [note(1), note(2), note(3, { is_read: true })];
    expect(countUnread(items)).toBe(2);
    const one = markOneRead(items, 2);
    expect(one.map((item) => item.is_read)).toEqual([false, true, true]);
    expect(countUnread(one)).toBe(1);
    expect(countUnread(markEveryRead(items))).toBe(0);
    // The originals stay as they were: the cache can be put back after a failed request.
    expect(countUnread(items)).toBe(2);
  });

  it("applies a guest's read marks kept in the browser", () => {
    expect(withLocalReads([note(1), note(2)], new Set([2])).map((item) => item.is_read)).toEqual([false, true]);
  });

  it('merges own and public notifications newest first, one page long, counting both totals', () => {
    const merged = mergeNewestFirst({ data: [note(1), note(4)], total: 2 }, { data: [note(3), note(2)], total: 70 }, 3);
    expect(merged.data.map((item) => item.id)).toEqual([4, 3, 2]);
    expect(merged.total).toBe(72);
  });
});

describe('notification links', () => {
  it('points to the shop without a link of its own, and never off the site', () => {
    expect(notificationHref({ link: null })).toBe('/shop');
    expect(notificationHref({ link: '  ' })).toBe('/shop');
    expect(notificationHref({ link: '/dashboard/orders/7' })).toBe('/dashboard/orders/7');
    expect(notificationHref({ link: 'https://evil.example/' })).toBe('/shop');
    expect(notificationHref({ link: '//evil.example/' })).toBe('/shop');
    expect(notificationHref({ link: 'javascript:alert(1)' })).toBe('/shop');
  });
});

describe('welcome samples', () => {
  it('are two unread notifications, one with the first-order coupon, that the server never sees', () => {
    const samples = sampleNotifications(new Date('2026-11-21T10:00:00Z'));
    expect(samples).toHaveLength(2);
    expect(samples.every(isSample)).toBe(true);
    expect(countUnread(samples)).toBe(2);
    expect(samples.some((item) => /10%/.test(item.title + item.message) && /WELCOME10/.test(item.message))).toBe(true);
    expect(samples.every((item) => notificationHref(item) === '/shop')).toBe(true);
  });
});
