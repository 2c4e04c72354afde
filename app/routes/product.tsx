import { useEffect } from 'react';
import { data, redirect } from 'react-router';
import { productIdFromSlug, productPath } from '#domain/slug.ts';
import { servicesContext } from '#app/context.ts';
import { Breadcrumbs } from '#app/components/Breadcrumbs.tsx';
import { RelatedProductsIsland } from '#app/components/product/RelatedProductsIsland.tsx';
import { HydrateLater } from '#app/components/HydrateLater.tsx';
import { ProductDescription } from '#app/components/product/ProductDescription.tsx';
import { toProductDetail } from '#app/components/product/product-detail.ts';
import { ProductOverview } from '#app/components/product/ProductOverview.tsx';
import { DeliveryInfo } from '#app/components/product/DeliveryInfo.tsx';
import { SpecificationsTable } from '#app/components/product/SpecificationsTable.tsx';
import { track } from '#app/lib/analytics.ts';
import { canonicalProductSlug, toCardProduct } from '#app/lib/card-product.ts';
import { breadcrumbJsonLd, type Crumb, productJsonLd } from '#app/lib/json-ld.ts';
import { pageMeta, shellFromMatches } from '#app/lib/seo.ts';
import { fill, strings } from '#app/strings/index.ts';
import { listingHeaders } from '#app/lib/listing/meta.ts';
import type { Route } from './+types/product';

const RELATED_COUNT = 6;
/** The description clean-up truncates at 160 characters. */
const META_DESCRIPTION_MAX = 160;

/** Shows prices, stock and banners staff change: kept only if checked first (docs/adr/0012). */
export const headers = listingHeaders;

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const id = productIdFromSlug(params.productSlug);
  if (id === null) throw data(null, { status: 404 });
  const { catalog, orders } = context.get(servicesContext);
  const product = await catalog.getProduct(id);
  if (!product) throw data(null, { status: 404 });
  // Only the id is trusted; an old or mistyped name part is sent to the one canonical URL.
  const slug = canonicalProductSlug(product);
  if (params.productSlug !== slug) throw redirect(`${productPath(slug)}${url.search}`, 301);
  const related = product.category_id
    ? await catalog.listProducts({ page: 1, perPage: RELATED_COUNT + 1, sort: 'popular', categoryIds: [product.category_id] })
    : { data: [] };
  return {
    product: toProductDetail(product),
    related: related.data
      .filter((item) => item.id !== id)
      .slice(0, RELATED_COUNT)
      .map(toCardProduct),
    terms: await orders.terms(),
  };
}

function crumbsOf(product: Route.ComponentProps['loaderData']['product']): Crumb[] {
  return [
    { name: strings.common.home, path: '/' },
    ...product.categories.map((category) => ({ name: category.name, path: `/shop/category/${category.slug}` })),
    { name: product.card.name, path: productPath(product.card.slug) },
  ];
}

/** Whitespace folded and cut on a word boundary, so search results never show half a word. */
function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= META_DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, META_DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: strings.common.notFound.title }];
  const { product } = loaderData;
  const { card } = product;
  const shop = shellFromMatches(matches)?.settings.shop_name ?? strings.common.shopName;
  const origin = shellFromMatches(matches)?.origin ?? '';
  const path = productPath(card.slug);
  const description = metaDescription(
    product.shortDescription || product.description || fill(strings.product.page.metaFallbackDescription, { name: card.name, shop }),
  );
  return pageMeta(
    {
      title: fill(strings.product.page.metaTitle, { name: card.name, shop }),
      description,
      path,
      image: product.gallery[0]?.src ?? null,
      jsonLd: [
        productJsonLd(origin, {
          name: card.name,
          path,
          sku: card.sku,
          description,
          images: product.gallery.map((image) => image.src),
          brand: card.brand,
          price: card.price,
          inStock: card.inStock,
          variants: product.variants,
        }),
        breadcrumbJsonLd(origin, crumbsOf(product)),
      ],
    },
    matches,
  );
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related } = loaderData;
  const { card } = product;
  const copy = strings.product.page;
  const crumbs = crumbsOf(product);

  useEffect(() => {
    track({ name: 'view_item', item: { id: card.id, name: card.name, price: card.price, brand: card.brand, category: card.category } });
  }, [card.id, card.name, card.price, card.brand, card.category]);

  return (
    <main className="mx-auto max-w-7xl px-4 pb-16">
      <Breadcrumbs crumbs={crumbs} />
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <ProductOverview
          key={card.id}
          detail={product}
          eagerImage
          stickyBar
          title={<h1 className="text-xl font-semibold leading-snug text-slate-900 sm:text-2xl">{card.name}</h1>}
        >
          <DeliveryInfo terms={loaderData.terms} />
        </ProductOverview>
      </div>
      <HydrateLater>
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-2">
          {product.specs.length > 0 ? <SpecificationsTable specs={product.specs} /> : null}
          {product.description ? <ProductDescription text={product.description} /> : null}
        </div>
      </HydrateLater>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-10">
          <h2 id="related-heading" className="mb-4 text-xl font-semibold">
            {copy.related}
          </h2>
          <RelatedProductsIsland products={related} />
        </section>
      ) : null}
    </main>
  );
}
