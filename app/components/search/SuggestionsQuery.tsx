import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '#app/lib/api/client.ts';
import { browserQueryClient } from '#app/lib/query-client.ts';
import { parseSuggestions, SUGGESTION_LIMIT, type Suggestion } from './search-text.ts';

// The suggestions call gives up after 8 s.
const SUGGESTION_TIMEOUT_MS = 8000;

async function fetchSuggestions(term: string, signal: AbortSignal) {
  const body = await api.get<unknown>('/typesense/suggestions', { query: { q: term, limit: SUGGESTION_LIMIT }, signal, timeoutMs: SUGGESTION_TIMEOUT_MS });
  return parseSuggestions(body);
}

export interface SuggestionsState {
  items: readonly Suggestion[] | undefined;
  fetching: boolean;
  failed: boolean;
}

/**
 * Asks for the suggestions of `term` and reports them up. A component of its own so the query
 * library is fetched when a shopper first types, not with every page.
 */
export default function SuggestionsQuery({ term, onChange }: { term: string; onChange: (state: SuggestionsState) => void }) {
  const query = useQuery(
    {
      queryKey: ['search-suggestions', term],
      queryFn: ({ signal }) => fetchSuggestions(term, signal),
      // The previous list stays while the next is on its way, so the popup does not flicker.
      placeholderData: keepPreviousData,
    },
    browserQueryClient(),
  );
  const { data, isFetching, isError } = query;
  useEffect(() => onChange({ items: data, fetching: isFetching, failed: isError }), [data, isFetching, isError, onChange]);
  return null;
}
