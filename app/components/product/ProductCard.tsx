import { PRODUCT_LABELS } from '#domain/messages.ts';
import { formatTaka } from '#domain/money.ts';
import type { CardProduct } from '#app/lib/card-product.ts';

export function ProductCard({ product }: { product: CardProduct }) {
  return (
    <article className="group flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <a href={`/product/${product.slug}`} className="relative block aspect-square bg-slate-100">
        <img src={product.images[0]} alt={product.name} width={400} height={400} loading="lazy" className="h-full w-full object-contain" />
        {product.discountPercent ? (
          <span className="absolute left-2 top-2 rounded bg-accent-500 px-2 py-0.5 text-xs font-semibold text-white">
            OFF {product.discountPercent}%
          </span>
        ) : null}
      </a>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-medium leading-snug">
          <a href={`/product/${product.slug}`}>{product.name || PRODUCT_LABELS.nameNotAvailable}</a>
        </h3>
        <p className="text-xs text-slate-500">{product.sku}</p>
        <div className="mt-auto flex items-baseline gap-2 pt-1">
          {product.callForPrice ? (
            <span className="font-semibold text-brand-700">{PRODUCT_LABELS.callForPrices}</span>
          ) : (
            <>
              <span className="font-semibold text-brand-700">{formatTaka(product.price)}</span>
              {product.salePrice !== null ? <span className="text-xs text-slate-400 line-through">{formatTaka(product.retailPrice)}</span> : null}
            </>
          )}
        </div>
        <span className={`w-fit rounded-full px-2 py-0.5 text-xs ${product.inStock ? 'bg-emerald-50 text-emerald-700' : 'bg-rose-50 text-rose-700'}`}>
          {product.inStock ? 'In Stock' : PRODUCT_LABELS.outOfStock}
        </span>
      </div>
    </article>
  );
}
