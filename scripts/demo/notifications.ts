import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { notifications } from '#server/db/schema.ts';

const HOUR_MS = 3_600_000;

/** Public notifications every visitor of the demo shop sees in the header and on /notifications. */
const demoPublicNotifications: { type: 'alert' | 'other'; title: string; message: string; link: string; hoursAgo: number }[] = [
  {
    type: 'other',
    title: 'Welcome to Dokan',
    message: 'Genuine laptops, phones and accessories with official warranty, delivered anywhere in Bangladesh.',
    link: '/shop',
    hoursAgo: 72,
  },
  {
    type: 'alert',
    title: 'Eid offers are live',
    message: 'Save on laptops, monitors and gadgets for Eid. Limited stock, while offers last.',
    link: '/shop',
    hoursAgo: 26,
  },
  {
    type: 'other',
    title: 'New arrivals this week',
    message: 'Fresh stock of gaming keyboards, wireless earbuds and power banks has just landed.',
    link: '/shop',
    hoursAgo: 3,
  },
];

/** Adds the demo public notifications the shop does not have yet (matched by title), so running it twice adds nothing. */
export async function seedDemoNotifications(db: Database, now: Date = new Date()): Promise<void> {
  for (const notification of demoPublicNotifications) {
    const [existing] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(isNull(notifications.customerId), eq(notifications.title, notification.title)))
      .limit(1);
    if (existing) continue;
    const { hoursAgo, ...values } = notification;
    await db.insert(notifications).values({ ...values, createdAt: new Date(now.getTime() - hoursAgo * HOUR_MS) });
  }
}
