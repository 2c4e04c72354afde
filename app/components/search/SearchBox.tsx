import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { API_ERROR_MESSAGES, PRODUCT_LABELS } from '#domain/messages.ts';
import { formatTaka } from '#domain/money.ts';
import { isCallForPrice } from '#domain/pricing.ts';
import { plural, strings } from '#app/strings/index.ts';
import { SUGGESTION_MIN_LENGTH, searchTextFor, splitOnMatch, suggestionPath } from './search-text.ts';
import { useCombobox } from './use-combobox.ts';
import { loadSuggestionsQuery, useSuggestions } from './use-suggestions.ts';
import { Button } from '#app/components/ui/Button.tsx';

const copy = strings.search;

/** The header's product search: an accessible combobox with suggestions. */
export function SearchBox({ className, onSubmitted }: { className?: string; onSubmitted?: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Server and client both start from the router's location, so the first render matches for hydration.
  const [text, setText] = useState(() => searchTextFor(location.pathname, location.search));
  // Text the page filled in (the current search) asks for no suggestions until the shopper edits it.
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    setText(searchTextFor(location.pathname, location.search));
    setEdited(false);
  }, [location.pathname, location.search]);
  const { term, items, loading, failed, fetcher } = useSuggestions(text, edited);

  const { isOpen, highlightedIndex, close, labelProps, inputProps, listboxProps, optionProps } = useCombobox({
    items,
    hasPopup: term.length >= SUGGESTION_MIN_LENGTH,
    onInputChange: (value) => {
      setText(value);
      setEdited(true);
    },
    onChoose: (item) => {
      void navigate(suggestionPath(item));
      onSubmitted?.();
    },
    onClear: () => setText(''),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    close();
    const q = text.trim();
    if (!q) return;
    // The results page reports the search (useTrackSearch), so searches from links count the same.
    void navigate(`/search?${new URLSearchParams({ q })}`);
    onSubmitted?.();
  }

  const emptyText = loading ? copy.loading : failed ? API_ERROR_MESSAGES.somethingWentWrong : copy.noSuggestions;
  const status = !isOpen ? '' : items.length > 0 ? plural(copy.suggestionCount, items.length) : emptyText;

  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form is understood everywhere; the <search> element is too new to lean on.
    <form role="search" action="/search" method="get" onSubmit={submit} className={`relative ${className ?? ''}`}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: labelProps from useCombobox carries htmlFor pointing at the input. */}
      <label {...labelProps} className="sr-only">
        {copy.label}
      </label>
      <div className="flex overflow-hidden rounded-md border border-slate-300 bg-white focus-within:ring-2 focus-within:ring-brand-600">
        <input
          {...inputProps}
          name="q"
          // A text input, not type=search: HTML allows role=combobox with aria-expanded only on
          // type=text (ARIA in HTML), and the W3C checker rejects them on a search field. The phone
          // keyboard still offers its search key.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          placeholder={copy.placeholder}
          value={text}
          onFocus={() => void loadSuggestionsQuery()}
          className="min-w-0 flex-1 bg-transparent px-3 py-2 text-sm text-slate-900 placeholder:text-slate-600 focus:outline-none"
        />
        <Button type="submit" variant="quiet" size="addon" aria-label={copy.submit}>
          <Search aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <div hidden={!isOpen} className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white text-sm shadow-lg">
        <ul {...listboxProps} aria-label={copy.suggestionsLabel} hidden={items.length === 0}>
          {isOpen &&
            items.map((item, index) => {
              const [before, match, after] = splitOnMatch(item.name, term);
              return (
                <li
                  key={item.product_id}
                  {...optionProps(index)}
                  className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 ${highlightedIndex === index ? 'bg-brand-50' : ''}`}
                >
                  <span className="line-clamp-2 text-slate-800">
                    {before}
                    <strong className="font-semibold text-slate-950">{match}</strong>
                    {after}
                  </span>
                  <span className="shrink-0 font-semibold text-brand-700">
                    {isCallForPrice(item.price) ? PRODUCT_LABELS.callForPrice : formatTaka(item.price)}
                  </span>
                </li>
              );
            })}
        </ul>
        {items.length === 0 && (
          <p aria-hidden="true" className="px-3 py-2 text-slate-600">
            {emptyText}
          </p>
        )}
      </div>
      {fetcher}
      {/* Always in the page, so screen readers hear each change of the list politely. */}
      <p role="status" className="sr-only">
        {status}
      </p>
    </form>
  );
}
