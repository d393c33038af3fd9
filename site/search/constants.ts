/**
 * Search constants shared by the build, the page template and the browser code (one source per fact).
 */

/** Written into every page by the template; the build swaps it for the hashed manifest URL. */
export const SEARCH_MANIFEST_PLACEHOLDER = '__SEARCH_MANIFEST_URL__';

/** Where the index files go, under the hashed-and-immutable static folder. */
export const SEARCH_DIR = 'static/search';

/** Local storage key of the recently chosen results. */
export const RECENT_SEARCHES_KEY = 'docs-search-recent';

/** How many recent results the start screen keeps. */
export const RECENT_LIMIT = 5;

/** How many pages the start screen lists per product. */
export const START_PAGES_PER_PRODUCT = 4;

/**
 * Prose budget per indexed unit, in characters: keeps the whole-site index small, and the first search
 * (the guides of the reader's product) under 150 KB gzip: sections at 240 characters made Material UI's
 * guides 129 KB, at 200 they are 117 KB.
 */
export const TEXT_BUDGET = { page: 320, section: 200, api: 200 } as const;

/** Result limits of the dialog. */
export const RESULT_LIMITS = { pages: 8, sectionsPerPage: 3 } as const;
