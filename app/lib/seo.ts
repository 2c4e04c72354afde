import type { MetaDescriptor } from 'react-router';
import { CURRENCY } from '#domain/money.ts';
import { LOGO_PATH } from '#app/lib/json-ld.ts';
import type { ShellData } from '#app/lib/shell-data.ts';
import { strings } from '#app/strings/index.ts';

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the page's canonical URL, such as `/shop/category/laptops`. */
  path: string;
  image?: string | null;
  /** Structured data (JSON-LD objects) for this page. */
  jsonLd?: object[];
  noindex?: boolean;
}

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** Search results show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

// The root layout emits these on every page; a page's own copy would repeat them.
const SITE_WIDE_TYPES = new Set(['Organization', 'WebSite']);

/** The root loader's shell data, read inside a route's `meta` from its `matches`. */
export function shellFromMatches(matches: readonly (MatchWithData | undefined)[]): ShellData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as ShellData | undefined;
}

/** One line of at most 160 characters, cut at a word. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

interface OfferLike {
  '@type'?: unknown;
  offers?: { price?: unknown; lowPrice?: unknown };
}

/** Product pages are recognised by their Product data, so every page gets the right og:type by itself. */
function productPrice(jsonLd: object[]): string | null | undefined {
  const product = jsonLd.find((data): data is OfferLike => (data as OfferLike)['@type'] === 'Product');
  if (!product) return undefined;
  // A product sold in variants is priced from its cheapest one.
  const price = product.offers?.price ?? product.offers?.lowPrice;
  return typeof price === 'string' ? price : null;
}

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export function pageMeta(seo: PageSeo, matches: readonly (MatchWithData | undefined)[]): MetaDescriptor[] {
  const shell = shellFromMatches(matches);
  const origin = shell?.origin ?? '';
  const url = absolute(origin, seo.path);
  const description = shortDescription(seo.description);
  const image = absolute(origin, seo.image || LOGO_PATH);
  const jsonLd = (seo.jsonLd ?? []).filter((data) => !SITE_WIDE_TYPES.has(String((data as { '@type'?: unknown })['@type'])));
  const price = productPrice(jsonLd);
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: shell?.settings.shop_name ?? strings.common.shopName },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: price === undefined ? 'website' : 'product' },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: seo.title },
    // A page's own picture is worth the large card; the logo fallback is not.
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  if (price) tags.push({ property: 'product:price:amount', content: price }, { property: 'product:price:currency', content: CURRENCY });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  for (const data of jsonLd) tags.push({ 'script:ld+json': data });
  return tags;
}
