import { formatDateTime } from '#domain/dates.ts';
import type { OrderDetail } from '#server/modules/account/service.ts';
import { statusLabel } from './StatusBadge.tsx';
import { dashboardStrings } from '#app/strings/dashboard.ts';

/** The order's status changes, oldest first, as a vertical timeline; the latest step is highlighted. */
export function OrderTimeline({ events }: { events: OrderDetail['events'] }) {
  if (events.length === 0) return <p className="text-sm text-slate-600">{dashboardStrings.orderDetail.noEvents}</p>;
  return (
    <ol className="relative ml-2 border-l-2 border-slate-200">
      {events.map((event, index) => {
        const latest = index === events.length - 1;
        return (
          <li key={event.id} className="relative pb-5 pl-5 last:pb-0">
            <span
              aria-hidden="true"
              className={`absolute -left-[7px] top-1 size-3 rounded-full ring-4 ring-white ${latest ? 'bg-brand-700' : 'bg-slate-400'}`}
            />
            <p className={`text-sm ${latest ? 'font-semibold text-slate-900' : 'font-medium text-slate-800'}`}>{statusLabel(event.status)}</p>
            <p className="text-xs text-slate-600">
              <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
            </p>
            {event.note ? <p className="mt-1 text-sm text-slate-700">{event.note}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
