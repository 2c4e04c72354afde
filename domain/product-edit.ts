import { z } from 'zod';
import { EMI_MESSAGES } from './emi.ts';
import { effectivePrices } from './pricing.ts';
import { slugify, TYPED_SLUG } from './slug.ts';

/**
 * What staff fill in to create or change a product: one schema for the back-office form in the
 * browser and the API that saves it, so both give the same message for the same mistake. Prices
 * are whole taka, as the shop prices everything.
 */

export const PRODUCT_STATUSES = ['active', 'hidden', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_TYPES = ['simple', 'hybrid'] as const;

export const PRODUCT_EDIT_LIMITS = {
  name: 200,
  slug: 200,
  sku: 64,
  shortDescription: 1_000,
  description: 50_000,
  attribute: 100,
  specValue: 500,
  specGroups: 50,
  specsPerGroup: 100,
  variants: 200,
  images: 50,
  /** Extra categories besides the main one: a few ways into the catalogue, not a tag cloud. */
  extraCategories: 10,
  alt: 200,
  /** Key features are the few selling points beside the price, not a second specification table. */
  keyFeatures: 10,
  keyFeature: 150,
  warranty: 200,
  /** Larger prices are typing mistakes (and would not fit the price columns). */
  price: 100_000_000,
  stock: 1_000_000,
} as const;

export const PRODUCT_EDIT_MESSAGES = {
  nameRequired: 'Enter the product name.',
  nameTooLong: `The name can be at most ${PRODUCT_EDIT_LIMITS.name} characters.`,
  slugShape: 'Use lowercase letters, digits and single hyphens, or leave it empty to make it from the name.',
  slugTooLong: `The slug can be at most ${PRODUCT_EDIT_LIMITS.slug} characters.`,
  skuRequired: 'Enter the SKU.',
  skuTooLong: `The SKU can be at most ${PRODUCT_EDIT_LIMITS.sku} characters.`,
  skuShape: 'Use letters, digits, dots, dashes, slashes or underscores in the SKU.',
  price: 'Enter the price as a whole number of taka, 0 or more.',
  priceTooHigh: `The price can be at most ${PRODUCT_EDIT_LIMITS.price} taka.`,
  saleAboveRetail: 'The sale price cannot be higher than the retail price.',
  stock: 'Enter the stock as a whole number, 0 or more.',
  stockTooHigh: `The stock can be at most ${PRODUCT_EDIT_LIMITS.stock}.`,
  status: 'Choose active, hidden or archived.',
  type: 'Choose simple or hybrid.',
  category: 'Choose a category from the list.',
  brand: 'Choose a brand from the list.',
  extraCategory: 'Choose categories from the list.',
  tooManyExtraCategories: `A product can have at most ${PRODUCT_EDIT_LIMITS.extraCategories} extra categories.`,
  duplicateExtraCategory: 'This category is listed twice.',
  textTooLong: (limit: number) => `This can be at most ${limit} characters.`,
  required: 'This cannot be empty.',
  hybridNeedsVariant: 'A product sold as options needs at least one variant.',
  simpleHasNoVariants: 'A simple product has no variants: make it hybrid to sell options.',
  variantNeedsAttribute: 'Give the variant at least one option, such as Colour: Black.',
  duplicateVariantSku: 'Two variants cannot share a SKU.',
  duplicateVariantOptions: 'Two variants cannot have the same options.',
  variantSkuIsProductSku: 'A variant’s SKU must differ from the product’s.',
  onePrimaryImage: 'Only one image can be the primary image.',
  duplicateImage: 'This image is listed twice.',
  onePrimaryImagePerVariant: 'Only one of a variant’s images can be its primary image.',
  imageVariantUnknown: 'Choose one of this product’s variants for this image.',
  keyFeatureRequired: 'Write the key feature, or remove the empty one.',
  keyFeatureTooLong: `A key feature can be at most ${PRODUCT_EDIT_LIMITS.keyFeature} characters.`,
  keyFeatureOneLine: 'A key feature is one line: remove the line break.',
  keyFeatureRepeated: 'This key feature is listed twice.',
  tooManyKeyFeatures: `A product can have at most ${PRODUCT_EDIT_LIMITS.keyFeatures} key features.`,
  needsAdvance: 'Say whether this product needs an advance on cash on delivery.',
  warrantyTooLong: `The warranty can be at most ${PRODUCT_EDIT_LIMITS.warranty} characters.`,
  version: 'Send the version of the product you opened.',
  hybridStockFromVariants: 'A product sold as variants has its variants’ stock in total: change the stock on its variants.',
} as const;

const M = PRODUCT_EDIT_MESSAGES;
const L = PRODUCT_EDIT_LIMITS;

const requiredText = (max: number, required: string = M.required, tooLong: string = M.textTooLong(max)) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** Free text that may be left empty; empty is stored as nothing. */
const optionalText = (max: number) =>
  z
    .string({ error: M.textTooLong(max) })
    .trim()
    .max(max, M.textTooLong(max))
    .nullable()
    .transform((value) => (value === '' ? null : value));

const taka = () => z.number({ error: M.price }).int(M.price).min(0, M.price).max(L.price, M.priceTooHigh);
const stock = () => z.number({ error: M.stock }).int(M.stock).min(0, M.stock).max(L.stock, M.stockTooHigh);
const id = (message: string) => z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

const sku = () => requiredText(L.sku, M.skuRequired, M.skuTooLong).regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, M.skuShape);

