import { imageUrlOrPlaceholder } from '#domain/image-url.ts';
import { PRODUCT_LABELS } from '#domain/messages.ts';
import { formatTaka } from '#domain/money.ts';
import type { ProductSummaryJson } from '#server/modules/catalog/present.ts';

export function ProductCard({ product }: { product: ProductSummaryJson }) {
  const image = imageUrlOrPlaceholder(product.media[0]?.urls.card);
  return (
    <article className="group flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <a href={`/product/${product.slug}`} className="relative block aspect-square bg-slate-100">
        <img src={image} alt={product.name} width={400} height={400} loading="lazy" className="h-full w-full object-contain" />
        {product.discount_percent ? (
          <span className="absolute left-2 top-2 rounded bg-accent-500 px-2 py-0.5 text-xs font-semibold text-white">
            OFF {product.discount_percent}%
          </span>
        ) : null}
      </a>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-medium leading-snug">
          <a href={`/product/${product.slug}`}>{product.name || PRODUCT_LABELS.nameNotAvailable}</a>
        </h3>
        <p className="text-xs text-slate-500">{product.sku}</p>
        <div className="mt-auto flex items-baseline gap-2 pt-1">
          {product.call_for_price ? (
            <span className="font-semibold text-brand-700">{PRODUCT_LABELS.callForPrices}</span>
          ) : (
            <>
              <span className="font-semibold text-brand-700">{formatTaka(product.price)}</span>
              {product.sale_price !== null ? (
                <span className="text-xs text-slate-400 line-through">{formatTaka(product.retail_price)}</span>
              ) : null}
            </>
          )}
        </div>
        <span className={`w-fit rounded-full px-2 py-0.5 text-xs ${product.in_stock ? 'bg-emerald-50 text-emerald-700' : 'bg-rose-50 text-rose-700'}`}>
          {product.in_stock ? 'In Stock' : PRODUCT_LABELS.outOfStock}
        </span>
      </div>
    </article>
  );
}
