import type { EmiPlan, EmiTenure } from '#domain/emi.ts';
import { normalizeImageUrl, PLACEHOLDER_IMAGE } from '#domain/image-url.ts';
import type { VariantAttribute, VariantLike } from '#domain/variants.ts';
import { type CardProduct, toCardProduct } from '#app/lib/card-product.ts';
import type { CatalogService } from '#server/modules/catalog/service.ts';

/** GET /api/products/{id} `data`, and what the product page loader reads in-process. */
export type ProductDetailJson = NonNullable<Awaited<ReturnType<CatalogService['getProduct']>>>;
type MediaJson = ProductDetailJson['media'][number];

export interface GalleryImage {
  src: string;
  thumb: string;
}

export interface DetailVariant extends VariantLike {
  sku: string;
  attributes: VariantAttribute[];
  price: number;
  retailPrice: number;
  salePrice: number | null;
  /** The regular (EMI) price: the price when not paid in cash at once; the cash price when none is set. */
  regularPrice: number;
  discountPercent: number | null;
  inStock: boolean;
  /** Empty when the variant has no pictures of its own; the product's are shown then. */
  gallery: GalleryImage[];
}

export interface Specification {
  group: string;
  name: string;
  value: string;
}

/** What the quick-view modal and the product page show beyond a card. */
export interface ProductDetail {
  card: CardProduct;
  gallery: GalleryImage[];
  shortDescription: string | null;
  /** Selling points listed beside the price, in order. */
  keyFeatures: string[];
  warranty: string | null;
  description: string | null;
  specs: Specification[];
  variants: DetailVariant[];
  /** The product's own regular (EMI) price, and the banks offering EMI to price it and the chosen variant's. */
  regularPrice: number;
  emiPlans: EmiPlan[];
  /** Category path from the top level down, for breadcrumbs. */
  categories: { name: string; slug: string }[];
}

/** Unsafe URLs are dropped one image at a time so each large image keeps its own thumbnail. */
function toGallery(media: readonly MediaJson[]): GalleryImage[] {
  const seen = new Set<string>();
  return media.flatMap((item) => {
    const src = normalizeImageUrl(item.urls.optimized);
    if (src === null || seen.has(src)) return [];
    seen.add(src);
    return [{ src, thumb: normalizeImageUrl(item.urls.thumbnail) ?? src }];
  });
}

export function toProductDetail(json: ProductDetailJson): ProductDetail {
  const gallery = toGallery(json.media);
  return {
    card: toCardProduct(json),
    gallery: gallery.length > 0 ? gallery : [{ src: PLACEHOLDER_IMAGE, thumb: PLACEHOLDER_IMAGE }],
    shortDescription: json.short_description,
    keyFeatures: json.key_features,
    warranty: json.warranty,
    description: json.description,
    specs: json.attributes.map(({ group, name, value }) => ({ group, name, value })),
    variants: json.variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      attributes: variant.attributes,
      price: variant.price,
      retailPrice: variant.retail_price,
      salePrice: variant.sale_price,
      regularPrice: variant.regular_price,
      discountPercent: variant.discount_percent,
      inStock: variant.in_stock,
      gallery: toGallery(variant.media),
    })),
    regularPrice: json.regular_price,
    emiPlans: json.emi_plans.map((plan) => ({
      bankId: plan.bank_id,
      bank: plan.bank,
      minimumAmount: plan.minimum_amount,
      charges: plan.charges.map((charge) => ({ months: charge.months as EmiTenure, chargePercent: charge.charge_percent })),
    })),
    categories: json.categories.map(({ name, slug }) => ({ name, slug })),
  };
}
