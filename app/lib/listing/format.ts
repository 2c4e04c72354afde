import { formatCount } from '#domain/money.ts';
import { plural, strings } from '#app/strings/index.ts';
import type { ListingResult } from './page-data.ts';

export function resultCountText(listing: Pick<ListingResult, 'found' | 'approximate'>): string {
  const copy = strings.listing;
  return plural(listing.approximate ? copy.resultCountApprox : copy.resultCount, listing.found, { count: formatCount(listing.found) });
}
