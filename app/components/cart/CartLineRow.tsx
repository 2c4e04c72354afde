import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatTaka } from '#domain/money.ts';
import { MAX_LINE_QUANTITY } from '#domain/stock.ts';
import { Skeleton } from '#app/components/feedback/Skeleton.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import type { CartLine } from '#app/lib/cart/lines.ts';
import { problemText } from '#app/lib/cart/problem-text.ts';
import type { CartItem } from '#app/lib/stores/cart.ts';
import { fill } from '#app/strings/index.ts';
import { cartStrings } from '#app/strings/cart.ts';
import { QuantityStepper } from './QuantityStepper.tsx';
import { productPath } from '#domain/slug.ts';
import { imageUrlOrPlaceholder } from '#domain/image-url.ts';

const copy = cartStrings.cart;

interface CartLineRowProps {
  item: CartItem;
  /** The line as the server priced it; undefined while the price is being checked. */
  line: CartLine | undefined;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

/** One cart line: picture, name and options, today's price, quantity, line total and Remove. */
export function CartLineRow({ item, line, onQuantity, onRemove }: CartLineRowProps) {
  const href = productPath(line?.slug || item.slug);
  const name = line?.name ?? item.name;
  const options = line
    ? line.options.map((option) => `${option.name}: ${option.value}`)
    : Object.entries(item.options?.selectedOptions ?? {}).map(([key, value]) => `${key}: ${value}`);
  const problem = line ? problemText(line) : null;
  return (
    <li className={`flex gap-3 rounded-xl border bg-white p-3 shadow-sm sm:gap-4 sm:p-4 ${problem ? 'border-amber-300' : 'border-slate-200'}`}>
      <Link tabIndex={-1} aria-hidden="true" to={href} className="block size-20 shrink-0 overflow-hidden rounded-lg bg-slate-50 sm:size-24">
        {line?.image || item.image ? (
          <img
            src={imageUrlOrPlaceholder(line?.image ?? item.image)}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-contain p-1"
          />
        ) : null}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900 sm:text-base">
            <Link to={href} className="hover:text-brand-700 hover:underline">
              {name}
            </Link>
          </h2>
          {options.length ? <p className="text-xs text-slate-600">{options.join(' · ')}</p> : null}
          {line ? (
            <p className="text-sm text-slate-700">
              {fill(copy.each, { price: formatTaka(line.price) })}
              {line.retail_price > line.price ? <s className="ml-2 text-xs text-slate-500">{formatTaka(line.retail_price)}</s> : null}
            </p>
          ) : (
            <Skeleton className="h-4 w-24" />
          )}
          {problem ? (
            <p className="flex flex-wrap items-center gap-x-3 text-sm font-medium text-amber-800">
              {problem}
              {line?.problem === 'not_enough_stock' || line?.problem === 'over_limit' ? (
                <Button variant="link" size="inline" onClick={() => onQuantity(item, Math.min(line.available, MAX_LINE_QUANTITY))}>
                  {fill(copy.setTo, { count: Math.min(line.available, MAX_LINE_QUANTITY) })}
                </Button>
              ) : null}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 sm:flex-col sm:flex-nowrap sm:items-end">
          <QuantityStepper name={name} quantity={item.quantity} available={line ? line.available : null} onChange={(quantity) => onQuantity(item, quantity)} />
          <div className="flex items-center gap-3">
            <div className="text-base font-semibold text-slate-900">{line ? formatTaka(line.line_total) : <Skeleton className="h-5 w-20" />}</div>
            <Button variant="remove" size="sm" aria-label={fill(copy.removeNamed, { name })} onClick={() => onRemove(item)}>
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">{copy.remove}</span>
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
