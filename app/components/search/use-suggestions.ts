import { createElement, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { type Suggestion, SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_LENGTH, suggestionTerm } from './search-text.ts';
import type { SuggestionsState } from './SuggestionsQuery.tsx';

export const loadSuggestionsQuery = () => import('./SuggestionsQuery.tsx');
const SuggestionsQuery = lazy(loadSuggestionsQuery);

// One shared empty list: the combobox treats a new list as new suggestions and drops its highlight.
const NO_SUGGESTIONS: readonly Suggestion[] = [];
const IDLE: SuggestionsState = { items: undefined, fetching: false, failed: false };

function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Suggestions for what is typed, asked for once typing pauses; nothing below the minimum length,
 * and nothing for text the page filled in until the shopper edits it. Render `fetcher`.
 */
export function useSuggestions(
  text: string,
  edited: boolean,
): { term: string; items: readonly Suggestion[]; loading: boolean; failed: boolean; fetcher: ReactNode } {
  const term = suggestionTerm(text);
  const settled = useSettledValue(term, SUGGESTION_DEBOUNCE_MS);
  const [state, setState] = useState(IDLE);
  const wanted = edited && term.length >= SUGGESTION_MIN_LENGTH;
  const fetching = edited && settled.length >= SUGGESTION_MIN_LENGTH;
  return {
    term,
    items: wanted ? (state.items ?? NO_SUGGESTIONS) : NO_SUGGESTIONS,
    loading: wanted && (settled !== term || state.fetching || state.items === undefined),
    failed: wanted && state.failed,
    fetcher: fetching ? createElement(Suspense, { fallback: null }, createElement(SuggestionsQuery, { term: settled, onChange: setState })) : null,
  };
}
