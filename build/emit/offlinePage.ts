import { t } from '../../site/i18n/t';
import { documentStart } from '../../site/render/documentStart';
import { escapeHtml } from '../../site/render/escape';
import { brandCssVariables } from '../../site/theme/brand';
import { inlineScript } from '../../site/render/inlineScript';
import { bodyThemeScript } from '../../site/theme/bodyThemeScript';

/** The assets the offline page links; all of them are in the worker's precache. */
export interface OfflinePageAssets {
  stylesheet: string;
  themeBootstrapScript: string;
}

/**
 * The page the service worker answers with, offline, for a page never read before. It needs nothing
 * but the precached stylesheet, so it looks like the site in either colour scheme without a network.
 */
export function offlinePageHtml(assets: OfflinePageAssets): string {
  const text = (key: string): string => escapeHtml(t(`offline.${key}`));
  return `${documentStart(assets.themeBootstrapScript)}
<meta name="robots" content="noindex">
<title>${text('title')}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${brandCssVariables()}</style>
<link rel="stylesheet" href="${escapeHtml(assets.stylesheet)}">
</head>
<body>
${inlineScript(bodyThemeScript())}
<div class="layout" data-layout="home">
<main id="main-content">
<article class="page offline-page">
<header class="page-header">
<h1>${text('title')}</h1>
<p class="lead">${text('description')}</p>
</header>
<p>${text('body')}</p>
<p class="offline-actions"><a href="/">${text('home')}</a> · <a href="">${text('retry')}</a></p>
</article>
</main>
</div>
</body>
</html>
`;
}
