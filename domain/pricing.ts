export interface EffectivePrices {
  price: number;
  retailPrice: number;
  salePrice: number | null;
  discountPercent: number | null;
  /** The price is a running flash sale's. */
  flashSale: boolean;
}

/** Written as a negated comparison so NaN also counts as "no price". */
export function isCallForPrice(price: number): boolean {
  return !(price > 0);
}

export function discountPercent(retail: number, sale: number): number | null {
  if (!(retail > 0 && sale > 0 && sale < retail) || !Number.isFinite(retail)) return null;
  const percent = Math.round(((retail - sale) / retail) * 100);
  // A discount that rounds to 0% would show a "-0%" badge, which reads as a bug to shoppers.
  return percent > 0 ? percent : null;
}

/**
 * The single place the server decides what a product costs. A sale price at or above retail is
 * ignored rather than trusted, so a data-entry mistake can never raise the price. The database
 * computes `products.price` with the same rule (server/db/schema.ts; selling-price.test.ts checks
 * that the two agree): change both together.
 *
 * `flash` is the product's price in a flash sale running now (the caller reads it with the sale's
 * window compared to the database's now(), server/modules/catalog/flash-sale.ts). It wins only
 * when it is below what the product would sell for otherwise, for the same reason; a call-for-price
 * product stays one. `products.price` knows nothing of flash sales: it is the price outside them.
 */
export function effectivePrices(retail: number, sale: number | null, flash: number | null = null): EffectivePrices {
  const retailPrice = Number.isFinite(retail) && retail > 0 ? retail : 0;
  const isDiscount = sale !== null && sale > 0 && sale < retailPrice;
  const normal = isDiscount ? sale : retailPrice;
  if (flash !== null && flash > 0 && flash < normal) {
    return { price: flash, retailPrice, salePrice: flash, discountPercent: discountPercent(retailPrice, flash), flashSale: true };
  }
  return {
    price: normal,
    retailPrice,
    salePrice: isDiscount ? sale : null,
    discountPercent: isDiscount ? discountPercent(retailPrice, sale) : null,
    flashSale: false,
  };
}
