// The HTML document around a page's rendered body. No React here: the build and dev mode call it
// themselves (`documentFor` in build/prepare.ts), so writing pages whose bodies all came from the page
// cache never loads the server bundle. `renderPage` wraps a body in it the same way.
import { clientConfigScript, type ClientConfig } from '../config/clientConfig';
import { islandPageKey, pageIslandsMeta } from '../islands/pageRegistry';
import { getProduct } from '../products';
import { canonicalUrl } from '../routing/canonical';
import { bodyThemeScript } from '../theme/bodyThemeScript';
import { brandCssVariables } from '../theme/brand';
import { documentStart } from './documentStart';
import { escapeHtml } from './escape';
import { inlineScript } from './inlineScript';
import type { PageAssets, PageModel } from './types';

/** What rendering a page's React tree gives: its body and the critical CSS its components inserted. */
export interface RenderedBody {
  body: string;
  emotionStyles: string;
}

/** What the document around a body reads: the page's model, the browser assets, the site URL and the client config. */
export interface PageDocumentInput {
  page: PageModel;
  assets: PageAssets;
  siteUrl: string;
  /** What the browser runtime reads (ads, analytics); without it the page has no ads and no analytics. */
  clientConfig?: ClientConfig;
}

// Prerender the page a link leads to as soon as the pointer rests on it (Chromium's speculation rules,
// at most two at a time), so the click shows a page that is already painted and hydrated. The runtime
// holds analytics, ads and the like until a prerendered page is actually shown (runtime/activation.ts).
const SAME_SITE_PAGES = { and: [{ href_matches: '/*' }, { not: { href_matches: '/static/*' } }] };
const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: SAME_SITE_PAGES, eagerness: 'moderate' }],
});

/** The `<title>`: `<page title> - <product name>`, or the page title alone outside a product. */
export function documentTitle(page: PageModel): string {
  return page.productId ? `${page.title} - ${getProduct(page.productId).name}` : page.title;
}

/** The HTML document around a rendered body: the head, with the browser assets the page loads. */
export function pageDocument(input: PageDocumentInput, { body, emotionStyles }: RenderedBody): string {
  const { page, assets, siteUrl } = input;
  const canonical = canonicalUrl(siteUrl, page.pathname);
  const title = escapeHtml(documentTitle(page));
  const description = escapeHtml(page.description);
  const preloads = assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
  const islandRegistry = assets.islandRegistries[islandPageKey(page.pathname)];
  const demoStylesheets = (assets.demoStylesheets?.[islandPageKey(page.pathname)] ?? []).map((href) => `\n<link rel="stylesheet" href="${href}">`).join('');

  return `${documentStart(assets.themeBootstrapScript)}
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="${canonical}">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${canonical}">
<meta property="og:site_name" content="MUI">
<meta name="twitter:card" content="summary">
<meta name="mui:productId" content="${page.metaProductId}">
<meta name="mui:productCategoryId" content="${page.metaProductCategoryId}">
${islandRegistry ? `${pageIslandsMeta(islandRegistry)}\n` : ''}${input.clientConfig ? clientConfigScript(input.clientConfig) : ''}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${brandCssVariables()}</style>
<link rel="stylesheet" href="${assets.stylesheet}">${demoStylesheets}
${emotionStyles}
<link rel="modulepreload" href="${assets.runtimeScript}">${preloads}
<script type="module" src="${assets.runtimeScript}"></script>
${inlineScript(SPECULATION_RULES, 'speculationrules')}
</head>
<body>
${inlineScript(bodyThemeScript())}
${body}
</body>
</html>
`;
}
