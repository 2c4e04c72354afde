import { z } from 'zod';
import { answers, envelope } from '#server/http/openapi/answers.ts';
import type { CategoryNode } from './service.ts';

/**
 * What the catalogue answers, for the API document. The product card is the shape of every product
 * in a list (home sections, listings, search hits, flash sale), so it is one registered component a
 * generated client reads as one type. Registered schemas are never `.describe()`d themselves: that
 * would clone their id.
 */

const int = () => z.number().int();

const productImage = z.object({
  id: int(),
  is_primary: z.boolean(),
  width: int(),
  height: int(),
  urls: z.object({ original: z.string(), optimized: z.string(), card: z.string(), thumbnail: z.string() }).describe('The image in each of its derived sizes'),
});
z.globalRegistry.add(productImage, { id: 'ProductImage', description: 'A product image; its alt text is the product name' });

const stock = z.object({ quantity: int(), reserved: int(), available: int().describe('quantity less reserved') });

/** The price fields of a product and of a variant (domain/pricing.ts decides them). */
const priceFields = {
  regular_price: int().describe('The regular (EMI) price in whole taka: what paying on EMI starts from; the cash price (price) when no other is set'),
  retail_price: int().describe('Whole taka; 0 means call for price'),
  sale_price: int().nullable().describe('The discounted price (the flash sale price while one runs); null without a discount'),
  price: int().describe('What it sells for now, in whole taka'),
  discount_percent: int().nullable(),
  call_for_price: z.boolean(),
  flash_sale_ends_at: z.iso.datetime().nullable().describe('When the flash sale that sets this price ends; null when the price is not a flash sale’s'),
};

