import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { API_ERROR_MESSAGES, PRODUCT_LABELS } from '#domain/messages.ts';
import { formatTaka } from '#domain/money.ts';
import { isCallForPrice } from '#domain/pricing.ts';
import { plural, strings } from '#app/strings/index.ts';
import { SUGGESTION_MIN_LENGTH, type Suggestion, searchTextFor, splitOnMatch, suggestionPath } from './search-text.ts';
import { loadSuggestionsQuery, useSuggestions } from './use-suggestions.ts';
import { Button } from '#app/components/ui/Button.tsx';

const copy = strings.search;
const changes = useCombobox.stateChangeTypes;

/** Set on a key event to keep downshift's own handling out of it. */
function leaveToBrowser(event: KeyboardEvent<HTMLInputElement>) {
  (event.nativeEvent as KeyboardEvent['nativeEvent'] & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
}

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

  const hasPopup = term.length >= SUGGESTION_MIN_LENGTH;

  /*
   * Downshift's combobox (WAI-ARIA 1.2 "combobox with listbox popup"): focus stays in the input and
   * aria-activedescendant names the highlighted option; the arrows open the list and wrap around,
   * Enter chooses the highlighted option, Escape closes the list and a second Escape clears the text,
   * and a press outside closes it. Where the shop differs from downshift's defaults, the reducer says so.
   */
  function stateReducer(state: UseComboboxState<Suggestion>, { type, changes: next }: UseComboboxStateChangeOptions<Suggestion>) {
    switch (type) {
      // Tab or a click elsewhere leaves the box without choosing the highlighted suggestion.
      case changes.InputBlur:
        return { ...next, selectedItem: state.selectedItem, inputValue: state.inputValue };
      // A click in the text places the caret; it neither opens nor closes the list.
      case changes.InputClick:
        return state;
      // A list not shown (too little typed) is already closed to the shopper: Escape clears at once.
      case changes.InputKeyDownEscape:
        return state.isOpen && !hasPopup ? { ...next, inputValue: '' } : next;
      default:
        return next;
    }
  }

  const {
    isOpen: listWanted,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    closeMenu,
    setHighlightedIndex,
  } = useCombobox<Suggestion>({
    // Downshift does not change the list; it is typed as writable only.
    items: items as Suggestion[],
    itemToString: (item) => item?.name ?? '',
    itemToKey: (item) => item?.product_id,
    inputValue: text,
    // Never holds a choice, so choosing the same suggestion again is still a change.
    selectedItem: null,
    stateReducer,
    onInputValueChange: ({ type, inputValue = '' }) => {
      if (type === changes.InputChange) {
        setText(inputValue);
        setEdited(true);
      } else if (type === changes.InputKeyDownEscape) setText(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      void navigate(suggestionPath(selectedItem));
      onSubmitted?.();
    },
  });
  // A new list means the old highlight points at something else.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the list changed, though it does not read it.
  useEffect(() => setHighlightedIndex(-1), [items, setHighlightedIndex]);

  const isOpen = listWanted && hasPopup;
  const expanded = isOpen && items.length > 0;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys with a modifier, or that finish an input-method composition (typing Bangla, say), are not the list's.
    if (event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) leaveToBrowser(event);
    // Without a highlighted suggestion Enter is left to the form: a full search.
    else if (event.key === 'Enter' && (!expanded || highlightedIndex < 0)) leaveToBrowser(event);
  }

  const inputProps = getInputProps({
    onKeyDown,
    onFocus: () => void loadSuggestionsQuery(),
    // Expanded only while options are listed: the loading and "no suggestions" lines are not a listbox.
    'aria-expanded': expanded,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    closeMenu();
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
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps carries htmlFor pointing at the input. */}
      <label {...getLabelProps()} className="sr-only">
        {copy.label}
      </label>
      <div className="flex overflow-hidden rounded-md border border-slate-300 bg-white focus-within:ring-2 focus-within:ring-brand-600">
        <input
          {...inputProps}
          // Downshift writes an empty id when nothing is highlighted; no attribute is the plainer way to say so.
          aria-activedescendant={inputProps['aria-activedescendant'] || undefined}
          name="q"
          // A text input, not type=search: HTML allows role=combobox with aria-expanded only on
          // type=text (ARIA in HTML), and the W3C checker rejects them on a search field. The phone
          // keyboard still offers its search key.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          placeholder={copy.placeholder}
          className="min-w-0 flex-1 bg-transparent px-3 py-2 text-sm text-slate-900 placeholder:text-slate-600 focus:outline-none"
        />
        <Button type="submit" variant="quiet" size="addon" aria-label={copy.submit}>
          <Search aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <div hidden={!isOpen} className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white text-sm shadow-lg">
        <ul {...getMenuProps({ 'aria-label': copy.suggestionsLabel })} hidden={items.length === 0}>
          {isOpen &&
            items.map((item, index) => {
              const [before, match, after] = splitOnMatch(item.name, term);
              return (
                <li
                  key={item.product_id}
                  {...getItemProps({ item, index })}
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
