import { Link } from 'react-router';
import { imageUrlOrPlaceholder } from '#domain/image-url.ts';
import { formatTaka } from '#domain/money.ts';
import type { OrderDetail } from '#server/modules/account/service.ts';
import { fill } from '#app/strings/index.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';
import { productPathOf } from '#domain/slug.ts';

const copy = dashboardStrings.orderDetail;

/** The lines of an order: picture, name (linking to the product when it still exists), options, quantity and amounts. */
export function OrderItems({ items }: { items: OrderDetail['items'] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id} className="flex gap-3 py-3 sm:gap-4">
          <img
            src={imageUrlOrPlaceholder(item.image)}
            alt=""
            width={72}
            height={72}
            loading="lazy"
            className="size-16 shrink-0 rounded-md border border-slate-100 bg-white object-contain sm:size-18"
          />
          <div className="min-w-0 flex-1">
            {item.product_id ? (
              <Link to={productPathOf(item.name, item.product_id)} className="text-sm font-medium text-slate-900 hover:text-brand-700">
                {item.name}
              </Link>
            ) : (
              <p className="text-sm font-medium text-slate-900">{item.name}</p>
            )}
            {item.options.length > 0 ? (
              <p className="mt-0.5 text-xs text-slate-600">{item.options.map((option) => `${option.name}: ${option.value}`).join(' · ')}</p>
            ) : null}
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