const productCardFields = {
  id: int(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  product_code: z.string().describe('The SKU again, under the name older clients read'),
  type: z.enum(['simple', 'hybrid']).describe('hybrid: sold as its variants, which keep their own prices'),
  ...priceFields,
  in_stock: z.boolean(),
  stock,
  stock_quantity: int(),
  available_quantity: int(),
  status: int().describe('1: shown in the shop'),
  average_rating: z.number(),
  review_count: int(),
  sales: int(),
  order: int(),
  category_id: int().nullable(),
  category_name: z.string().nullable(),
  category_slug: z.string().nullable(),
  brand_id: int().nullable(),
  brand_name: z.string().nullable(),
  brand_slug: z.string().nullable(),
  short_description: z.string().nullable(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  memory: z.string().nullable(),
  media: z.array(productImage),
  image_url: z.string().nullable().describe('The primary image, optimized size'),
  thumbnail_url: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
};

export const productCard = z.object(productCardFields);
z.globalRegistry.add(productCard, { id: 'ProductCard', description: 'A product as lists, search hits and the flash sale show it' });

const productVariant = z.object({
  id: int(),
  sku: z.string(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  ...priceFields,
  in_stock: z.boolean(),
  stock,
  variant_order: int(),
  media: z.array(productImage),
});
z.globalRegistry.add(productVariant, { id: 'ProductVariant', description: 'One option of a product sold as options, with its own price and stock' });

const emiPlan = z.object({
  bank_id: int(),
  bank: z.string(),
  minimum_amount: int().describe('Whole taka: the bank offers EMI on a regular price of at least this much'),
  charges: z.array(z.object({ months: int(), charge_percent: z.number().describe('Percent of the regular price added, rounded up to whole taka') })),
});
z.globalRegistry.add(emiPlan, { id: 'EmiPlan', description: 'A bank’s EMI plan: monthly = ceil((regular price + charge) / months)' });

const categoryLink = z.object({ id: int(), name: z.string(), slug: z.string() });

const productDetail = z.object({
  ...productCardFields,
  description: z.string().nullable(),
  key_features: z.array(z.string()).describe('Selling points the page lists beside the price, in order; empty when none are given'),
  warranty: z.string().nullable().describe('One line, such as 2 years official warranty; null when none is stated'),
  attributes: z.array(z.object({ id: int(), group: z.string(), name: z.string(), value: z.string() })).describe('The specifications, in display order'),
  variants: z.array(productVariant).describe('Active variants, in order'),
  emi_from_monthly: int().nullable().describe('The lowest monthly instalment of any bank at the product’s regular price; null when no plan applies'),
  emi_plans: z.array(emiPlan).describe('The banks offering EMI now, to price the chosen variant (domain/emi.ts)'),
  variant_media: z.array(productImage).describe('Every variant’s images'),
  categories: z.array(categoryLink).describe('From the top-level category down to the product’s, for breadcrumbs'),
  category_ids: z.array(int()),
  category_names: z.array(z.string()),
});
z.globalRegistry.add(productDetail, {
  id: 'ProductDetail',
  description: 'A product as its page shows it: the card, with its description, specifications, variants and category path',
});

const categoryFields = {
  id: int(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable(),
  url: z.string(),
  category_id: int(),
  parent_id: int().nullable(),
  display_order: int(),
  is_featured: z.boolean(),
  product_count: int().describe('Shown products in it and below it'),
};

const categoryNode: z.ZodType<CategoryNode> = z.object({
  ...categoryFields,
  get children() {
    return z.array(categoryNode);
  },
});
z.globalRegistry.add(categoryNode, { id: 'CategoryNode', description: 'A category with the categories below it' });

const brand = z.object({
  id: int(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  url: z.string(),
  is_featured: z.boolean(),
  product_count: int(),
});

const bannerFields = {
  id: int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string(),
  mobile_image_url: z.string().nullable(),
  image_width: int().nullable(),
  image_height: int().nullable(),
  order: int(),
};

const positionalBanner = z.object({ ...bannerFields, position: z.string().describe('Where on the home page it shows'), link_url: z.string().nullable() });

const categoryProductBanner = z.object({
  ...bannerFields,
  category_id: int(),
  category_name: z.string(),
  category_slug: z.string(),
  url: z.string(),
  products: z.array(productCard).describe('The category’s most popular products'),
});

const productList = z.array(productCard);

const flashSaleWindow = { id: int(), title: z.string(), starts_at: z.iso.datetime(), ends_at: z.iso.datetime() };

export const homeDataAnswers = answers({
  200: envelope(
    z.object({
      category_product_banners: z.array(categoryProductBanner),
      popular_products: productList,
      new_arrivals: productList,
      best_selling_products: productList,
    }),
    'The home page’s banner sections and product lists',
  ),
});

export const popularProductsAnswers = answers({ 200: envelope(productList, 'The most popular products (rating and reviews)') });
export const newArrivalsAnswers = answers({ 200: envelope(productList, 'The newest products') });
export const bestSellingAnswers = answers({ 200: envelope(productList, 'The best-selling products') });
export const positionalBannersAnswers = answers({ 200: envelope(z.array(positionalBanner), 'The active home banners, in order') });
export const categoryProductBannersAnswers = answers({
  200: envelope(z.array(categoryProductBanner), 'The active category banners with their products, in order'),
});
export const featuredCategoriesAnswers = answers({
  200: envelope(z.array(z.object(categoryFields)), 'Featured categories (top two levels), without their children'),
});
export const featuredBrandsAnswers = answers({ 200: envelope(z.array(brand), 'Featured brands, in order') });
export const brandsAnswers = answers({ 200: envelope(z.array(brand), 'Every active brand, in order') });
export const categoriesAnswers = answers({ 200: envelope(z.array(categoryNode), 'The active categories as a tree of top-level categories') });

export const flashSaleAnswers = answers({
  200: envelope(
    z.object({
      now: z.iso.datetime().describe('The server’s clock, which countdowns count from'),
      running: z
        .object({ ...flashSaleWindow, products: productList.describe('Its products at their flash prices') })
        .nullable()
        .describe('The sale running now (the one ending first when several do)'),
      last_ended: z.object(flashSaleWindow).nullable().describe('The last sale that ended'),
      next: z.object(flashSaleWindow).nullable().describe('The next sale to start'),
    }),
    'The flash sale running now, the last one that ended and the next to start',
  ),
});

export const productListAnswers = answers({
  200: z
    .object({
      success: z.literal(true),
      data: productList,
      meta: z.object({ total: int(), current_page: int(), per_page: int(), last_page: int() }),
    })
    .describe('One page of products, and how many pages there are'),
});

export const productAnswers = answers({ 200: envelope(productDetail, 'The product with its specifications, variants and images') }, [404]);
