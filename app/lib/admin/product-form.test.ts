import { describe, expect, it } from 'vitest';
import { PRODUCT_EDIT_MESSAGES } from '#domain/product-edit.ts';
import { checkProductForm, editFromProduct, type EditableProduct, emptyProductForm, formFromProduct, patchFromEdit } from './product-form.ts';

// The editor's form state against what the API takes: what staff type becomes the API's body,
// a mistake gets the API's message under the API's field name, and a change sends only what changed.

const phone: EditableProduct = {
  name: 'Walton Primo X',
  slug: 'walton-primo-x-7',
  sku: 'WAL-PX',
  type: 'hybrid',
  status: 'active',
  retail_price: 15_000,
  sale_price: 13_500,
  regular_price: 15_900,
  stock: { quantity: 0 },
  category: { id: 3 },
  brand: null,
  extra_categories: [{ id: 8, name: 'Gaming' }],
  short_description: null,
  description: 'A phone.',
  color: null,
  size: null,
  memory: '128 GB',
  key_features: ['6.5 inch display', '128 GB storage'],
  warranty: '1 year official warranty',
  needs_advance: true,
  specifications: [{ group: 'Display', items: [{ name: 'Size', value: '6.5 inch' }] }],
  variants: [
    {
      id: 11,
      sku: 'WAL-PX-BLK',
      attributes: [{ name: 'Colour', value: 'Black' }],
      retail_price: 15_000,
      sale_price: null,
      regular_price: null,
      stock: { quantity: 4 },
      active: true,
      images: [{ id: 23, alt: 'Black', is_primary: true, urls: { thumbnail: '/media/c.webp' } }],
    },
  ],
  images: [
    { id: 21, alt: null, is_primary: true, urls: { thumbnail: '/media/a.webp' } },
    { id: 22, alt: 'Back', is_primary: false, urls: { thumbnail: '/media/b.webp' } },
  ],
};

describe('product editor form', () => {
  it('turns a loaded product back into the same product the API stored', () => {
    const check = checkProductForm(formFromProduct(phone));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.edit).toMatchObject({
      retail_price: 15_000,
      sale_price: 13_500,
      regular_price: 15_900,
      category_id: 3,
      brand_id: null,
      extra_category_ids: [8],
      short_description: null,
      variants: [{ id: 11, sku: 'WAL-PX-BLK', regular_price: null, stock: 4, active: true }],
      key_features: ['6.5 inch display', '128 GB storage'],
      warranty: '1 year official warranty',
      needs_advance: true,
      images: [
        { id: 21, alt: null, is_primary: true, variant_sku: null },
        { id: 22, alt: 'Back', is_primary: false, variant_sku: null },
        { id: 23, alt: 'Black', is_primary: true, variant_sku: 'WAL-PX-BLK' },
      ],
    });
  });

  it('keeps a variant’s picture with it when the variant’s SKU is retyped', () => {
    const form = formFromProduct(phone);
    const check = checkProductForm({ ...form, variants: [{ ...form.variants[0]!, sku: 'WAL-PX-BLACK' }] });
    expect(check.ok && check.edit.images.map((image) => image.variant_sku)).toEqual([null, null, 'WAL-PX-BLACK']);
  });

  it('names an empty key feature by its place in the list', () => {
    const form = formFromProduct(phone);
    const check = checkProductForm({ ...form, key_features: [...form.key_features, { key: 'x', text: '  ' }] });
    expect(check).toEqual({ ok: false, errors: { 'key_features.2': PRODUCT_EDIT_MESSAGES.keyFeatureRequired } });
  });

  it('gives the API’s messages under the API’s field names', () => {
    const check = checkProductForm({ ...formFromProduct(phone), name: ' ', retail_price: '12.5' });
    expect(check).toEqual({ ok: false, errors: { name: PRODUCT_EDIT_MESSAGES.nameRequired, retail_price: PRODUCT_EDIT_MESSAGES.price } });
  });

  it('points a rule comparing fields at the variant field to correct', () => {
    const form = formFromProduct(phone);
    const check = checkProductForm({ ...form, variants: [{ ...form.variants[0]!, sku: 'wal-px' }] });
    expect(check).toEqual({ ok: false, errors: { 'variants.0.sku': PRODUCT_EDIT_MESSAGES.variantSkuIsProductSku } });
  });

  it('asks for the price of a new product rather than saving it as free', () => {
    const check = checkProductForm({ ...emptyProductForm(), name: 'Cable', sku: 'CBL-1' });
    expect(check).toEqual({ ok: false, errors: { retail_price: PRODUCT_EDIT_MESSAGES.price } });
  });

  it('switches a simple product’s leftover variants off instead of offering them', () => {
    const check = checkProductForm({ ...formFromProduct(phone), type: 'simple' });
    expect(check.ok && check.edit.variants.map((variant) => variant.active)).toEqual([false]);
  });

  it('sends only the fields that changed, with the version the product was opened at', () => {
    const original = editFromProduct(phone)!;
    const form = formFromProduct(phone);
    const reordered = { ...form, sale_price: '', images: [form.images[1]!, form.images[0]!, form.images[2]!] };
    const check = checkProductForm(reordered);
    if (!check.ok) throw new Error('expected the form to pass');
    expect(patchFromEdit(check.edit, original, 7)).toEqual({
      sale_price: null,
      images: [
        { id: 22, alt: 'Back', is_primary: false, variant_sku: null },
        { id: 21, alt: null, is_primary: true, variant_sku: null },
        { id: 23, alt: 'Black', is_primary: true, variant_sku: 'WAL-PX-BLK' },
      ],
      version: 7,
    });
  });

  it('sends the extra categories as ticked, leaving out one that has become the main category', () => {
    const original = editFromProduct(phone)!;
    const form = { ...formFromProduct(phone), category_id: '8', extra_category_ids: [8, 5] };
    const check = checkProductForm(form);
    if (!check.ok) throw new Error('expected the form to pass');
    expect(patchFromEdit(check.edit, original, 7)).toEqual({ category_id: 8, extra_category_ids: [5], version: 7 });
  });
});
