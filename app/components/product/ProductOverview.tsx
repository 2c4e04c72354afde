import { useRef, useState, type ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { formatTaka } from '#domain/money.ts';
import { isCallForPrice } from '#domain/pricing.ts';
import { formatDateTime } from '#domain/dates.ts';
import type { ShareTarget } from '#app/lib/share.ts';
import type { ShellData } from '#app/lib/shell-data.ts';
import { fill, strings } from '#app/strings/index.ts';
import { ContactSeller } from './ContactSeller.tsx';
import { KeyFeatures } from './KeyFeatures.tsx';
import { EmiOffer } from './EmiOffer.tsx';
import { PriceTag } from './PriceTag.tsx';
import type { ProductDetail } from './product-detail.ts';
import { ProductActions } from './ProductActions.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { MIN_QUANTITY, QuantityControl } from './QuantityControl.tsx';
import { SharePanel } from './SharePanel.tsx';
import { StickyBuyBar } from './StickyBuyBar.tsx';
import { StockBadge } from './StockBadge.tsx';
import { useProductChoice } from './use-product-choice.ts';
import { VariantOptions } from './VariantOptions.tsx';
import { productPath } from '#domain/slug.ts';

interface ProductOverviewProps {
  detail: ProductDetail;
  /** The product name as the caller's heading: an h1 on the page, the dialog title in the modal. */
  title: ReactNode;
  eagerImage?: boolean;
  /** The product page adds the phone bar with price and Add to Cart; the modal has no room for it. */
  stickyBar?: boolean;
  onCheckout?: () => void;
  /** Extra content under the actions, such as the modal's "View full details" link. */
  children?: ReactNode;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** Gallery, price, stock, options, quantity, actions and sharing: shared by the quick view and the page. */
export function ProductOverview({ detail, title, eagerImage = false, stickyBar = false, onCheckout, children }: ProductOverviewProps) {
  const copy = strings.product;
  const state = useProductChoice(detail);
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const actionsRef = useRef<HTMLDivElement>(null);
  const shell = useRouteLoaderData<ShellData>('root');
  const origin = shell?.origin ?? '';
  // EMI is paid by card online: where checkout takes no online payment, no plan is offered.
  const emiPlans = shell?.settings.payment_methods.includes('online') ? detail.emiPlans : [];
  const { card } = detail;
  const url = `${origin}${productPath(card.slug)}`;
  const shareTarget: ShareTarget = {
    url,
    name: card.name,
    priceText: isCallForPrice(state.price) ? copy.labels.callForPrice : formatTaka(state.price),
    image: absolute(origin, state.gallery[0]?.src ?? ''),
  };

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ProductGallery key={state.galleryKey} images={state.gallery} name={card.name} eager={eagerImage} />
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-1">
          {title}
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            {card.brand ? (
              <div className="flex gap-1">
                <dt>{copy.page.brand}:</dt>
                <dd className="font-medium text-slate-800">{card.brand}</dd>
              </div>
            ) : null}
            <div className="flex gap-1">
              <dt>{copy.page.sku}:</dt>
              <dd className="font-medium text-slate-800">{state.sku}</dd>
            </div>
          </dl>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <PriceTag price={state.price} retailPrice={state.retailPrice} salePrice={state.salePrice} size="large" />
          {state.discountPercent ? (
            <span className="rounded bg-red-700 px-2 py-0.5 text-sm font-semibold text-white">
              {fill(copy.card.offBadge, { percent: state.discountPercent })}
            </span>
          ) : null}
          <StockBadge inStock={state.inStock} />
        </div>
        <EmiOffer price={state.price} regularPrice={state.regularPrice} plans={emiPlans} />
        {/* A product with options is sold as its variants, which flash sales leave at their own prices. */}
        {card.flashSaleEndsAt && !state.hasVariants ? (
          <p className="text-sm font-medium text-red-700" data-testid="flash-sale-until">
            <Link to="/flash-sale" className="underline">
              {fill(copy.page.flashSaleUntil, { date: formatDateTime(card.flashSaleEndsAt) })}
            </Link>
          </p>
        ) : null}
        <KeyFeatures features={detail.keyFeatures} warranty={detail.warranty} />
        {detail.shortDescription ? <p className="text-sm text-slate-700">{detail.shortDescription}</p> : null}
        {state.hasVariants ? <VariantOptions variants={detail.variants} selection={state.selection} onChoose={state.choose} /> : null}
        <QuantityControl value={quantity} onChange={setQuantity} />
        <div ref={actionsRef}>
          <ProductActions state={state} quantity={quantity} onCheckout={onCheckout} />
        </div>
        {stickyBar ? <StickyBuyBar state={state} quantity={quantity} actionsRef={actionsRef} /> : null}
        <ContactSeller name={card.name} url={url} />
        {children}
        <SharePanel target={shareTarget} />
      </div>
    </div>
  );
}
