// Every route is written as `<path>/index.html`. Stock nginx, GitHub Pages, Netlify, Cloudflare Pages and
// S3 website hosting serve that file for `/<path>/` directly but answer `/<path>` with a 301 to it, so
// every URL the build emits for a page carries the trailing slash (DESIGN.md §4).

// A path names a file, not a page, when its last segment has an extension (`/llms.txt`, `/x.md`, the dev
// server's scripts) or it lies under `/static/`. (This module ships in the production runtime, which must
// not mention dev-server paths: test/e2e/dev.e2e.test.ts.)
function namesFile(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path) || path.startsWith('/static/');
}

/** The URL of a page from its canonical pathname: `/a/b` → `/a/b/`, `/` stays `/`. */
export function pageHref(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * An internal href in the form hosts serve without a redirect: `/a/b#c` → `/a/b/#c`, `/a?x=1` →
 * `/a/?x=1`. External URLs, `#anchors`, files (`/llms.txt`, `/static/…`) and paths that already end
 * with a slash are returned unchanged.
 */
export function normalizeInternalHref(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  if (path.endsWith('/') || namesFile(path)) return href;
  return `${pageHref(path)}${cut === -1 ? '' : href.slice(cut)}`;
}

const HREF_ATTRIBUTE = /(\shref=")(\/[^"]*)"/g;

/** Rewrites every internal `href="…"` of an HTML document or fragment with `normalizeInternalHref`. */
export function normalizePageLinks(html: string): string {
  return html.replace(HREF_ATTRIBUTE, (_match, prefix: string, href: string) => `${prefix}${normalizeInternalHref(href)}"`);
}

/**
 * Rewrites the internal targets of Markdown links (`[label](/a/b#c)` → `[label](/a/b/#c)`), leaving
 * fenced code blocks as they are.
 */
export function normalizeMarkdownLinks(markdown: string): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence) return line;
      return line.replace(/(\]\()(\/[^)\s]*)(\)|\s)/g, (_match, open: string, href: string, close: string) => `${open}${normalizeInternalHref(href)}${close}`);
    })
    .join('\n');
}
