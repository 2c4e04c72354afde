import { BellOff } from 'lucide-react';
import { Spinner } from '#app/components/feedback/Spinner.tsx';
import type { NotificationList } from '#app/lib/notifications/use-notification-list.ts';
import { notificationStrings } from '#app/strings/notifications.ts';
import { NotificationRow } from './NotificationRow.tsx';

const copy = notificationStrings;

/** The list with its loading and empty states: "Loading notifications..." and "No notifications". */
export function NotificationListBody({ list, compact = false, onNavigate }: { list: NotificationList; compact?: boolean; onNavigate?: () => void }) {
  if (!list.items) {
    return (
      <div className={`flex items-center justify-center ${compact ? 'py-8' : 'py-16'}`}>
        <Spinner label={copy.loading} showLabel />
      </div>
    );
  }
  if (list.items.length === 0) {
    return (
      <div className={`flex flex-col items-center gap-2 px-4 text-center ${compact ? 'py-8' : 'py-16'}`}>
        <BellOff aria-hidden="true" className="size-8 text-slate-400" />
        <p className="text-sm font-semibold text-slate-900">{copy.empty}</p>
        {compact ? null : <p className="text-sm text-slate-600">{copy.emptyHint}</p>}
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {list.items.map((item) => (
        <NotificationRow key={item.id} item={item} onRead={list.markRead} onNavigate={onNavigate} compact={compact} />
      ))}
    </ul>
  );
}

/** A failed read mark, announced and gone after 3 s. */
export function NotificationError({ message }: { message: string | null }) {
  return (
    <p role="alert" className={message ? 'bg-red-50 px-4 py-2 text-sm font-medium text-red-800' : 'sr-only'}>
      {message ?? ''}
    </p>
  );
}
