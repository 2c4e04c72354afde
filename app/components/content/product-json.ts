import type { ProductDetailJson } from '#app/components/product/product-detail.ts';
import { api } from '#app/lib/api/client.ts';

/**
 * GET /api/products/{id}, cached under the same key as the quick-view modal so a product opened
 * in one is not fetched again for the other.
 */
export function productQuery(id: number) {
  return {
    queryKey: ['product', id] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ProductDetailJson> =>
      (await api.get<{ data: ProductDetailJson }>(`/products/${id}`, { signal })).data,
  };
}