const attribute = z.object({ name: requiredText(L.attribute), value: requiredText(L.attribute) });

const variantEdit = z.object({
  /** An existing variant's id; without one the variant is new. */
  id: id('Unknown variant.').optional(),
  sku: sku(),
  attributes: z.array(attribute).min(1, M.variantNeedsAttribute).max(10),
  retail_price: taka(),
  sale_price: taka().nullable().default(null),
  /** The regular (EMI) price when it differs from the cash price; null: the cash price. */
  regular_price: taka().nullable().default(null),
  stock: stock(),
  /** Inactive variants stay on record (orders name them) but are not offered. */
  active: z.boolean().default(true),
});

const specificationGroupEdit = z.object({
  group: requiredText(L.attribute),
  items: z
    .array(z.object({ name: requiredText(L.attribute), value: requiredText(L.specValue) }))
    .min(1)
    .max(L.specsPerGroup),
});

/**
 * An uploaded image of the product, in display order; uploading itself is a separate step. The list
 * holds every picture of the product: its own, and those shown only when a variant is chosen. A
 * variant is named by its SKU, not its id, so a picture can go to a variant added in the same save.
 */
const imageEdit = z.object({
  id: id('Unknown image.'),
  alt: optionalText(L.alt).default(null),
  is_primary: z.boolean().default(false),
  /** The SKU of the variant it shows; null: one of the product's own pictures. */
  variant_sku: z.string({ error: M.imageVariantUnknown }).trim().min(1, M.imageVariantUnknown).nullable().default(null),
});

/** One selling point, shown as a bullet beside the price. */
const keyFeature = z
  .string({ error: M.keyFeatureRequired })
  .trim()
  .min(1, M.keyFeatureRequired)
  .max(L.keyFeature, M.keyFeatureTooLong)
  .regex(/^[^\r\n]*$/, M.keyFeatureOneLine);

/** Every field of the form, without defaults, so a change (`productPatchSchema`) sends only what changed. */
const productEditFields = {
  name: requiredText(L.name, M.nameRequired, M.nameTooLong),
  /** Empty: made from the name (`slugFromName`). */
  slug: z.string({ error: M.slugShape }).trim().max(L.slug, M.slugTooLong).regex(TYPED_SLUG, M.slugShape),
  sku: sku(),
  type: z.enum(PRODUCT_TYPES, { error: M.type }),
  status: z.enum(PRODUCT_STATUSES, { error: M.status }),
  retail_price: taka(),
  sale_price: taka().nullable(),
  /** The regular (EMI) price shown beside the cash price; null: the same as the cash price. */
  regular_price: taka().nullable(),
  stock: stock(),
  category_id: id(M.category).nullable(),
  brand_id: id(M.brand).nullable(),
  /** Categories the product is also listed under; the main category among them is dropped (`extraCategoryIdsOf`). */
  extra_category_ids: z.array(id(M.extraCategory), { error: M.extraCategory }).max(L.extraCategories, M.tooManyExtraCategories),
  short_description: optionalText(L.shortDescription),
  description: optionalText(L.description),
  color: optionalText(L.attribute),
  size: optionalText(L.attribute),
  memory: optionalText(L.attribute),
  /** In the order the product page lists them, beside the price. */
  key_features: z.array(keyFeature).max(L.keyFeatures, M.tooManyKeyFeatures),
  /** One line such as "2 years official warranty", shown beside the price; longer terms belong in the description. */
  warranty: z
    .string({ error: M.warrantyTooLong })
    .trim()
    .max(L.warranty, M.warrantyTooLong)
    .nullable()
    .transform((value) => (value === '' ? null : value)),
  /** Sold on cash on delivery only with an advance, when the shop's advance rules count such products. */
  needs_advance: z.boolean({ error: M.needsAdvance }),
  /** Grouped as the product page shows them, such as Display or Battery. */
  specifications: z.array(specificationGroupEdit).max(L.specGroups),
  variants: z.array(variantEdit).max(L.variants),
  images: z.array(imageEdit).max(L.images),
};

