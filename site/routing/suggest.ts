import { pathnameToLanguage, stripTrailingSlash } from './language';
import { getProductInfoFromUrl } from './productInfo';

/** A page that can be suggested: its canonical pathname, title and product. */
export interface SuggestibleRoute {
  pathname: string;
  title: string;
  productId: string | null;
}

/** Below this similarity (0–1) a page is not worth suggesting. */
export const MIN_SUGGESTION_SCORE = 0.5;

/** Added to the score of pages of the requested URL's own product, so they come first among close matches. */
export const SAME_PRODUCT_BONUS = 0.25;

/** Edit distance between two strings (insertions, deletions and substitutions each cost 1). */
export function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost));
    }
    previous = current;
  }
  return previous[b.length]!;
}

function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - levenshtein(a, b) / longest;
}

function lastSegment(pathname: string): string {
  return pathname.slice(pathname.lastIndexOf('/') + 1);
}

/** The requested URL as a canonical, lower-case pathname: no language segment, hash, query or trailing slash. */
export function normaliseRequestedPath(requested: string): string {
  let decoded = requested;
  try {
    decoded = decodeURIComponent(requested);
  } catch {
    // A malformed escape: compare the raw text.
  }
  const withoutQuery = decoded.replace(/[?#].*$/, '');
  return stripTrailingSlash(pathnameToLanguage(withoutQuery.startsWith('/') ? withoutQuery : `/${withoutQuery}`).canonicalAsServer).toLowerCase();
}

/** How alike a requested path and a page are (0–1): the whole path and its last segment count equally. */
export function pathScore(requested: string, pathname: string): number {
  return (similarity(requested, pathname) + similarity(lastSegment(requested), lastSegment(pathname))) / 2;
}

/**
 * The pages closest to a URL that does not exist, by path similarity with pages of the URL's own product
 * first among close matches; pages below MIN_SUGGESTION_SCORE are left out.
 */
export function suggestRoutes<T extends SuggestibleRoute>(requested: string, routes: readonly T[], limit = 5): T[] {
  const path = normaliseRequestedPath(requested);
  const productId = getProductInfoFromUrl(`${path}/`).productId;
  return routes
    .filter((route) => route.pathname !== path)
    .map((route) => ({ route, score: pathScore(path, route.pathname.toLowerCase()) }))
    .filter((candidate) => candidate.score >= MIN_SUGGESTION_SCORE)
    .map(({ route, score }) => ({ route, rank: score + (productId !== 'null' && route.productId === productId ? SAME_PRODUCT_BONUS : 0) }))
    .sort((a, b) => b.rank - a.rank || a.route.pathname.localeCompare(b.route.pathname))
    .slice(0, limit)
    .map((candidate) => candidate.route);
}
