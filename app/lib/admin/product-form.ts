import { PRODUCT_STATUSES, PRODUCT_TYPES, type ProductEdit, type ProductStatus, productEditSchema } from '#domain/product-edit.ts';

/**
 * The back-office product editor's state and how it becomes what the API takes. Inputs hold text
 * (a price field may be half typed), so numbers are read only when the form is checked; the same
 * zod schema as the API's then gives the same message for the same mistake, keyed by the same
 * dotted path (`variants.0.sku`) the API's 422 answer uses, so both show beside the same field.
 */

type ProductType = (typeof PRODUCT_TYPES)[number];

interface SpecRowState {
  key: string;
  name: string;
  value: string;
}

export interface SpecGroupState {
  key: string;
  group: string;
  items: SpecRowState[];
}

export interface KeyFeatureState {
  key: string;
  text: string;
}

export interface AttributeState {
  key: string;
  name: string;
  value: string;
}

export interface VariantState {
  key: string;
  id?: number | undefined;
  sku: string;
  attributes: AttributeState[];
  retail_price: string;
  sale_price: string;
  regular_price: string;
  stock: string;
  active: boolean;
}

export interface ImageState {
  id: number;
  alt: string;
  is_primary: boolean;
  /** The `key` of the variant it shows, or '' for the product's own pictures; sent as that variant's SKU. */
  variant: string;
  /** Only for showing it; the API names images by id. */
  thumbnail: string;
}

export interface ProductFormState {
  name: string;
  slug: string;
  sku: string;
  type: ProductType;
  status: ProductStatus;
  retail_price: string;
  sale_price: string;
  regular_price: string;
  stock: string;
  category_id: string;
  brand_id: string;
  extra_category_ids: number[];
  short_description: string;
  description: string;
  color: string;
  size: string;
  memory: string;
  key_features: KeyFeatureState[];
  warranty: string;
  needs_advance: boolean;
  specifications: SpecGroupState[];
  variants: VariantState[];
  images: ImageState[];
}

/** The product as the admin API answers it, as far as the editor reads it. */
export interface EditableProduct {
  name: string;
  slug: string;
  sku: string;
  type: ProductType;
  status: ProductStatus;
  retail_price: number;
  sale_price: number | null;
  regular_price: number | null;
  stock: { quantity: number };
  category: { id: number } | null;
  brand: { id: number } | null;
  extra_categories: { id: number; name: string }[];
  short_description: string | null;
  description: string | null;
  color: string | null;
  size: string | null;
  memory: string | null;
  key_features: string[];
  warranty: string | null;
  needs_advance: boolean;
  specifications: { group: string; items: { name: string; value: string }[] }[];
  variants: {
    id: number;
    sku: string;
    attributes: { name: string; value: string }[];
    retail_price: number;
    sale_price: number | null;
    regular_price: number | null;
    stock: { quantity: number };
    active: boolean;
    images: EditableImage[];
  }[];
  images: EditableImage[];
}

type EditableImage = { id: number; alt: string | null; is_primary: boolean; urls: { thumbnail: string } };

let keyCounter = 0;
/** A React key for a row added in the browser; rows loaded with the page are keyed by position. */
export function newRowKey(): string {
  keyCounter += 1;
  return `new-${keyCounter}`;
}

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function emptyProductForm(): ProductFormState {
  return {
    name: '',
    slug: '',
    sku: '',
    type: 'simple',
    status: 'hidden',
    retail_price: '',
    sale_price: '',
    regular_price: '',
    stock: '0',
    category_id: '',
    brand_id: '',
    extra_category_ids: [],
    short_description: '',
    description: '',
    color: '',
    size: '',
    memory: '',
    key_features: [],
    warranty: '',
    needs_advance: false,
    specifications: [],
    variants: [],
    images: [],
  };
}

export function formFromProduct(product: EditableProduct): ProductFormState {
  return {
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    type: product.type,
    status: product.status,
    retail_price: text(product.retail_price),
    sale_price: text(product.sale_price),
    regular_price: text(product.regular_price),
    stock: text(product.stock.quantity),
    category_id: text(product.category?.id),
    brand_id: text(product.brand?.id),
    extra_category_ids: product.extra_categories.map((category) => category.id),
    short_description: text(product.short_description),
    description: text(product.description),
    color: text(product.color),
    size: text(product.size),
    memory: text(product.memory),
    key_features: product.key_features.map((feature, f) => ({ key: `k${f}`, text: feature })),
    warranty: text(product.warranty),
    needs_advance: product.needs_advance,
    specifications: product.specifications.map((group, g) => ({
      key: `g${g}`,
      group: group.group,
      items: group.items.map((item, i) => ({ key: `g${g}-${i}`, name: item.name, value: item.value })),
    })),
    variants: product.variants.map((variant, v) => ({
      key: `v${variant.id}`,
      id: variant.id,
      sku: variant.sku,
      attributes: variant.attributes.map((attribute, a) => ({ key: `v${v}-${a}`, name: attribute.name, value: attribute.value })),
      retail_price: text(variant.retail_price),
      sale_price: text(variant.sale_price),
      regular_price: text(variant.regular_price),
      stock: text(variant.stock.quantity),
      active: variant.active,
    })),
    images: [
      ...product.images.map((image) => imageState(image, '')),
      ...product.variants.flatMap((variant) => variant.images.map((image) => imageState(image, `v${variant.id}`))),
    ],
  };
}

