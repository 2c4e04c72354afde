import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { parseSuggestions, type Suggestion, SUGGESTION_DEBOUNCE_MS, SUGGESTION_LIMIT, SUGGESTION_MIN_LENGTH, suggestionTerm } from './search-text.ts';

// Spec section 7: the suggestions call gives up after 8 s.
const SUGGESTION_TIMEOUT_MS = 8000;

async function fetchSuggestions(term: string, signal: AbortSignal) {
  const params = new URLSearchParams({ q: term, limit: String(SUGGESTION_LIMIT) });
  const response = await fetch(`/api/typesense/suggestions?${params}`, { signal: AbortSignal.any([signal, AbortSignal.timeout(SUGGESTION_TIMEOUT_MS)]) });
  if (!response.ok) throw new Error(`Suggestions answered ${response.status}`);
  return parseSuggestions(await response.json());
}

// One shared empty list: the combobox treats a new list as new suggestions and drops its highlight.
const NO_SUGGESTIONS: readonly Suggestion[] = [];

function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Suggestions for what is typed, asked for once typing pauses; nothing below the minimum length. */
export function useSuggestions(text: string) {
  const term = suggestionTerm(text);
  const settled = useSettledValue(term, SUGGESTION_DEBOUNCE_MS);
  const wanted = term.length >= SUGGESTION_MIN_LENGTH;
  const query = useQuery({
    queryKey: ['search-suggestions', settled],
    queryFn: ({ signal }) => fetchSuggestions(settled, signal),
    enabled: settled.length >= SUGGESTION_MIN_LENGTH,
    // The previous list stays while the next is on its way, so the popup does not flicker.
    placeholderData: keepPreviousData,
  });
  return {
    term,
    items: wanted ? (query.data ?? NO_SUGGESTIONS) : NO_SUGGESTIONS,
    loading: wanted && (settled !== term || query.isFetching),
    failed: wanted && query.isError,
  };
}
