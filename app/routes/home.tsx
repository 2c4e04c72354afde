import { servicesContext } from '#app/context.ts';
import { CategoryBannerSection } from '#app/components/home/CategoryBannerSection.tsx';
import { FeaturedBrands } from '#app/components/home/FeaturedBrands.tsx';
import { FeaturedCategories } from '#app/components/home/FeaturedCategories.tsx';
import { HeroCarousel } from '#app/components/home/HeroCarousel.tsx';
import type { FeaturedBrand, FeaturedCategory, HomeBanner, HomeCategoryBanner } from '#app/components/home/home-data.ts';
import { ProductSection } from '#app/components/home/ProductSection.tsx';
import { HydrateLater } from '#app/components/HydrateLater.tsx';
import { SideBanners } from '#app/components/home/SideBanners.tsx';
import { toCardProduct } from '#app/lib/card-product.ts';
import { organizationJsonLd, websiteJsonLd } from '#app/lib/json-ld.ts';
import { pageMeta, shellFromMatches } from '#app/lib/seo.ts';
import { homeDescription } from '#app/strings/en/pages.ts';
import { fill, strings } from '#app/strings/index.ts';
import { pagesStrings } from '#app/strings/pages.ts';
import { listingHeaders } from '#app/lib/listing/meta.ts';
import type { Route } from './+types/home';

/**
 * One row of six on desktop. More cards make the page heavier to download and to hydrate on a
 * phone (each card is interactive), and "View all" leads to the full lists.
 */
const PRODUCTS_PER_ROW = 6;

interface BannerFields {
  id: number;
  title: string;
  image_url: string;
  mobile_image_url: string | null;
  image_width: number | null;
  image_height: number | null;
}

function toHomeBanner(banner: BannerFields, href: string, fallbackSize: { width: number; height: number }): HomeBanner {
  return {
    id: banner.id,
    title: banner.title,
    href,
    image: banner.image_url,
    mobileImage: banner.mobile_image_url,
    width: banner.image_width ?? fallbackSize.width,
    height: banner.image_height ?? fallbackSize.height,
  };
}

/** Shows prices, stock and banners staff change: kept only if checked first (docs/adr/0012). */
export const headers = listingHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.get(servicesContext);
  const [home, banners, categories, brands] = await Promise.all([
    catalog.homeData(),
    catalog.positionalBanners(),
    catalog.featuredCategories(),
    catalog.featuredBrands(),
  ]);
  const positioned = (position: string, size: { width: number; height: number }) =>
    banners.filter((banner) => banner.position === position).map((banner) => toHomeBanner(banner, banner.link_url ?? '/shop', size));
  return {
    slides: positioned('hero', { width: 1200, height: 450 }),
    sideBanners: positioned('side', { width: 600, height: 300 }),
    categories: categories.map((category): FeaturedCategory => ({ id: category.id, name: category.name, icon: category.icon, href: category.url })),
    brands: brands.map((brand): FeaturedBrand => ({ id: brand.id, name: brand.name, logo: brand.logo_url, href: brand.url })),
    popular: home.popular_products.slice(0, PRODUCTS_PER_ROW).map(toCardProduct),
    newArrivals: home.new_arrivals.slice(0, PRODUCTS_PER_ROW).map(toCardProduct),
    bestSelling: home.best_selling_products.slice(0, PRODUCTS_PER_ROW).map(toCardProduct),
    categoryBanners: home.category_product_banners.map(
      (banner): HomeCategoryBanner => ({
        id: banner.id,
        title: banner.title,
        subtitle: banner.subtitle,
        href: banner.url,
        banner: toHomeBanner(banner, banner.url, { width: 1200, height: 300 }),
        products: banner.products.slice(0, PRODUCTS_PER_ROW).map(toCardProduct),
      }),
    ),
  };
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shell = shellFromMatches(matches);
  const origin = shell?.origin ?? '';
  const shopName = shell?.settings.shop_name ?? strings.common.shopName;
  const settings = shell?.settings;
  return pageMeta(
    {
      title: fill(pagesStrings.home.title, { shopName }),
      // Read from the settings, never a fixed promise: the owner may switch cash on delivery off (ADR 8).
      description: homeDescription(settings?.payment_methods ?? []),
      path: '/',
      jsonLd: [
        websiteJsonLd(origin, shopName),
        organizationJsonLd(origin, {
          name: shopName,
          phone: settings?.phone ?? '',
          email: settings?.email ?? '',
          logoPath: '/favicon.ico',
          sameAs: Object.values(settings?.social_links ?? {}),
        }),
      ],
    },
    matches,
  );
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const { slides, sideBanners, categories, brands, popular, newArrivals, bestSelling, categoryBanners } = loaderData;
  const copy = pagesStrings.home;
  const shopName = matches[0].loaderData.settings.shop_name;
  return (
    <main className="mx-auto max-w-7xl space-y-10 px-4 pb-16 pt-4 sm:space-y-12 sm:pt-6">
      <h1 className="sr-only">{fill(copy.heading, { shopName })}</h1>
      {slides.length > 0 ? <HeroCarousel slides={slides} /> : null}
      <FeaturedCategories categories={categories} />
      <HydrateLater>
        <ProductSection id="popular-products" title={copy.popular} href="/shop?sort=popular" products={popular} />
      </HydrateLater>
      <HydrateLater>
        <SideBanners banners={sideBanners} />
      </HydrateLater>
      <HydrateLater>
        <ProductSection id="new-arrivals" title={copy.newArrivals} href="/new-arrivals" products={newArrivals} />
      </HydrateLater>
      <HydrateLater>
        <ProductSection id="best-selling" title={copy.bestSelling} href="/shop?sort=best_selling" products={bestSelling} />
      </HydrateLater>
      {categoryBanners.map((section) => (
        <HydrateLater key={section.id}>
          <CategoryBannerSection section={section} />
        </HydrateLater>
      ))}
      <HydrateLater>
        <FeaturedBrands brands={brands} />
      </HydrateLater>
    </main>
  );
}
