import { regularPrice } from '#domain/emi.ts';
import { effectivePrices, isCallForPrice } from '#domain/pricing.ts';
import { availableStock } from '#domain/stock.ts';
import { getTableColumns } from 'drizzle-orm';
import * as t from '#server/db/schema.ts';
import { mediaUrl } from '#server/modules/media/derive.ts';

type MediaRow = typeof t.media.$inferSelect;

/** One image in its derived sizes. API clients read `urls`; the alt text is the product name. */
export interface MediaJson {
  id: number;
  is_primary: boolean;
  width: number;
  height: number;
  urls: { original: string; optimized: string; card: string; thumbnail: string };
}

/** The media columns presentMedia reads. */
export type MediaColumns = Pick<MediaRow, 'id' | 'isPrimary' | 'width' | 'height' | 'originalPath' | 'optimizedPath' | 'cardPath' | 'thumbnailPath'>;

export function presentMedia(row: MediaColumns): MediaJson {
  return {
    id: row.id,
    is_primary: row.isPrimary,
    width: row.width,
    height: row.height,
    urls: {
      original: mediaUrl(row.originalPath),
      optimized: mediaUrl(row.optimizedPath),
      card: mediaUrl(row.cardPath),
      thumbnail: mediaUrl(row.thumbnailPath),
    },
  };
}

export interface StockJson {
  quantity: number;
  reserved: number;
  available: number;
}

function stockOf(quantity: number, reserved: number): StockJson {
  return { quantity, reserved, available: availableStock(quantity, reserved) };
}

function priceFields(retail: number, sale: number | null, regular: number | null, flash: FlashOffer | null = null) {
  const prices = effectivePrices(retail, sale, flash?.price ?? null);
  return {
    regular_price: isCallForPrice(prices.price) ? 0 : regularPrice(prices.price, regular),
    retail_price: prices.retailPrice,
    sale_price: prices.salePrice,
    price: prices.price,
    discount_percent: prices.discountPercent,
    call_for_price: isCallForPrice(prices.price),
    /** When the flash sale that sets this price ends (ISO time); null when the price is not a flash sale's. */
    flash_sale_ends_at: prices.flashSale && flash ? new Date(flash.ends_at).toISOString() : null,
  };
}

/** A running flash sale's price for a product, as server/modules/catalog/flash-sale.ts reads it. */
export interface FlashOffer {
  price: number;
  ends_at: string;
}

// What a product's page adds to a summary's columns, and what neither reads (search words, the staff's edit version, the advance rule read at checkout).
const {
  description,
  keyFeatures,
  warranty,
  searchVector: _searchVector,
  needsAdvance: _needsAdvance,
  version: _version,
  ...summaryColumns
} = getTableColumns(t.products);
/** The product columns presentProductSummary reads: lists read no more, as a page of 25 would carry the rest for nothing. */
export const SUMMARY_COLUMNS = summaryColumns;
/** What a product's own page shows besides its summary. */
export const DETAIL_COLUMNS = { description, keyFeatures, warranty };

export interface ProductListRow {
  product: Pick<typeof t.products.$inferSelect, keyof typeof SUMMARY_COLUMNS>;
  category: { id: number; name: string; slug: string } | null;
  brand: { id: number; name: string; slug: string } | null;
  /** The product's price in a flash sale running now, read with the row. */
  flash: FlashOffer | null;
  /** The product's own pictures (not its variants'), in order, read with the row. */
  media: MediaColumns[];
}

export function presentProductSummary(row: ProductListRow) {
  const p = row.product;
  const stock = stockOf(p.stockQuantity, p.stockReserved);
  const media = row.media.map(presentMedia);
  const primary = media.find((m) => m.is_primary) ?? media[0];
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    product_code: p.sku,
    type: p.type,
    ...priceFields(p.retailPrice, p.salePrice, p.regularPrice, row.flash),
    in_stock: stock.available > 0,
    stock,
    stock_quantity: stock.quantity,
    available_quantity: stock.available,
    status: p.status,
    average_rating: p.averageRating,
    review_count: p.reviewCount,
    sales: p.salesCount,
    order: p.displayOrder,
    category_id: row.category?.id ?? null,
    category_name: row.category?.name ?? null,
    category_slug: row.category?.slug ?? null,
    brand_id: row.brand?.id ?? null,
    brand_name: row.brand?.name ?? null,
    brand_slug: row.brand?.slug ?? null,
    short_description: p.shortDescription,
    color: p.color,
    size: p.size,
    memory: p.memory,
    media,
    image_url: primary?.urls.optimized ?? null,
    thumbnail_url: primary?.urls.thumbnail ?? null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export type ProductSummaryJson = ReturnType<typeof presentProductSummary>;

export function presentVariant(row: typeof t.productVariants.$inferSelect, variantMedia: MediaRow[]) {
  const stock = stockOf(row.stockQuantity, row.stockReserved);
  return {
    id: row.id,
    sku: row.sku,
    attributes: row.attributes,
    ...priceFields(row.retailPrice, row.salePrice, row.regularPrice),
    in_stock: stock.available > 0,
    stock,
    variant_order: row.variantOrder,
    media: variantMedia.map(presentMedia),
  };
}
