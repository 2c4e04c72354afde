import { describe, expect, it } from 'vitest';
import { PRODUCT_EDIT_LIMITS as L, PRODUCT_EDIT_MESSAGES as M, productEditSchema } from './product-edit.ts';

// The rules for key features, the warranty line and which variant a picture shows, as the editor
// in the browser and the API both apply them.

const base = { name: 'Laptop', sku: 'LAP-1', retail_price: 80_000 };
const hybrid = {
  ...base,
  type: 'hybrid',
  variants: [
    { sku: 'LAP-1-8', attributes: [{ name: 'RAM', value: '8GB' }], retail_price: 80_000, stock: 2 },
    { sku: 'LAP-1-16', attributes: [{ name: 'RAM', value: '16GB' }], retail_price: 90_000, stock: 1 },
  ],
};

function errors(input: unknown): Record<string, string> {
  const parsed = productEditSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('product edit: key features and warranty', () => {
  it('trims them, keeps their order and stores an empty warranty as none', () => {
    const parsed = productEditSchema.parse({ ...base, key_features: ['  Intel Core i5-1235U ', '8GB RAM, 512GB SSD'], warranty: '  ' });
    expect(parsed.key_features).toEqual(['Intel Core i5-1235U', '8GB RAM, 512GB SSD']);
    expect(parsed.warranty).toBeNull();
  });

  it('defaults to none of either', () => {
    const parsed = productEditSchema.parse(base);
    expect([parsed.key_features, parsed.warranty]).toEqual([[], null]);
  });

  it('refuses an empty, over-long, two-line or repeated key feature where it is', () => {
    expect(errors({ ...base, key_features: ['ok', ' ', 'x'.repeat(L.keyFeature + 1), 'one\ntwo', 'OK'] })).toEqual({
      'key_features.1': M.keyFeatureRequired,
      'key_features.2': M.keyFeatureTooLong,
      'key_features.3': M.keyFeatureOneLine,
      'key_features.4': M.keyFeatureRepeated,
    });
  });

  it('refuses more key features than the page lists', () => {
    const many = Array.from({ length: L.keyFeatures + 1 }, (_, i) => `Feature ${i}`);
    expect(errors({ ...base, key_features: many })).toEqual({ key_features: M.tooManyKeyFeatures });
  });

  it('refuses a warranty longer than one line of the page', () => {
    expect(errors({ ...base, warranty: 'x'.repeat(L.warranty + 1) })).toEqual({ warranty: M.warrantyTooLong });
  });
});

describe('product edit: pictures of variants', () => {
  it('takes a picture for a variant named by its SKU, in any case, even a variant new in this save', () => {
    const parsed = productEditSchema.parse({
      ...hybrid,
      images: [
        { id: 1, is_primary: true },
        { id: 2, variant_sku: 'lap-1-16' },
      ],
    });
    expect(parsed.images.map((image) => image.variant_sku)).toEqual([null, 'lap-1-16']);
  });

  it('refuses a picture for a variant the product does not have', () => {
    expect(errors({ ...hybrid, images: [{ id: 1, variant_sku: 'LAP-2-8' }] })).toEqual({ 'images.0.variant_sku': M.imageVariantUnknown });
  });

  it('allows one primary picture for the product and one for each variant', () => {
    const images = [
      { id: 1, is_primary: true },
      { id: 2, is_primary: true, variant_sku: 'LAP-1-8' },
      { id: 3, is_primary: true, variant_sku: 'LAP-1-16' },
    ];
    expect(errors({ ...hybrid, images })).toEqual({});
    expect(errors({ ...hybrid, images: [...images, { id: 4, is_primary: true, variant_sku: 'LAP-1-8' }] })).toEqual({
      'images.3.is_primary': M.onePrimaryImagePerVariant,
    });
    expect(errors({ ...hybrid, images: [...images, { id: 4, is_primary: true }] })).toEqual({ images: M.onePrimaryImage });
  });
});
