import { formatTaka } from '#domain/money.ts';
import type { OrderDetail } from '#server/modules/account/service.ts';
import { fill } from '#app/strings/index.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';
import { LineProduct, LineThumbnail } from './LineParts.tsx';

const copy = dashboardStrings.orderDetail;

/** The lines of an order: picture, name (linking to the product when it still exists), options, quantity and amounts. */
export function OrderItems({ items }: { items: OrderDetail['items'] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id} className="flex gap-3 py-3 sm:gap-4">
          <LineThumbnail image={item.image} size="lg" />
          <div className="min-w-0 flex-1">
            <LineProduct name={item.name} productId={item.product_id} options={item.options} />
            <p className="mt-0.5 text-xs text-slate-600">
              {fill(copy.quantity, { count: item.quantity })} · {fill(copy.unitPrice, { price: formatTaka(item.unit_price) })}
            </p>
          </div>
          <p className="shrink-0 text-sm font-semibold text-slate-900">{formatTaka(item.line_total)}</p>
        </li>
      ))}
    </ul>
  );
}
