import { describe, expect, it } from 'vitest';
import { productEditSchema } from '#domain/product-edit.ts';
import { buildDemoCatalogue } from './catalogue.ts';
import { productSummary } from './product-summary.ts';

describe('demo products’ key features and warranty', () => {
  const laptop = [
    { group: 'Processor', name: 'Brand', value: 'Intel' },
    { group: 'Processor', name: 'Model', value: 'Core i5-12450H' },
    { group: 'Processor', name: 'Cache', value: '12MB' },
    { group: 'Display', name: 'Size', value: '15.6 inch' },
    { group: 'Keyboard', name: 'Backlight', value: 'None' },
    { group: 'Memory', name: 'RAM', value: '8GB' },
    { group: 'Storage', name: 'SSD', value: '512GB' },
    { group: 'Battery', name: 'Capacity', value: '47Wh' },
    { group: 'Warranty', name: 'Warranty', value: '2 years' },
    { group: 'Warranty', name: 'Note', value: 'Battery 1 year' },
  ];

  it('takes one key feature from each of the first four groups, and moves the warranty line out of the specifications', () => {
    expect(productSummary(laptop)).toEqual({
      keyFeatures: ['Model: Core i5-12450H', 'Size: 15.6 inch', 'RAM: 8GB', 'SSD: 512GB'],
      warranty: '2 years',
      specs: laptop.filter((spec) => spec.value !== '2 years'),
    });
  });

  it('gives every demo product key features and a warranty the product form accepts', () => {
    for (const product of buildDemoCatalogue().products) {
      const { keyFeatures, warranty } = productSummary(product.specs);
      expect(keyFeatures.length, product.name).toBeGreaterThan(0);
      expect(warranty, product.name).not.toBeNull();
      const parsed = productEditSchema.safeParse({ name: product.name, sku: product.sku, retail_price: 1, key_features: keyFeatures, warranty });
      expect(parsed.success, `${product.name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });
});
