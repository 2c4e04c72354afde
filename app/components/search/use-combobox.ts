import { type ChangeEvent, type KeyboardEvent, type MouseEvent, useEffect, useId, useState } from 'react';

const optionIdFor = (comboboxId: string, index: number) => `${comboboxId}option-${index}`;

/** Where ArrowDown (+1) or ArrowUp (-1) take the highlight: from none to the first or last option, else one step, wrapping around. */
export function stepHighlight(index: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (index < 0 || index >= count) return step === 1 ? 0 : count - 1;
  return (index + step + count) % count;
}

interface ComboboxOptions<T> {
  items: readonly T[];
  /** Whether the popup has anything to show (enough text typed); a closed box ignores this. */
  hasPopup: boolean;
  onInputChange: (text: string) => void;
  onChoose: (item: T) => void;
  /** Escape on a box whose popup is already closed (WAI-ARIA: optionally clears the text). */
  onClear: () => void;
}

/**
 * State and keyboard behaviour of an editable combobox with a listbox popup, after the WAI-ARIA 1.2
 * "combobox with listbox popup" pattern. Focus stays in the input; the highlighted option is announced
 * through aria-activedescendant. `items` must keep its identity while unchanged: a new list resets the highlight.
 */
export function useCombobox<T>({ items, hasPopup, onInputChange, onChoose, onClear }: ComboboxOptions<T>) {
  const id = useId();
  const inputId = `${id}input`;
  const listboxId = `${id}listbox`;
  const optionId = (index: number) => optionIdFor(id, index);

  const [wantsOpen, setWantsOpen] = useState(false);
  const [highlightedIndex, setHighlightedIndex] = useState(-1);
  const [shownItems, setShownItems] = useState(items);
  // A new list means the old highlight points at something else: drop it (adjusting state while rendering).
  if (shownItems !== items) {
    setShownItems(items);
    setHighlightedIndex(-1);
  }

  const isOpen = wantsOpen && hasPopup;
  const expanded = isOpen && items.length > 0;
  const highlighted = expanded && highlightedIndex < items.length ? highlightedIndex : -1;

  useEffect(() => {
    if (highlighted >= 0) document.getElementById(optionIdFor(id, highlighted))?.scrollIntoView({ block: 'nearest' });
  }, [id, highlighted]);

  function close() {
    setWantsOpen(false);
    setHighlightedIndex(-1);
  }

  function choose(index: number) {
    const item = items[index];
    if (item === undefined) return;
    close();
    onChoose(item);
  }

  /** The arrows also open a closed list, starting from its first or last option. */
  function move(step: 1 | -1) {
    setWantsOpen(true);
    setHighlightedIndex(stepHighlight(highlighted, step, items.length));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that finish an input-method composition (typing Bangla, say) belong to the IME.
    if (event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        // Without a highlighted option Enter is left to the form: a full search.
        if (highlighted < 0) return;
        event.preventDefault();
        choose(highlighted);
        break;
      case 'Escape':
        // Also stops a search input's native "Escape clears" so the first Escape only closes.
        if (isOpen) {
          event.preventDefault();
          close();
        } else if (event.currentTarget.value !== '') {
          event.preventDefault();
          onClear();
        }
        break;
    }
  }

  return {
    isOpen,
    highlightedIndex: highlighted,
    close,
    labelProps: { htmlFor: inputId },
    inputProps: {
      id: inputId,
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listboxId,
      'aria-activedescendant': highlighted >= 0 ? optionId(highlighted) : undefined,
      onKeyDown,
      // Typing opens the list afresh: nothing highlighted until the arrows are used.
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setWantsOpen(true);
        setHighlightedIndex(-1);
        onInputChange(event.target.value);
      },
      // Tab or a click elsewhere leaves the box: close without choosing.
      onBlur: close,
    },
    listboxProps: { id: listboxId, role: 'listbox' },
    optionProps: (index: number) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === highlighted,
      onMouseMove: () => {
        if (index !== highlighted) setHighlightedIndex(index);
      },
      // Keeps focus in the input, so choosing does not first blur (and close) the box.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onClick: () => choose(index),
    }),
  } as const;
}
