import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { isSample, notificationHref } from '#app/lib/notifications/list-state.ts';
import { relativeTimeText } from '#domain/dates.ts';
import type { NotificationItem } from '#app/lib/notifications/types.ts';
import { fill } from '#app/strings/index.ts';
import { notificationStrings } from '#app/strings/notifications.ts';
import { NotificationIcon } from './NotificationIcon.tsx';
import { Button } from '#app/components/ui/Button.tsx';

const copy = notificationStrings;

/**
 * One notification: icon by type, title, message, time and an unread dot. Following its link marks
 * it read; unread ones also get a button that only marks them read.
 */
export function NotificationRow({
  item,
  onRead,
  onNavigate,
  compact = false,
}: {
  item: NotificationItem;
  onRead: (item: NotificationItem) => void;
  onNavigate?: () => void;
  compact?: boolean;
}) {
  return (
    <li className={`relative flex gap-3 ${compact ? 'px-4 py-3' : 'px-4 py-4 sm:px-5'} ${item.is_read ? 'bg-white' : 'bg-brand-50/60'}`}>
      <NotificationIcon type={item.type} />
      <div className="min-w-0 flex-1">
        <Link
          to={notificationHref(item)}
          onClick={() => {
            onRead(item);
            onNavigate?.();
          }}
          className={`block text-sm leading-snug text-slate-900 after:absolute after:inset-0 hover:text-brand-700 ${item.is_read ? 'font-medium' : 'font-semibold'}`}
        >
          {item.title}
        </Link>
        <p className={`mt-0.5 text-sm text-slate-600 ${compact ? 'line-clamp-2' : ''}`}>{item.message}</p>
        <p className="mt-1 text-xs text-slate-600">
          <time dateTime={item.created_at} suppressHydrationWarning>
            {isSample(item) ? item.time : relativeTimeText(item.created_at)}
          </time>
          {item.is_read ? null : <span className="sr-only">, {copy.unread}</span>}
        </p>
      </div>
      {item.is_read ? null : (
        <div className="relative z-10 flex flex-col items-end gap-2">
          <span aria-hidden="true" title={copy.unread} className="mt-1 size-2.5 rounded-full bg-accent-500" />
          <Button variant="quiet" size="icon-sm" onClick={() => onRead(item)} aria-label={fill(copy.markReadOf, { title: item.title })} title={copy.markRead}>
            <Check aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </li>
  );
}
