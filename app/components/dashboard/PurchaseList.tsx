import { Link } from 'react-router';
import { imageUrlOrPlaceholder } from '#domain/image-url.ts';
import { formatTaka } from '#domain/money.ts';
import { formatDate } from '#domain/dates.ts';
import type { PurchaseView } from '#server/modules/account/service.ts';
import { fill } from '#app/strings/index.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';
import { productPathOf } from '#domain/slug.ts';

const copy = dashboardStrings.purchaseHistory;

/** Products bought, newest order first: picture, name, options, order, date, quantity and amounts. */
export function PurchaseList({ purchases }: { purchases: readonly PurchaseView[] }) {
  return (
    <ul aria-label={copy.tableCaption} className="divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200 bg-white">
      {purchases.map((purchase) => (
        <li key={purchase.id} className="flex gap-3 px-4 py-3 sm:gap-4">
          <img
            src={imageUrlOrPlaceholder(purchase.image)}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 shrink-0 rounded-md border border-slate-100 bg-white object-contain"
          />
          <div className="min-w-0 flex-1">
            {purchase.product_id ? (
              <Link to={productPathOf(purchase.name, purchase.product_id)} className="text-sm font-medium text-slate-900 hover:text-brand-700">
                {purchase.name}
              </Link>
            ) : (
              <p className="text-sm font-medium text-slate-900">{purchase.name}</p>
            )}
            {purchase.options.length > 0 ? (
              <p className="text-xs text-slate-600">{purchase.options.map((option) => `${option.name}: ${option.value}`).join(' · ')}</p>
            ) : null}
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
