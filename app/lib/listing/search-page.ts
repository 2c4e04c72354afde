import type { Crumb } from '#app/lib/json-ld.ts';
import { fill, strings } from '#app/strings/index.ts';
import type { ListingPageData, ListingResult } from './page-data.ts';

/**
 * How a search results page presents itself, whichever address it came by. A search for a term is
 * a page shoppers land on from search engines, so it is indexed under its one clean address,
 * /shop/search/{q}; the empty form and searches with no results stay out of the index.
 */
export function searchResultsPage(listing: ListingResult, ownPath: string, crumbsFor: (heading: string) => Crumb[]): ListingPageData {
  const { titles, descriptions } = strings.listing;
  const heading = listing.q ? fill(titles.searchResults, { q: listing.q }) : titles.search;
  return {
    listing,
    heading,
    crumbs: crumbsFor(heading),
    canonicalPath: listing.q ? `/shop/search/${encodeURIComponent(listing.q)}` : ownPath,
    description: listing.q ? fill(descriptions.search, { q: listing.q }) : descriptions.shop,
    noindex: !listing.q || listing.found === 0,
  };
}
