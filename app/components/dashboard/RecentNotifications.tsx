import { Link } from 'react-router';
import { NotificationIcon } from '#app/components/notifications/NotificationIcon.tsx';
import { notificationHref } from '#app/lib/notifications/list-state.ts';
import { relativeTimeText } from '#domain/dates.ts';
import type { NotificationItem } from '#app/lib/notifications/types.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';

const copy = dashboardStrings.overview;

/** The summary's latest notifications; reading and marking them happens on the notifications page. */
export function RecentNotifications({ items }: { items: readonly NotificationItem[] }) {
  return (
    <section aria-labelledby="recent-notifications-heading" className="rounded-lg border border-slate-200 bg-white">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <h2 id="recent-notifications-heading" className="text-lg font-semibold text-slate-900">
          {copy.recentNotifications}
        </h2>
        <Link to="/dashboard/notifications" className="text-sm font-semibold text-brand-700 hover:underline">
          {copy.viewAllNotifications}
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="px-4 py-6 text-sm text-slate-600">{copy.noRecentNotifications}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} className="relative flex gap-3 px-4 py-3">
              <NotificationIcon type={item.type} />
              <div className="min-w-0 flex-1">
                <Link
                  to={notificationHref(item)}
                  className={`block truncate text-sm text-slate-900 after:absolute after:inset-0 hover:text-brand-700 ${item.is_read ? 'font-medium' : 'font-semibold'}`}
                >
                  {item.title}
                </Link>
                <p className="truncate text-sm text-slate-600">{item.message}</p>
              </div>
              <time dateTime={item.created_at} suppressHydrationWarning className="shrink-0 text-xs text-slate-600">
                {relativeTimeText(item.created_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
