import { useEffect } from 'react';
import { track } from '#app/lib/analytics.ts';

/** Reports a search once per term the shopper lands on (not again for sorting or paging it). */
export function useTrackSearch(term: string): void {
  useEffect(() => {
    if (term) track({ name: 'search', term });
  }, [term]);
}
