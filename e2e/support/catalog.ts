// Real slugs and products from the running shop's JSON API, so tests follow whatever data it holds.
import type { APIRequestContext } from '@playwright/test';

interface CategoryJson {
  id: number;
  name: string;
  slug: string;
  url: string;
  product_count: number;
  children: CategoryJson[];
}

interface BrandJson {
  name: string;
  slug: string;
  url: string;
  product_count: number;
}

export interface ProductJson {
  id: number;
  name: string;
  slug: string;
  type: 'simple' | 'hybrid';
  price: number;
  in_stock: boolean;
  brand_name: string | null;
  category_slug: string | null;
  media: { urls: { card: string } }[];
}

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The first top-level category that has products. */
export async function listedCategory(request: APIRequestContext): Promise<CategoryJson> {
  const category = (await data<CategoryJson[]>(request, '/api/categories')).find((node) => node.product_count > 0);
  if (!category) throw new Error('/api/categories has no category with products');
  return category;
}

/** The first brand that has products. */
export async function listedBrand(request: APIRequestContext): Promise<BrandJson> {
  const brand = (await data<BrandJson[]>(request, '/api/brands')).find((node) => node.product_count > 0);
  if (!brand) throw new Error('/api/brands has no brand with products');
  return brand;
}

/** An in-stock product with variants (type hybrid), from the first pages of the public listing. */
export async function hybridProduct(request: APIRequestContext): Promise<ProductJson> {
  for (let page = 1; page <= 5; page++) {
    const products = await data<ProductJson[]>(request, `/api/products?per_page=100&page=${page}`);
    const hybrid = products.find((product) => product.type === 'hybrid' && product.in_stock);
    if (hybrid) return hybrid;
    if (products.length < 100) break;
  }
  throw new Error('/api/products lists no in-stock hybrid product');
}
