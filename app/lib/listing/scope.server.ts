import { data } from 'react-router';
import { matchesCatalogKey } from '#domain/slug.ts';
import type { Crumb } from '#app/lib/json-ld.ts';
import { strings } from '#app/strings/index.ts';
import type { AppServices } from '#server/services.ts';

type CategoryRow = Awaited<ReturnType<AppServices['catalog']['categoryLookup']>> extends Map<number, infer Row> ? Row : never;
type BrandRow = Awaited<ReturnType<AppServices['catalog']['brandLookup']>> extends Map<number, infer Row> ? Row : never;

const HOME: Crumb = { name: strings.common.home, path: '/' };

export interface CategoryScope {
  category: CategoryRow;
  /** The category and its descendants, or only itself. */
  ids: number[];
  crumbs: Crumb[];
}

function categoryCrumbs(lookup: Map<number, CategoryRow>, category: CategoryRow): Crumb[] {
  const trail: Crumb[] = [];
  for (let current: CategoryRow | undefined = category; current && trail.length < 10; current = current.parentId ? lookup.get(current.parentId) : undefined) {
    trail.unshift({ name: current.name, path: `/shop/category/${current.slug}` });
  }
  return [HOME, ...trail];
}

async function categoryScope(services: AppServices, lookup: Map<number, CategoryRow>, category: CategoryRow, withDescendants: boolean): Promise<CategoryScope> {
  const ids = withDescendants ? ((await services.catalog.categoryWithDescendants(String(category.id))) ?? [category.id]) : [category.id];
  return { category, ids, crumbs: categoryCrumbs(lookup, category) };
}

export async function findCategory(services: AppServices, key: string): Promise<CategoryScope | null> {
  const lookup = await services.catalog.categoryLookup();
  const category = [...lookup.values()].find((row) => matchesCatalogKey(row, key));
  return category ? categoryScope(services, lookup, category, true) : null;
}

export async function findBrand(services: AppServices, key: string): Promise<{ brand: BrandRow; crumbs: Crumb[] } | null> {
  const lookup = await services.catalog.brandLookup();
  const brand = [...lookup.values()].find((row) => matchesCatalogKey(row, key));
  return brand
    ? { brand, crumbs: [HOME, { name: strings.listing.titles.shop, path: '/shop' }, { name: brand.name, path: `/shop/brand/${brand.slug}` }] }
    : null;
}

/** A page the route cannot show: the root error boundary renders the 404 page with a real 404 status. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

export function shopCrumbs(last?: Crumb): Crumb[] {
  const shop = { name: strings.listing.titles.shop, path: '/shop' };
  return last ? [HOME, shop, last] : [HOME, shop];
}

export function pageCrumbs(name: string, path: string): Crumb[] {
  return [HOME, { name, path }];
}

const positiveId = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw.trim()) && Number(raw) > 0 ? Number(raw) : null);

export type FilterScope =
  | { kind: 'category'; scope: CategoryScope }
  | { kind: 'brand'; brand: BrandRow; crumbs: Crumb[] }
  | { kind: 'search'; q: string }
  | { kind: 'none' };

/**
 * The /filter page's parameters: category_id, else item_id, picks a category
 * (with its descendants unless is_parent says 0/false); else `name` picks a category, or a brand
 * with source=brand; a name that is neither is searched for. A well-formed id of no category is 404.
 */
export async function filterScope(services: AppServices, search: URLSearchParams): Promise<FilterScope> {
  const id = positiveId(search.get('category_id')) ?? positiveId(search.get('item_id'));
  const isParent = !['0', 'false'].includes((search.get('is_parent') ?? '').trim().toLowerCase());
  const lookup = await services.catalog.categoryLookup();
  if (id !== null) {
    const category = lookup.get(id);
    if (!category) notFound();
    return { kind: 'category', scope: await categoryScope(services, lookup, category, isParent) };
  }
  const name = (search.get('name') ?? '').trim().slice(0, 200);
  if (!name) return { kind: 'none' };
  const source = (search.get('source') ?? '').trim().toLowerCase();
  if (source === 'brand') {
    const brand = await findBrand(services, name);
    if (brand) return { kind: 'brand', ...brand };
  } else {
    const category = [...lookup.values()].find((row) => matchesCatalogKey(row, name));
    if (category) return { kind: 'category', scope: await categoryScope(services, lookup, category, isParent) };
  }
  return { kind: 'search', q: name };
}