const imageState = (image: EditableImage, variant: string): ImageState => ({
  id: image.id,
  alt: text(image.alt),
  is_primary: image.is_primary,
  variant,
  thumbnail: image.urls.thumbnail,
});

/**
 * A typed number, or what the schema refuses with the field's own message: empty is "not given"
 * (the schema's default, or its "enter the price"), anything not a whole number stays NaN.
 */
function number(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

const orNull = (value: string): number | null => number(value) ?? null;

/** The form as the API's body, before the schema reads it. */
function payloadFromForm(form: ProductFormState): Record<string, unknown> {
  return {
    name: form.name,
    slug: form.slug,
    sku: form.sku,
    type: form.type,
    status: form.status,
    retail_price: number(form.retail_price),
    sale_price: orNull(form.sale_price),
    regular_price: orNull(form.regular_price),
    stock: number(form.stock),
    category_id: orNull(form.category_id),
    brand_id: orNull(form.brand_id),
    // The main category is already the product's: one ticked before it became the main one is not sent.
    extra_category_ids: form.extra_category_ids.filter((id) => String(id) !== form.category_id),
    short_description: form.short_description,
    description: form.description,
    color: form.color,
    size: form.size,
    memory: form.memory,
    key_features: form.key_features.map((feature) => feature.text),
    warranty: form.warranty,
    needs_advance: form.needs_advance,
    specifications: form.specifications.map((group) => ({ group: group.group, items: group.items.map(({ name, value }) => ({ name, value })) })),
    // A simple product keeps no variants: those it had are sent inactive, as orders may name them.
    variants: form.variants.map((variant) => ({
      ...(variant.id === undefined ? {} : { id: variant.id }),
      sku: variant.sku,
      attributes: variant.attributes.map(({ name, value }) => ({ name, value })),
      retail_price: number(variant.retail_price),
      sale_price: orNull(variant.sale_price),
      regular_price: orNull(variant.regular_price),
      stock: number(variant.stock),
      active: form.type === 'hybrid' ? variant.active : false,
    })),
    // A picture of a variant removed from the form goes back to the product's own.
    images: form.images.map((image) => ({
      id: image.id,
      alt: image.alt,
      is_primary: image.is_primary,
      variant_sku: form.variants.find((variant) => variant.key === image.variant)?.sku ?? null,
    })),
  };
}

export type FieldErrors = Record<string, string>;

/** The first message for each field, by the API's dotted path. */
export function firstMessages(errors: Record<string, readonly string[]>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));
}

/** What a product page's action answers: a notice, or the API's refusal with its field messages. */
export type ProductActionResult = { ok: true; notice: string } | { ok: false; status: number; message: string; errors: FieldErrors; stale: boolean };

export type FormCheck = { ok: true; edit: ProductEdit } | { ok: false; errors: FieldErrors };

/** The form checked by the API's own schema. */
export function checkProductForm(form: ProductFormState): FormCheck {
  const parsed = productEditSchema.safeParse(payloadFromForm(form));
  if (parsed.success) return { ok: true, edit: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || 'request';
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * A change sends only the fields that differ from the product as opened, with its version, so
 * two people editing different fields do not undo each other's work unseen (a stale version is
 * refused anyway).
 */
export function patchFromEdit(edit: ProductEdit, original: ProductEdit, version: number): Partial<ProductEdit> & { version: number } {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(edit) as (keyof ProductEdit)[]) {
    if (JSON.stringify(edit[key]) !== JSON.stringify(original[key])) patch[key] = edit[key];
  }
  return { ...(patch as Partial<ProductEdit>), version };
}

/** The original product in the schema's shape, to compare a change against. */
export function editFromProduct(product: EditableProduct): ProductEdit | null {
  const check = checkProductForm(formFromProduct(product));
  return check.ok ? check.edit : null;
}

export const STATUS_LABELS: Record<ProductStatus, string> = { active: 'Active', hidden: 'Hidden', archived: 'Archived' };
export const TYPE_LABELS: Record<ProductType, string> = { simple: 'Simple', hybrid: 'Hybrid (sold as variants)' };
export { PRODUCT_STATUSES, PRODUCT_TYPES };
