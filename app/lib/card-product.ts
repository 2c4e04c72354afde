import { cleanImageUrls } from '#domain/image-url.ts';
import { productIdFromSlug, productSlug } from '#domain/slug.ts';
import type { ProductSummaryJson } from '#server/modules/catalog/present.ts';

/** What a product card shows; loaders send only this, so pages carry no unused product data. */
export interface CardProduct {
  id: number;
  name: string;
  slug: string;
  sku: string;
  brand: string | null;
  category: string | null;
  price: number;
  retailPrice: number;
  salePrice: number | null;
  discountPercent: number | null;
  callForPrice: boolean;
  /** When the flash sale that sets `price` ends (ISO time); null when the price is not a flash sale's. */
  flashSaleEndsAt: string | null;
  inStock: boolean;
  /** "hybrid" products are sold as variants, so the card sends shoppers to the options first. */
  hasVariants: boolean;
  images: string[];
}

/**
 * The slug product links use. A stored slug that does not carry the product's own id would send
 * shoppers to another product (or a 404), so one is built from the name instead.
 */
export function canonicalProductSlug(product: { id: number; name: string; slug: string }): string {
  return productIdFromSlug(product.slug) === product.id ? product.slug : productSlug(product.name, product.id);
}

export function toCardProduct(product: ProductSummaryJson): CardProduct {
  return {
    id: product.id,
    name: product.name,
    slug: canonicalProductSlug(product),
    sku: product.sku,
    brand: product.brand_name,
    category: product.category_name,
    price: product.price,
    retailPrice: product.retail_price,
    salePrice: product.sale_price,
    discountPercent: product.discount_percent,
    callForPrice: product.call_for_price,
    flashSaleEndsAt: product.flash_sale_ends_at,
    inStock: product.in_stock,
    hasVariants: product.type === 'hybrid',
    images: cleanImageUrls(product.media.map((media) => media.urls.card)),
  };
}
