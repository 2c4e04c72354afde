import { CheckCheck, RefreshCw } from 'lucide-react';
import type { NotificationListData, Viewer } from '#app/lib/notifications/types.ts';
import { useNotificationList } from '#app/lib/notifications/use-notification-list.ts';
import { fill } from '#app/strings/index.ts';
import { notificationStrings } from '#app/strings/notifications.ts';
import { NotificationError, NotificationListBody } from './NotificationListBody.tsx';
import { Button } from '#app/components/ui/Button.tsx';

const copy = notificationStrings;

/** The full notification list of /notifications and /dashboard/notifications, with the dropdown's states and actions. */
export function NotificationsPage({ viewer, initial, headingLevel = 1 }: { viewer: Viewer; initial: NotificationListData | null; headingLevel?: 1 | 2 }) {
  const list = useNotificationList(viewer, initial);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="notifications-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Heading id="notifications-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {copy.title}
          </Heading>
          {list.items && list.items.length > 0 ? (
            <p className="mt-1 text-sm text-slate-600">{list.unread > 0 ? fill(copy.unreadCount, { count: list.unread }) : copy.allRead}</p>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" className="h-10" onClick={list.refresh} disabled={!list.canRefresh}>
            <RefreshCw aria-hidden="true" className={`size-4 ${list.refreshing ? 'animate-spin motion-reduce:animate-none' : ''}`} />
            {list.refreshing ? copy.refreshing : copy.refresh}
          </Button>
          <Button size="sm" className="h-10" onClick={list.markAllRead} disabled={list.unread === 0}>
            <CheckCheck aria-hidden="true" className="size-4" />
            {copy.markAllRead}
          </Button>
        </div>
      </div>
      <div className="mt-5 overflow-hidden rounded-lg border border-slate-200 bg-white">
        <NotificationError message={list.error} />
        <NotificationListBody list={list} />
      </div>
    </section>
  );
}
