/**
 * A page's own island registry: the build writes one small chunk per page that has demos, listing only
 * that page's demos, and the page names it in a meta tag. Nothing every page loads grows with the site.
 */
export const PAGE_ISLANDS_META = 'docs:islands';

/** The key of a page's registry (and the prefix of its demos' ids): its pathname without the leading slash, `index` for `/`. */
export function islandPageKey(pathname: string): string {
  return pathname === '/' ? 'index' : pathname.replace(/^\//, '');
}

/** The meta tag that points a page at its registry chunk. */
export function pageIslandsMeta(url: string): string {
  return `<meta name="${PAGE_ISLANDS_META}" content="${url}">`;
}
