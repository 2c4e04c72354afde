import type { MetaDescriptor } from 'react-router';
import type { ShellData } from '#app/lib/shell-data.ts';

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

/** The root loader's shell data, read inside a route's `meta` from its `matches`. */
export function shellFromMatches(matches: readonly (MatchWithData | undefined)[]): ShellData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as ShellData | undefined;
}

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export function pageMeta(seo: PageSeo, matches: readonly (MatchWithData | undefined)[]): MetaDescriptor[] {
  const shell = shellFromMatches(matches);
  const origin = shell?.origin ?? '';
  const url = `${origin}${seo.path}`;
  const image = seo.image ? (seo.image.startsWith('http') ? seo.image : `${origin}${seo.image}`) : null;
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
  ];
  if (image) tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  for (const data of seo.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
}
