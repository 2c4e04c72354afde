import type { ShellData } from '#app/lib/shell-data.ts';

/** schema.org structured data builders; pages pass the results to `pageMeta({ jsonLd })`. */

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${origin}${crumb.path}` })),
  };
}

export interface ProductLd {
  name: string;
  path: string;
  sku: string;
  description: string | null;
  images: string[];
  brand: string | null;
  /** Taka; call-for-price products (price <= 0) carry no offer price. */
  price: number;
  inStock: boolean;
  /** Each variant is its own offer; with any, the product carries one AggregateOffer over them. */
  variants?: { price: number; inStock: boolean }[];
}

const availability = (inStock: boolean) => (inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
const taka = (price: number) => price.toFixed(2);

function offersOf(origin: string, product: ProductLd) {
  const common = { url: `${origin}${product.path}`, priceCurrency: 'BDT', itemCondition: 'https://schema.org/NewCondition' };
  const variants = product.variants ?? [];
  if (variants.length === 0) {
    return { '@type': 'Offer', ...common, ...(product.price > 0 ? { price: taka(product.price) } : {}), availability: availability(product.inStock) };
  }
  const prices = variants.map((variant) => variant.price).filter((price) => price > 0);
  return {
    '@type': 'AggregateOffer',
    ...common,
    ...(prices.length > 0 ? { lowPrice: taka(Math.min(...prices)), highPrice: taka(Math.max(...prices)) } : {}),
    offerCount: variants.length,
    availability: availability(variants.some((variant) => variant.inStock)),
  };
}

export function productJsonLd(origin: string, product: ProductLd) {
  const absolute = (url: string) => (url.startsWith('http') ? url : `${origin}${url}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.description ? { description: product.description } : {}),
    image: product.images.map(absolute),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    offers: offersOf(origin, product),
  };
}

/** The shop's logo: a 512 px square, the size search engines and social cards ask for. */
export const LOGO_PATH = '/logo.png';

export function organizationJsonLd(origin: string, shop: { name: string; phone: string; email: string; logoPath: string; sameAs: string[]; address?: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: `${origin}/`,
    logo: `${origin}${shop.logoPath}`,
    ...(shop.phone ? { telephone: shop.phone } : {}),
    ...(shop.email ? { email: shop.email } : {}),
    ...(shop.address ? { address: { '@type': 'PostalAddress', streetAddress: shop.address, addressCountry: 'BD' } } : {}),
    sameAs: shop.sameAs.filter(Boolean),
  };
}

export function websiteJsonLd(origin: string, name: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The site-wide Organization and WebSite data, which the root layout puts on every page once. */
export function siteJsonLd(shell: ShellData) {
  const { settings, origin } = shell;
  return [
    organizationJsonLd(origin, {
      name: settings.shop_name,
      phone: settings.phone,
      email: settings.email,
      address: settings.address,
      logoPath: LOGO_PATH,
      sameAs: Object.values(settings.social_links).filter((url): url is string => typeof url === 'string'),
    }),
    websiteJsonLd(origin, settings.shop_name),
  ];
}

/** JSON for a `<script type="application/ld+json">`: shop text can never close the script element. */
export function jsonLdScriptText(data: object): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
