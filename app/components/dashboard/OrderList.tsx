import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatTaka } from '#domain/money.ts';
import { formatDate } from '#domain/dates.ts';
import type { OrderSummary } from '#server/modules/account/service.ts';
import { fill, plural } from '#app/strings/index.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { dashboardStrings } from '#app/strings/dashboard.ts';
import { LineThumbnail } from './LineParts.tsx';

const copy = dashboardStrings.orders;

/** Orders newest first, each leading to its detail page. */
export function OrderList({ orders, label }: { orders: readonly OrderSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200 bg-white">
      {orders.map((order) => (
        <li key={order.id} className="relative flex items-center gap-3 px-4 py-3 hover:bg-slate-50 sm:gap-4">
          <LineThumbnail image={order.first_item_image} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Link
                to={`/dashboard/orders/${order.id}`}
                aria-label={fill(copy.viewOrder, { number: order.order_number })}
                className="font-semibold text-slate-900 after:absolute after:inset-0 hover:text-brand-700"
              >
                #{order.order_number}
              </Link>
              <StatusBadge status={order.status} />
            </div>
            <p className="mt-0.5 truncate text-sm text-slate-600">{order.first_item_name ?? ''}</p>
            <p className="mt-0.5 text-xs text-slate-600">
              <time dateTime={order.created_at}>{formatDate(order.created_at)}</time> · {plural(copy.itemCount, order.item_count)}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <span className="text-sm font-semibold text-slate-900 sm:text-base">{formatTaka(order.total)}</span>
            <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />
          </div>
        </li>
      ))}
    </ul>
  );
}
