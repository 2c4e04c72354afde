/** Copy for the header search box and the site's search metadata. */
export const search = {
  label: 'Search products',
  placeholder: 'Search for products…',
  submit: 'Search',
  suggestionsLabel: 'Suggestions',
  loading: 'Looking for suggestions…',
  noSuggestions: 'No suggestions. Press Enter to search all products.',
  suggestionCount: '{count} suggestions. Use the up and down arrows to choose one.',
} as const;
