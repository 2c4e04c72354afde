import { CheckCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { Viewer } from '#app/lib/notifications/types.ts';
import { useNotificationList } from '#app/lib/notifications/use-notification-list.ts';
import { notificationStrings } from '#app/strings/notifications.ts';
import { Button } from '#app/components/ui/Button.tsx';
import { NotificationError, NotificationListBody } from './NotificationListBody.tsx';

const copy = notificationStrings;

export interface NotificationsPanelProps {
  viewer: Viewer;
  id: string;
  headingId: string;
  onNavigate: () => void;
}

/**
 * The header's notification dropdown: title, list at most 280 px tall, "Mark all as read"
 * (disabled when there is nothing unread) and "See All Notifications". Loaded on first opening,
 * together with the query library it uses, so pages do not carry it.
 */
export default function NotificationsPanel({ viewer, id, headingId, onNavigate }: NotificationsPanelProps) {
  const list = useNotificationList(viewer);
  return (
    <section id={id} aria-labelledby={headingId} className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {copy.title}
        </h2>
        <Button variant="ghost" size="sm" onClick={list.markAllRead} disabled={list.unread === 0} className="-my-1 -mr-2">
          <CheckCheck aria-hidden="true" className="size-4" />
          {copy.markAllRead}
        </Button>
      </div>
      <NotificationError message={list.error} />
      <div className="max-h-[280px] overflow-y-auto overscroll-contain">
        <NotificationListBody list={list} compact onNavigate={onNavigate} />
      </div>
      <div className="border-t border-slate-200 bg-slate-50">
        <Link to="/notifications" onClick={onNavigate} className="block px-4 py-3 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50">
          {copy.seeAll}
        </Link>
      </div>
    </section>
  );
}
