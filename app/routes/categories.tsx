import { servicesContext } from '#app/context.ts';
import { Breadcrumbs } from '#app/components/Breadcrumbs.tsx';
import { type CategoryCard, CategoryGrid } from '#app/components/listing/CategoryGrid.tsx';
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts';
import { listingHeaders, shopName } from '#app/lib/listing/meta.ts';
import { pageCrumbs } from '#app/lib/listing/scope.server.ts';
import { pageMeta, shellFromMatches } from '#app/lib/seo.ts';
import { fill, strings } from '#app/strings/index.ts';
import type { Route } from './+types/categories';

export const headers = listingHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shop = shopName(matches);
  const origin = shellFromMatches(matches)?.origin ?? '';
  return pageMeta(
    {
      title: fill(strings.listing.pageTitle, { title: strings.listing.titles.categories, shop }),
      description: fill(strings.listing.descriptions.categories, { shop }),
      path: '/categories',
      jsonLd: loaderData ? [breadcrumbJsonLd(origin, loaderData.crumbs)] : [],
    },
    matches,
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  const tree = await context.get(servicesContext).catalog.categoryTree();
  type Node = (typeof tree)[number];
  const categories: CategoryCard[] = tree.map((root) => ({
    name: root.name,
    slug: root.slug,
    icon: root.icon,
    productCount: root.product_count,
    // The tree's nodes carry their children as nodes; its type names only their ids.
    children: (root.children as Node[]).map((child) => ({ name: child.name, slug: child.slug, productCount: child.product_count })),
  }));
  return { categories, crumbs: pageCrumbs(strings.listing.titles.categories, '/categories') };
}

export default function CategoriesPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto w-full max-w-7xl px-4 pb-16">
      <Breadcrumbs crumbs={loaderData.crumbs} />
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">{strings.listing.titles.categories}</h1>
      <CategoryGrid categories={loaderData.categories} />
    </main>
  );
}
