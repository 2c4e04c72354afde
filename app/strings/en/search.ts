/** Copy for the header search box and the site's search metadata. */
export const search = {
  label: 'Search products',
  placeholder: 'Search for products…',
  submit: 'Search',
  suggestionsLabel: 'Suggestions',
  loading: 'Looking for suggestions…',
  noSuggestions: 'No suggestions. Press Enter to search all products.',
  suggestionCount: {
    one: '{count} suggestion. Use the up and down arrows to choose it.',
    other: '{count} suggestions. Use the up and down arrows to choose one.',
  },
} as const;
