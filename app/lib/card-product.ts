import { cleanImageUrls } from '#domain/image-url.ts';
import type { ProductSummaryJson } from '#server/modules/catalog/present.ts';

/** What a product card shows; loaders send only this, so pages carry no unused product data. */
export interface CardProduct {
  id: number;
  name: string;
  slug: string;
  sku: string;
  brand: string | null;
  price: number;
  retailPrice: number;
  salePrice: number | null;
  discountPercent: number | null;
  callForPrice: boolean;
  inStock: boolean;
  images: string[];
}

export function toCardProduct(product: ProductSummaryJson): CardProduct {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    brand: product.brand_name,
    price: product.price,
    retailPrice: product.retail_price,
    salePrice: product.sale_price,
    discountPercent: product.discount_percent,
    callForPrice: product.call_for_price,
    inStock: product.in_stock,
    images: cleanImageUrls(product.media.map((media) => media.urls.card)),
  };
}