const editObject = z.object({
  ...productEditFields,
  // Only name, SKU and retail price must be given. A new product starts hidden, so it is not sold
  // before staff finish it.
  slug: productEditFields.slug.default(''),
  type: productEditFields.type.default('simple'),
  status: productEditFields.status.default('hidden'),
  sale_price: productEditFields.sale_price.default(null),
  regular_price: productEditFields.regular_price.default(null),
  stock: productEditFields.stock.default(0),
  category_id: productEditFields.category_id.default(null),
  brand_id: productEditFields.brand_id.default(null),
  extra_category_ids: productEditFields.extra_category_ids.default([]),
  short_description: productEditFields.short_description.default(null),
  description: productEditFields.description.default(null),
  color: productEditFields.color.default(null),
  size: productEditFields.size.default(null),
  memory: productEditFields.memory.default(null),
  key_features: productEditFields.key_features.default([]),
  warranty: productEditFields.warranty.default(null),
  needs_advance: productEditFields.needs_advance.default(false),
  specifications: productEditFields.specifications.default([]),
  variants: productEditFields.variants.default([]),
  images: productEditFields.images.default([]),
});

type EditShape = z.output<typeof editObject>;

const regularBelowCash = (prices: { retail_price: number; sale_price: number | null; regular_price: number | null }) =>
  prices.regular_price !== null && prices.regular_price < effectivePrices(prices.retail_price, prices.sale_price).price;

/** The rules that compare fields, each reported on the field to correct. */
function crossFieldRules(product: EditShape, context: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
  if (product.sale_price !== null && product.sale_price > product.retail_price) issue(['sale_price'], M.saleAboveRetail);
  if (regularBelowCash(product)) issue(['regular_price'], EMI_MESSAGES.regularBelowCash);
  if (product.type === 'hybrid' && product.variants.filter((variant) => variant.active).length === 0) issue(['variants'], M.hybridNeedsVariant);
  if (product.type === 'simple' && product.variants.some((variant) => variant.active)) issue(['variants'], M.simpleHasNoVariants);
  const skus = new Set<string>();
  const options = new Set<string>();
  product.variants.forEach((variant, index) => {
    if (variant.sale_price !== null && variant.sale_price > variant.retail_price) issue(['variants', index, 'sale_price'], M.saleAboveRetail);
    if (regularBelowCash(variant)) issue(['variants', index, 'regular_price'], EMI_MESSAGES.regularBelowCash);
    const key = variant.sku.toLowerCase();
    if (key === product.sku.toLowerCase()) issue(['variants', index, 'sku'], M.variantSkuIsProductSku);
    else if (skus.has(key)) issue(['variants', index, 'sku'], M.duplicateVariantSku);
    skus.add(key);
    const optionKey = JSON.stringify(variant.attributes.map((a) => [a.name.toLowerCase(), a.value.toLowerCase()]).sort());
    if (variant.active && options.has(optionKey)) issue(['variants', index, 'attributes'], M.duplicateVariantOptions);
    if (variant.active) options.add(optionKey);
  });
  const features = new Set<string>();
  product.key_features.forEach((feature, index) => {
    if (features.has(feature.toLowerCase())) issue(['key_features', index], M.keyFeatureRepeated);
    features.add(feature.toLowerCase());
  });
  product.extra_category_ids.forEach((categoryId, index) => {
    if (product.extra_category_ids.indexOf(categoryId) !== index) issue(['extra_category_ids', index], M.duplicateExtraCategory);
  });
  // The product's own pictures have one primary, and so may each variant's.
  const primaries = new Set<string | null>();
  const imageIds = new Set<number>();
  product.images.forEach((image, index) => {
    if (imageIds.has(image.id)) issue(['images', index, 'id'], M.duplicateImage);
    imageIds.add(image.id);
    const scope = image.variant_sku?.toLowerCase() ?? null;
    if (scope !== null && !skus.has(scope)) issue(['images', index, 'variant_sku'], M.imageVariantUnknown);
    if (image.is_primary && primaries.has(scope))
      issue(scope === null ? ['images'] : ['images', index, 'is_primary'], scope === null ? M.onePrimaryImage : M.onePrimaryImagePerVariant);
    if (image.is_primary) primaries.add(scope);
  });
}

/** A whole product, as a create sends it and as an edit must leave it. */
export const productEditSchema = editObject.superRefine(crossFieldRules);
export type ProductEdit = z.output<typeof productEditSchema>;

/**
 * A change: only the fields sent change, and `version` is the product's version when the form was
 * opened. The result must still pass `productEditSchema` as a whole (the server checks it merged).
 */
export const productPatchSchema = z
  .object(productEditFields)
  .partial()
  .extend({ version: z.number({ error: M.version }).int(M.version).min(1, M.version) });
export type ProductPatch = z.output<typeof productPatchSchema>;

/** The slug staff typed, or one made from the name when they left it empty. */
export function slugFromName(slug: string, name: string): string {
  return slug.trim() === '' ? slugify(name) : slug.trim();
}

/**
 * The extra categories to store: the main category is already the product's, so listing it again
 * as extra is dropped rather than refused (changing the main category to an extra one just works).
 */
export function extraCategoryIdsOf(edit: Pick<ProductEdit, 'category_id' | 'extra_category_ids'>): number[] {
  return edit.extra_category_ids.filter((categoryId) => categoryId !== edit.category_id);
}
