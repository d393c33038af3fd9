/** Strings of the search button and dialog. */
export const search = {
  button: 'Search…',
  dialogLabel: 'Search the documentation',
  inputLabel: 'Search',
  placeholder: 'Search pages, sections and props',
  close: 'Close search',
  loading: 'Loading the search index…',
  loadFailed: 'Search could not load. Check your connection and try again.',
  noResults: 'No results for “{query}”.',
  resultsCount: '{count} pages found',
  recent: 'Recent',
  apiResult: 'API',
  hintNavigate: 'to navigate',
  hintOpen: 'to open',
  hintClose: 'to close',
} as const;
