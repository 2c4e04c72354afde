import { Link } from 'react-router';
import { formatTaka } from '#domain/money.ts';
import { formatDate } from '#domain/dates.ts';
import type { PurchaseView } from '#server/modules/account/service.ts';
import { fill } from '#app/strings/index.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';
import { LineProduct, LineThumbnail } from './LineParts.tsx';

const copy = dashboardStrings.purchaseHistory;

/** Products bought, newest order first: picture, name, options, order, date, quantity and amounts. */
export function PurchaseList({ purchases }: { purchases: readonly PurchaseView[] }) {
  return (
    <ul aria-label={copy.tableCaption} className="divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200 bg-white">
      {purchases.map((purchase) => (
        <li key={purchase.id} className="flex gap-3 px-4 py-3 sm:gap-4">
          <LineThumbnail image={purchase.image} />
          <div className="min-w-0 flex-1">
            <LineProduct name={purchase.name} productId={purchase.product_id} options={purchase.options} />
            <p className="mt-0.5 text-xs text-slate-600">
              {copy.order}{' '}
              <Link to={`/dashboard/orders/${purchase.order_id}`} className="font-medium text-brand-700 hover:underline">
                #{purchase.order_number}
              </Link>
              {' · '}
              <time dateTime={purchase.purchased_at}>{formatDate(purchase.purchased_at)}</time>
            </p>
          </div>
          <div className="shrink-0 text-right">
            <p className="text-sm font-semibold text-slate-900">{formatTaka(purchase.line_total)}</p>
            <p className="text-xs text-slate-600">
              {fill(dashboardStrings.orderDetail.quantity, { count: purchase.quantity })} · {formatTaka(purchase.unit_price)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
