import type { ProductDetailJson } from '#app/components/product/product-detail.ts';

/**
 * GET /api/products/{id}, cached under the same key as the quick-view modal so a product opened
 * in one is not fetched again for the other.
 */
export function productQuery(id: number) {
  return {
    queryKey: ['product', id] as const,
    queryFn: async (): Promise<ProductDetailJson> => {
      const response = await fetch(`/api/products/${id}`, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`GET /api/products/${id} answered ${response.status}`);
      const body = (await response.json()) as { data: ProductDetailJson };
      return body.data;
    },
  };
}
