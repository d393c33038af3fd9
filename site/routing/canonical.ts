/**
 * A page's absolute canonical URL. The home page is the bare origin in `<link rel="canonical">` and
 * `og:url`; a sitemap writes it with its slash (`{ home: '/' }`).
 */
export function canonicalUrl(siteUrl: string, pathname: string, options: { home?: '' | '/' } = {}): string {
  return `${siteUrl}${pathname === '/' ? (options.home ?? '') : pathname}`;
}
