/** Languages recognised as a leading path segment (SPEC §2): only English is translated. */
export const LANGUAGES_IN_PATHS = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES_IN_PATHS)[number];

/** The language every page is written in and falls back to. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The result of `pathnameToLanguage`, see REFERENCE.md "Routing". */
export interface PathnameLanguage {
  userLanguage: Language;
  /** The path without its language segment, hash kept. */
  canonicalAs: string;
  /** `canonicalAs` without the `#hash`. */
  canonicalAsServer: string;
  /** `canonicalAsServer` with a legacy `/api` prefix mapped to `/api-docs` and one trailing slash dropped. */
  canonicalPathname: string;
}

/** Splits a leading `en/` or `zh/` off a pathname and derives its canonical forms (SPEC §2). */
export function pathnameToLanguage(pathname: string): PathnameLanguage {
  const match = /^\/(en|zh)(?=\/)/.exec(pathname);
  const userLanguage: Language = match ? (match[1] as Language) : DEFAULT_LANGUAGE;
  const canonicalAs = match ? pathname.slice(match[0].length) : pathname;
  const canonicalAsServer = canonicalAs.replace(/#.*$/, '');
  let canonicalPathname = canonicalAsServer.replace(/^\/api(?=\/|$)/, '/api-docs');
  if (canonicalPathname.length > 1 && canonicalPathname.endsWith('/')) {
    canonicalPathname = canonicalPathname.slice(0, -1);
  }
  return { userLanguage, canonicalAs, canonicalAsServer, canonicalPathname };
}

/** Normalises a pathname for lookups and canonical links: no trailing slash except for the root. */
export function stripTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
