import { Heart, Phone, ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate, useRouteLoaderData } from 'react-router';
import type { CardProduct } from '#app/lib/card-product.ts';
import { telHref } from '#app/lib/contact-links.ts';
import { toggleCartFromCard, toggleWishlistFromCard, type ActionOutcome } from '#app/lib/product-actions.ts';
import type { ShellData } from '#app/lib/shell-data.ts';
import { selectHasProduct, useCartStore } from '#app/lib/stores/cart.ts';
import { selectInWishlist, useWishlistStore } from '#app/lib/stores/wishlist.ts';
import { fill, strings } from '#app/strings/index.ts';
import { CardImageCarousel } from './CardImageCarousel.tsx';
import { PriceTag } from './PriceTag.tsx';
import { StockBadge } from './StockBadge.tsx';
import { Button, buttonClassName } from '#app/components/ui/Button.tsx';
import { productPath } from '#domain/slug.ts';

// Listing pages show dozens of cards; the modal's code is fetched only when a shopper opens one.
const QuickViewModal = lazy(() => import('./QuickViewModal.tsx'));

export function ProductCard({ product, priority = false }: { product: CardProduct; priority?: boolean }) {
  const copy = strings.product;
  const navigate = useNavigate();
  const phone = useRouteLoaderData<ShellData>('root')?.settings.phone ?? '';
  const inCart = useCartStore(selectHasProduct(product.id));
  const inWishlist = useWishlistStore(selectInWishlist(product.id));
  const [quickView, setQuickView] = useState(false);
  const name = product.name || copy.labels.nameNotAvailable;
  // Sold out and not in the cart: nothing to buy, so the buttons say so instead of inviting a click.
  const soldOut = !product.inStock && !inCart;
  const href = productPath(product.slug);

  const openOptionsWhenNeeded = (outcome: ActionOutcome) => {
    if (outcome === 'needs-options') setQuickView(true);
  };
  // Links open on Enter by themselves; Space is added so the card acts like the button it looks like.
  const openOnSpace = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === ' ') {
      event.preventDefault();
      void navigate(href);
    }
  };

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <div className="relative aspect-square bg-white">
        <CardImageCarousel images={product.images} alt={name} priority={priority} />
        {product.discountPercent ? (
          <span className="absolute left-2 top-2 rounded bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
            {fill(copy.card.offBadge, { percent: product.discountPercent })}
          </span>
        ) : null}
        <div className="absolute right-2 top-2 flex flex-col gap-2">
          {/* Above the card's stretched link (z-10), so a click toggles instead of opening the product. */}
          <Button
            variant="over-photo-toggle"
            size="icon-round-sm"
            aria-label={copy.card.wishlistButton}
            aria-pressed={inWishlist}
            className="relative z-10"
            onClick={() => openOptionsWhenNeeded(toggleWishlistFromCard(product))}
          >
            <Heart aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="over-photo-toggle"
            size="icon-round-sm"
            aria-label={copy.card.cartButton}
            aria-pressed={inCart}
            disabled={soldOut}
            className="relative z-10"
            onClick={() => openOptionsWhenNeeded(toggleCartFromCard(product))}
          >
            <ShoppingCart aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-medium leading-snug">
          {/* The link stretches over the whole card, so the card is a real link (middle and ctrl/meta click work). */}
          <Link to={href} prefetch="intent" onKeyDown={openOnSpace} className="outline-none after:absolute after:inset-0 after:content-['']">
            {name}
          </Link>
        </h3>
        <p className="text-xs text-slate-600">{fill(copy.card.sku, { sku: product.sku })}</p>
        <div className="mt-auto pt-1">
          <PriceTag price={product.price} retailPrice={product.retailPrice} salePrice={product.salePrice} />
        </div>
        <StockBadge inStock={product.inStock} />
        {product.callForPrice ? (
          <a
            href={telHref(phone)}
            aria-label={fill(copy.card.callLabel, { name })}
            className={buttonClassName({ size: 'sm', className: 'relative z-10 mt-2 flex' })}
          >
            <Phone aria-hidden="true" className="size-4" />
            {copy.card.call}
          </a>
        ) : soldOut ? (
          <Button size="sm" disabled className="relative z-10 mt-2">
            {copy.labels.outOfStock}
          </Button>
        ) : (
          <Button
            variant={inCart ? 'danger' : 'primary'}
            size="sm"
            onClick={() => openOptionsWhenNeeded(toggleCartFromCard(product))}
            className="relative z-10 mt-2"
          >
            {inCart ? copy.card.remove : copy.labels.buyNow}
          </Button>
        )}
      </div>
      {quickView ? (
        <Suspense fallback={null}>
          <QuickViewModal product={product} onClose={() => setQuickView(false)} />
        </Suspense>
      ) : null}
    </article>
  );
}
