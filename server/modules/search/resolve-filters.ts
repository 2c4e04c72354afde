import type { AppServices } from '#server/services.ts';
import type { ResolvedFilters } from './filters.ts';
import type { SearchQuery } from './schemas.ts';

/** Turns category and brand names into ids; a name that matches nothing matches no product. */
export async function resolveFilters(
  services: Pick<AppServices, 'catalog'>,
  query: Omit<SearchQuery, 'q' | 'page' | 'per_page' | 'sort_by' | 'num_typos' | 'prefix'>,
): Promise<ResolvedFilters> {
  const { catalog } = services;
  const resolveAll = async (keys: string[], resolve: (key: string) => Promise<number[] | null>) =>
    (await Promise.all(keys.map(resolve))).flatMap((ids) => ids ?? []);
  const filters: ResolvedFilters = {};
  if (query.categories?.length) filters.categoryIds = await resolveAll(query.categories, catalog.categoryWithDescendants);
  if (query.brands?.length) filters.brandIds = await resolveAll(query.brands, catalog.brandIdsFor);
  if (query.price_range?.length) filters.priceRanges = query.price_range;
  if (query.in_stock !== undefined) filters.inStock = query.in_stock;
  if (query.colors?.length) filters.colors = query.colors;
  if (query.sizes?.length) filters.sizes = query.sizes;
  if (query.memory?.length) filters.memory = query.memory;
  return filters;
}
