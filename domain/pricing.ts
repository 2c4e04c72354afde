type PriceValue = number | string | null | undefined;

/** Price columns as they arrive from imports and JSON documents, where numbers are often strings. */
export interface PriceFields {
  sale_price?: PriceValue;
  retail_price?: PriceValue;
  price?: PriceValue;
  document?: { sale_price?: PriceValue; retail_price?: PriceValue } | null;
}

export interface EffectivePrices {
  price: number;
  retailPrice: number;
  salePrice: number | null;
  discountPercent: number | null;
  /** The price is a running flash sale's. */
  flashSale: boolean;
}

// Plain decimals only: Number() alone would also accept '0x10', '1e3' and whitespace-only strings.
const DECIMAL = /^\+?(?:\d+(?:\.\d*)?|\.\d+)$/;

function positiveOrNull(value: PriceValue): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && DECIMAL.test(value.trim())) n = Number(value.trim());
  else return null;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * The document's prices are the most recently edited, so they win over the columns; a sale
 * price wins over the retail price. 0 means "call for price".
 */
export function choosePrice(p: PriceFields): number {
  const candidates: PriceValue[] = [p.document?.sale_price, p.sale_price, p.document?.retail_price, p.retail_price, p.price];
  for (const candidate of candidates) {
    const n = positiveOrNull(candidate);
    if (n !== null) return n;
  }
  return 0;
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
