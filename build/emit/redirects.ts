import { t } from '../../site/i18n/t';
import { escapeHtml } from '../../site/render/escape';
import { inlineScript } from '../../site/render/inlineScript';
import { canonicalUrl } from '../../site/routing/canonical';
import { pageHref } from '../../site/routing/pageHref';

/** A static redirect page: the path it is served at and the canonical page it sends readers to. */
export interface RedirectPage {
  from: string;
  to: string;
}

/** The top-level folders that hold only redirect pages: `/zh/…` and legacy `/api/…`. */
export const REDIRECT_ROOTS = ['zh', 'api'] as const;

/**
 * Legacy and language-prefixed URLs that must reach their canonical page on any static host (SPEC §2):
 * `/zh/<path>` for every page, and mui.com's old `/api/<name>` for Material UI API pages.
 */
export function redirectsFor(pathnames: readonly string[]): RedirectPage[] {
  const [language, legacyApi] = REDIRECT_ROOTS;
  const redirects: RedirectPage[] = pathnames.map((to) => ({ from: to === '/' ? `/${language}` : `/${language}${to}`, to }));
  for (const to of pathnames) {
    const api = /^\/material-ui\/api\/([^/]+)$/.exec(to);
    if (api) redirects.push({ from: `/${legacyApi}/${api[1]}`, to });
  }
  return redirects;
}

/** The HTML of a redirect page: works without script (meta refresh) and keeps the #hash with script. */
export function redirectHtml(redirect: RedirectPage, siteUrl: string): string {
  const target = pageHref(redirect.to);
  const to = escapeHtml(target);
  const canonical = escapeHtml(canonicalUrl(siteUrl, redirect.to));
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(t('redirect.title'))}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${canonical}">
<meta http-equiv="refresh" content="0; url=${to}">
${inlineScript(`location.replace(${JSON.stringify(target)} + location.hash)`)}
</head>
<body>
<p>${escapeHtml(t('redirect.movedTo'))} <a href="${to}">${to}</a>.</p>
</body>
</html>
`;
}
