import { plural, strings } from '#app/strings/index.ts';
import type { ListingResult } from './page-data.ts';

const COUNT = new Intl.NumberFormat('en-IN');

/** Counts with the same South Asian grouping as prices (1,25,000). */
export function formatCount(count: number): string {
  return COUNT.format(count);
}

export function resultCountText(listing: Pick<ListingResult, 'found' | 'approximate'>): string {
  const copy = strings.listing;
  return plural(listing.approximate ? copy.resultCountApprox : copy.resultCount, listing.found, { count: formatCount(listing.found) });
}
