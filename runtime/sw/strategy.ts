import { normalizeInternalHref } from '../../site/routing/pageHref';

/** How the worker answers a request: a page (network first), a hashed asset (cache first), another file of the site (network first), or not at all. */
export type RequestKind = 'page' | 'static' | 'other' | 'ignore';

/** The facts about a request the choice depends on. */
export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  destination: string;
  cache: string;
}

/** Chooses the strategy for a request of the page at `origin`; third parties and non-GETs are left alone. */
export function requestKind(request: RequestFacts, origin: string): RequestKind {
  if (request.method !== 'GET') return 'ignore';
  // Chromium throws on these when re-fetched from a worker (devtools opening a file).
  if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') return 'ignore';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'ignore';
  if (request.mode === 'navigate' || request.destination === 'document') return 'page';
  // Names under /static/ carry content hashes: a cached copy is always the right one.
  if (url.pathname.startsWith('/static/')) return 'static';
  return 'other';
}

/**
 * One cache entry per page, under its canonical URL: `/a/b`, `/a/b/` and `/a/b?x=1#y` are all `/a/b/`,
 * the form the host serves without a redirect (a redirected response cannot answer a navigation).
 * Files such as `/offline.html` or `/a/b.md` keep their name (the site's one rule, `normalizeInternalHref`).
 */
export function pageCacheKey(url: string): string {
  const parsed = new URL(url);
  const trimmed = parsed.pathname.replace(/\/+$/, '');
  return `${parsed.origin}${trimmed ? normalizeInternalHref(trimmed) : '/'}`;
}
