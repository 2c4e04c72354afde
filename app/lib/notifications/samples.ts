import { notificationStrings } from '#app/strings/notifications.ts';
import type { NotificationItem } from './types.ts';

/**
 * When the first fetch fails and nothing is cached, the list shows two welcome samples,
 * one with the first-order coupon. Negative ids keep them apart from real notifications.
 */
export function sampleNotifications(now: Date = new Date()): NotificationItem[] {
  const created = now.toISOString();
  const [welcome, coupon] = notificationStrings.samples;
  return [
    {
      id: -1,
      type: 'other',
      icon: 'bell',
      title: welcome.title,
      message: welcome.message,
      time: notificationStrings.sampleTime,
      created_at: created,
      is_read: false,
      link: '/shop',
    },
    {
      id: -2,
      type: 'alert',
      icon: 'bell',
      title: coupon.title,
      message: coupon.message,
      time: notificationStrings.sampleTime,
      created_at: created,
      is_read: false,
      link: '/shop',
    },
  ];
}
