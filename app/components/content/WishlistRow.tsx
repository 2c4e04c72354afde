import { ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { PriceTag } from '#app/components/product/PriceTag.tsx';
import { StockBadge } from '#app/components/product/StockBadge.tsx';
import { Button, ButtonLink } from '#app/components/ui/Button.tsx';
import type { WishlistItem } from '#app/lib/stores/wishlist.ts';
import { fill, strings } from '#app/strings/index.ts';
import { pagesStrings } from '#app/strings/pages.ts';
import { formatDate } from '#domain/dates.ts';
import { addWishlistItemToCart } from './wishlist-to-cart.ts';
import { productPath } from '#domain/slug.ts';
import { imageUrlOrPlaceholder } from '#domain/image-url.ts';

/** One saved product: picture, name, price and stock, with Add to Cart and Remove. */
export function WishlistRow({ item, onRemove }: { item: WishlistItem; onRemove: (item: WishlistItem) => void }) {
  const copy = pagesStrings.wishlist;
  const href = productPath(item.slug);
  // A saved variant needs its options chosen again on the product page before it can be bought.
  const needsOptions = item.options !== undefined && Object.keys(item.options).length > 0;
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:items-center sm:gap-4 sm:p-4">
      {/* The picture repeats the name link beside it, so it stays out of the tab order. */}
      <Link tabIndex={-1} aria-hidden="true" to={href} className="block size-20 shrink-0 overflow-hidden rounded-lg bg-slate-50 sm:size-24">
        <img
          src={imageUrlOrPlaceholder(item.image)}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-contain p-1"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900 sm:text-base">
            <Link to={href} className="hover:text-brand-700 hover:underline">
              {item.name}
            </Link>
          </h2>
          {needsOptions ? <p className="text-xs text-slate-600">{Object.values(item.options ?? {}).join(' / ')}</p> : null}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <PriceTag price={item.price} retailPrice={item.price} salePrice={null} />
            <StockBadge inStock={item.inStock} />
          </div>
          <p className="text-xs text-slate-600">{fill(copy.added, { date: formatDate(item.lastUpdated) })}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          {needsOptions ? (
            <ButtonLink to={href} size="sm">
              {strings.product.labels.selectOptions}
            </ButtonLink>
          ) : (
            <Button size="sm" onClick={() => addWishlistItemToCart(item)}>
              <ShoppingCart aria-hidden="true" className="size-4" />
              {strings.product.labels.addToCart}
              <span className="sr-only">{fill(copy.addToCartSuffix, { name: item.name })}</span>
            </Button>
          )}
          <Button variant="remove" size="sm" aria-label={fill(copy.removeNamed, { name: item.name })} onClick={() => onRemove(item)}>
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{copy.remove}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
