import { lastPageInWindow, lastPageOf } from '#domain/result-window.ts';
import { redirect } from 'react-router';
import { matchesCatalogKey } from '#domain/slug.ts';
import { toCardProduct } from '#app/lib/card-product.ts';
import { strings } from '#app/strings/index.ts';
import { priceRangeLabel, type ResolvedFilters } from '#server/modules/search/filters.ts';
import type { AppServices } from '#server/services.ts';
import {
  FACET_PARAM,
  type FacetKey,
  hasSelectedFilters,
  LISTING_SORTS,
  type ListingSort,
  PAGE_SIZE,
  pageHref,
  parseListingParams,
  parsePriceRange,
  type SelectedFilters,
  stockFilter,
} from './params.ts';
import type { FacetGroup, ListingResult } from './page-data.ts';

/** What the route fixes before the shopper's own filters apply. */
export interface ListingScope {
  /** A fixed search term (/shop/search/:q); otherwise `q` is read from the URL. */
  q?: string;
  /** A category and its descendants. */
  categoryIds?: number[];
  brandIds?: number[];
  onSale?: boolean;
  defaultSort: ListingSort;
  /** Facets the page itself decides, such as the brand on a brand page. */
  hiddenFacets?: FacetKey[];
  /** /search: nothing to look for without a term or a filter. */
  requireQueryOrFilters?: boolean;
}

type SearchResult = Awaited<ReturnType<AppServices['search']['search']>>;

async function resolveSelected(services: AppServices, selected: SelectedFilters, scope: ListingScope): Promise<ResolvedFilters> {
  const { catalog } = services;
  const idsFor = async (keys: string[], resolve: (key: string) => Promise<number[] | null>) =>
    (await Promise.all(keys.map(resolve))).flatMap((ids) => ids ?? []);
  const filters: ResolvedFilters = {};
  // Names that match nothing leave an empty list, which matches no product: a stale link shows "no products", not everything.
  if (selected.category.length) {
    const chosen = await idsFor(selected.category, catalog.categoryWithDescendants);
    filters.categoryIds = scope.categoryIds ? chosen.filter((id) => scope.categoryIds!.includes(id)) : chosen;
  } else if (scope.categoryIds) filters.categoryIds = scope.categoryIds;
  if (scope.brandIds) filters.brandIds = scope.brandIds;
  else if (selected.brand.length) filters.brandIds = await idsFor(selected.brand, catalog.brandIdsFor);
  const priceRanges = selected.price.map(parsePriceRange).filter((range) => range !== null);
  if (priceRanges.length) filters.priceRanges = priceRanges;
  const inStock = stockFilter(selected.stock);
  if (inStock !== undefined) filters.inStock = inStock;
  if (selected.color.length) filters.colors = selected.color;
  if (selected.size.length) filters.sizes = selected.size;
  if (selected.memory.length) filters.memory = selected.memory;
  if (scope.onSale) filters.onSale = true;
  return filters;
}

function priceLabel(value: string): string {
  const range = parsePriceRange(value);
  return range ? priceRangeLabel(range) : value;
}

/**
 * The service's facet counts as filter groups: stock values in the URL's spelling, categories limited
 * to the page's own subtree, and every ticked value kept (even at zero) so it can be unticked.
 */
async function presentFacets(services: AppServices, result: SearchResult | null, selected: SelectedFilters, scope: ListingScope): Promise<FacetGroup[]> {
  const [categories, brands] = await Promise.all([services.catalog.categoryLookup(), services.catalog.brandLookup()]);
  const fallbackLabel = (key: FacetKey, value: string): string => {
    // A ticked value may be an id or a name as well as a slug: named by the rule that filtered by it.
    if (key === 'category') return [...categories.values()].find((c) => matchesCatalogKey(c, value))?.name ?? value;
    if (key === 'brand') return [...brands.values()].find((b) => matchesCatalogKey(b, value))?.name ?? value;
    if (key === 'price') return priceLabel(value);
    if (key === 'stock') return strings.listing.filters.stock[value === 'true' ? 'true' : 'false'];
    return value;
  };
  return (result?.facet_counts ?? [])
    .filter((facet) => !scope.hiddenFacets?.includes(facet.field_name))
    .map((facet) => {
      const key = facet.field_name;
      const counted = facet.counts
        .filter((entry) => key !== 'category' || !scope.categoryIds || ('id' in entry && entry.id !== undefined && scope.categoryIds.includes(entry.id)))
        .map((entry) => {
          const value = key === 'stock' ? (entry.value === 'in_stock' ? 'true' : 'false') : entry.value;
          return { value, label: key === 'stock' ? fallbackLabel(key, value) : entry.label, count: entry.count, selected: selected[key].includes(value) };
        });
      const missing = selected[key]
        .filter((value) => !counted.some((option) => option.value === value))
        .map((value) => ({ value, label: fallbackLabel(key, value), count: 0, selected: true }));
      return { key, param: FACET_PARAM[key], options: [...counted, ...missing] };
    })
    .filter((group) => group.options.length > 0);
}

/**
 * Reads the listing state from the URL and runs the search in-process. A failing search shows the
 * listing's error text ("Something went wrong. Please try again.") with no products rather than an
 * error page.
 */
export async function loadListing(services: AppServices, url: URL, scope: ListingScope): Promise<ListingResult> {
  const params = parseListingParams(url.searchParams);
  const q = (scope.q ?? params.q).trim();
  const sorts = LISTING_SORTS.filter((sort) => sort !== 'relevance' || q !== '');
  const sort = params.sort && sorts.includes(params.sort) ? params.sort : q ? 'relevance' : scope.defaultSort;
  const base = { q, page: params.page, sort, sorts, approximate: false };

  if (scope.requireQueryOrFilters && !q && !hasSelectedFilters(params.selected)) {
    return { ...base, status: 'emptyQuery', products: [], found: 0, lastPage: 1, facets: [] };
  }

  let result: SearchResult | null = null;
  try {
    const filters = await resolveSelected(services, params.selected, scope);
    // A page past the result window is not read: it redirects to the window's last page below.
    const page = Math.min(params.page, lastPageInWindow(PAGE_SIZE));
    result = await services.search.search({ q: q || '*', page, perPage: PAGE_SIZE, sort, filters, numTypos: 2, prefix: true });
  } catch (error) {
    console.error('listing search failed', error);
  }
  const found = result?.found ?? 0;
  const lastPage = lastPageOf(found, PAGE_SIZE);
  // An old link past the end (the catalogue shrank) or past the result window: the last page is more use than an empty one.
  if (result && params.page > lastPage) throw redirect(pageHref({ pathname: url.pathname, search: url.search }, lastPage));

  return {
    ...base,
    status: result ? 'ok' : 'error',
    products: result?.hits.map((hit) => toCardProduct(hit.document)) ?? [],
    found,
    approximate: result?.approximate ?? false,
    lastPage,
    facets: await presentFacets(services, result, params.selected, scope),
  };
}
