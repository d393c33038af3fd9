import { pageHref } from './pageHref';

/**
 * A page's absolute canonical URL in the form static hosts serve without a redirect (`/x/`, the home
 * page `/`), for `<link rel="canonical">`, `og:url`, the sitemap and feeds.
 */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl}${pageHref(pathname)}`;
}
