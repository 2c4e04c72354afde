import { formatTaka } from '#domain/money.ts';
import { isCallForPrice } from '#domain/pricing.ts';
import { strings } from '#app/strings/index.ts';

interface PriceTagProps {
  price: number;
  retailPrice: number;
  salePrice: number | null;
  /** Card prices are small; the modal and the product page show a large one. */
  size?: 'card' | 'large';
}

/** The price, with the retail price struck through when on sale, or "Call for Prices". */
export function PriceTag({ price, retailPrice, salePrice, size = 'card' }: PriceTagProps) {
  const copy = strings.product;
  const large = size === 'large';
  if (isCallForPrice(price)) {
    return <p className={`font-semibold text-brand-700 ${large ? 'text-2xl' : 'text-base'}`}>{copy.labels.callForPrices}</p>;
  }
  const onSale = salePrice !== null && retailPrice > price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{copy.price.current}</span>
      <span className={`font-semibold text-brand-700 ${large ? 'text-2xl' : 'text-base'}`}>{formatTaka(price)}</span>
      {onSale ? (
        <>
          <span className="sr-only">{copy.price.retail}</span>
          <s className={`text-slate-600 ${large ? 'text-base' : 'text-xs'}`}>{formatTaka(retailPrice)}</s>
        </>
      ) : null}
    </p>
  );
}
