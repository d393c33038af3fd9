import { normalizeInternalHref } from '../../site/routing/pageHref';

/** A built page as the link checker sees it. */
export interface LinkCheckPage {
  pathname: string;
  html: string;
}

/** A link that points nowhere. */
export interface BrokenLink {
  /** The page holding the link. */
  from: string;
  href: string;
  /** `redirects`: the page exists, but hosts answer this form of its URL with a redirect (no trailing slash). */
  reason: 'missing-page' | 'missing-anchor' | 'redirects';
}

const HREF_PATTERN = /<a\b[^>]*?\shref="([^"]*)"/g;
const ID_PATTERN = /\sid="([^"]*)"/g;

function decodeAttribute(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

/** Every `id` in a page, for anchor checks. */
export function collectIds(html: string): Set<string> {
  return new Set([...html.matchAll(ID_PATTERN)].map((match) => decodeAttribute(match[1]!)));
}

/** Internal `<a href>` targets of a page: same-site paths and `#anchors`; external URLs are skipped. */
export function internalHrefs(html: string): string[] {
  return [...html.matchAll(HREF_PATTERN)]
    .map((match) => decodeAttribute(match[1]!))
    .filter((href) => href.startsWith('#') || (href.startsWith('/') && !href.startsWith('//')));
}

/**
 * Finds internal links whose page or anchor does not exist, or that name a page in a form static hosts
 * redirect (`/a/b` for `/a/b/`). `fileExists` answers for non-page targets such as `/static/…`.
 */
export function findBrokenLinks(pages: readonly LinkCheckPage[], fileExists: (pathname: string) => boolean): BrokenLink[] {
  const idsByPath = new Map(pages.map((page) => [page.pathname, collectIds(page.html)]));
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const href of new Set(internalHrefs(page.html))) {
      const [rawPath = '', anchor] = href.split('#', 2) as [string, string | undefined];
      const targetPath = rawPath === '' ? page.pathname : rawPath.split('?')[0]!.replace(/(.)\/$/, '$1');
      const ids = idsByPath.get(targetPath);
      if (!ids) {
        if (!fileExists(targetPath)) broken.push({ from: page.pathname, href, reason: 'missing-page' });
        continue;
      }
      if (normalizeInternalHref(href) !== href) {
        broken.push({ from: page.pathname, href, reason: 'redirects' });
        continue;
      }
      if (anchor && !ids.has(decodeURIComponent(anchor))) broken.push({ from: page.pathname, href, reason: 'missing-anchor' });
    }
  }
  return broken;
}
