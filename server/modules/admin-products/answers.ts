import { z } from 'zod';
import { PRODUCT_STATUSES, PRODUCT_TYPES } from '#domain/product-edit.ts';
import { answers, envelope, messageOnly } from '#server/http/openapi/answers.ts';

/** What the back office's product operations answer, for the API document. */

const int = () => z.number().int();

const stock = z.object({ quantity: int(), reserved: int().describe('Held by open orders'), available: int().describe('quantity less reserved, at least 0') });

const named = z.object({ id: int(), name: z.string() });

const adminProductRow = z.object({
  id: int(),
  name: z.string(),
  sku: z.string(),
  type: z.enum(PRODUCT_TYPES),
  status: z.enum(PRODUCT_STATUSES),
  category: named.nullable(),
  brand: named.nullable(),
  stock,
  retail_price: int().describe('Whole taka; 0 means call for price'),
  sale_price: int().nullable(),
  price: int().describe('What it sells for now outside a flash sale, in whole taka'),
  image_url: z.string().nullable().describe('The primary image, card size'),
  updated_at: z.iso.datetime(),
  version: int().describe('Send it back with a change, so a change made meanwhile by someone else is not overwritten'),
});
z.globalRegistry.add(adminProductRow, { id: 'AdminProductRow', description: 'A product as the back office lists it' });

const adminImage = z.object({
  id: int(),
  position: int(),
  is_primary: z.boolean(),
  alt: z.string().nullable(),
  width: int(),
  height: int(),
  urls: z.object({ original: z.string(), optimized: z.string(), card: z.string(), thumbnail: z.string() }),
});

const linked = z.object({ id: int(), name: z.string(), slug: z.string() });

const adminProduct = z.object({
  id: int(),
  name: z.string(),
  slug: z.string().describe('Ends in the product’s id, as the storefront’s product links do'),
  sku: z.string(),
  type: z.enum(PRODUCT_TYPES).describe('hybrid: sold as its variants, which keep their own prices'),
  status: z.enum(PRODUCT_STATUSES).describe('Only active products are shown and sold'),
  retail_price: int(),
  sale_price: int().nullable(),
  regular_price: int().nullable().describe('The regular (EMI) price shown beside the cash price; null: the cash price'),
  price: int(),
  stock,
  category: linked.nullable().describe('The main category: the product page’s breadcrumb'),
  extra_categories: z.array(linked).describe('Categories the product is also listed under, by name; never the main category. Edited as `extra_category_ids`'),
  brand: linked.nullable(),
  short_description: z.string().nullable(),
  description: z.string().nullable(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  memory: z.string().nullable(),
  key_features: z.array(z.string()).describe('Selling points listed beside the price, in order'),
  warranty: z.string().nullable().describe('One line, such as 2 years official warranty; null when none is stated'),
  needs_advance: z.boolean().describe('Sold on cash on delivery only with an advance, when the shop’s advance rules count such products'),
  specifications: z
    .array(z.object({ group: z.string(), items: z.array(z.object({ id: int(), name: z.string(), value: z.string() })) }))
    .describe('Grouped in display order'),
  variants: z.array(
    z.object({
      id: int(),
      sku: z.string(),
      attributes: z.array(z.object({ name: z.string(), value: z.string() })),
      retail_price: int(),
      sale_price: int().nullable(),
      regular_price: int().nullable(),
      stock,
      active: z.boolean().describe('Inactive variants are kept for the orders that name them but not offered'),
      variant_order: int(),
      images: z.array(adminImage).describe('Shown instead of the product’s own when this variant is chosen'),
    }),
  ),
  images: z.array(adminImage).describe('The product’s own images in display order'),
  average_rating: z.number(),
  review_count: int(),
  sales_count: int(),
  ordered: z.boolean().describe('On at least one order: it can be archived but not deleted'),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  version: int(),
});
z.globalRegistry.add(adminProduct, { id: 'AdminProduct', description: 'A product with every field staff edit' });

const everyError = [401, 403] as const;

export const adminProductListAnswers = answers(
  {
    200: z
      .object({
        success: z.literal(true),
        data: z.array(adminProductRow),
        meta: z.object({
          total: int().describe('How many match; with a search term, counted up to 1,000'),
          total_is_exact: z.boolean().describe('false: more match than `total` (a search term matched over 1,000 products)'),
          current_page: int(),
          per_page: int(),
          last_page: int().describe('The last page within `total`'),
        }),
      })
      .describe('One page of products, and how many match'),
  },
  [...everyError, 422],
);

export const adminProductAnswers = answers({ 200: envelope(adminProduct, 'The product') }, [...everyError, 404, 422]);
export const adminProductCreatedAnswers = answers({ 201: envelope(adminProduct, 'The product as created') }, [...everyError, 422]);
export const adminProductUpdatedAnswers = answers({ 200: envelope(adminProduct, 'The product as changed') }, [...everyError, 404, 409, 422]);
export const adminProductDuplicatedAnswers = answers({ 201: envelope(adminProduct, 'The copy: hidden, with no stock') }, [...everyError, 404, 422]);
export const adminProductDeletedAnswers = answers({ 200: messageOnly('The product is gone') }, [...everyError, 404, 409, 422]);

const uploadedImage = adminImage.extend({
  variant_id: int().nullable().describe('The variant it shows, or null for the product’s own pictures'),
});

const productVersion = int().describe('The product’s version after the change: send it with the next change to the product');

export const adminImagesUploadedAnswers = answers(
  {
    201: envelope(
      z.object({ images: z.array(uploadedImage).describe('The new images, in the order sent'), version: productVersion }),
      'The images as stored, re-encoded into every size',
    ),
  },
  [...everyError, 404, 413, 422],
);
export const adminImageDeletedAnswers = answers({ 200: envelope(z.object({ version: productVersion }), 'The image and its files are gone') }, [
  ...everyError,
  404,
  422,
]);
