import path from 'node:path';
import type { ApiLinkView, ApiPageView } from '../../site/api/view';
import { t } from '../../site/i18n/t';
import type { MdxContent } from '../../site/render/renderPage';
import { getProduct } from '../../site/products';
import type { DeprecatedApiGroup } from '../../site/siteData/types';
import { deprecatedApis } from '../deprecations/deprecatedApis';
import { BuildError, BuildErrors } from '../errors';
import { lineContaining } from '../sourceLines';
import type { LoadedNav } from '../nav/load';
import { navFileFor } from '../nav/load';
import { ROOT } from '../paths';
import type { Route } from '../routes';
import { apiCoverage, type ProductCoverage } from './coverage';
import { demoImportsByPage } from './demoUsage';
import { isNamesake, type DemoPageUse } from './demoPageRanking';
import { takeApiPackages } from './load';
import { createLinkResolver } from './markdown';
import { apiNavGroups, insertApiGroups } from './nav';
import { API_PACKAGES } from './packages';
import { entryKey, entryLocations, planApiPages, type ApiPagePlan } from './plan';
import { pageAnchors, pageToc, pageView } from './views';

/** The id of the API section appended to component pages (site/api/contents.tsx renders it). */
const API_LINKS_ID = 'api';

/** The two page builders the server bundle exports for API routes (site/api/contents.tsx). */
export interface ApiRenderers {
  apiPageContent: (view: ApiPageView) => MdxContent;
  withApiLinks: (Content: MdxContent, links: readonly ApiLinkView[]) => MdxContent;
}

/** Everything the build needs from the API reference. */
export interface ApiSite {
  /** One route per API page. */
  routes: Route[];
  /** Adds each product's API groups to its navigation (and a tree for products with API pages only). */
  withNav: (navs: readonly LoadedNav[]) => LoadedNav[];
  /** The content of a route: its API page, or a doc page followed by its API section. */
  contentFor: (route: Route, renderers: ApiRenderers, docContent: MdxContent | undefined) => MdxContent | undefined;
  /** The view of an API route (what its page shows), for outputs other than HTML. */
  viewFor: (pathname: string) => ApiPageView | undefined;
  coverage: ProductCoverage[];
  /** Site paths the packages' descriptions link to that this site has no page for (shown as text). */
  unresolvedLinks: ReadonlySet<string>;
  /** Material UI's deprecated components, props and classes (the deprecated APIs page lists them). */
  deprecatedApis: DeprecatedApiGroup[];
  /** Whether the extraction came from the cache, and how long loading the model took. */
  cached: boolean;
  loadMilliseconds: number;
}

function entryTitle(name: string): string {
  return /^use/.test(name) ? name : `<${name} />`;
}

function describe(plan: ApiPagePlan): string {
  if (plan.listing) return t(plan.listing === 'moved' ? 'api.movedDescription' : 'api.iconsDescription');
  const product = getProduct(plan.productId).name;
  if (plan.multi) return t('api.familyDescription', { product, family: plan.navTitle, kind: t(plan.group === 'components' ? 'api.componentsKind' : 'api.hooksKind') });
  const [entry] = plan.entries;
  return t(entry?.kind === 'hook' ? 'api.hookPageDescription' : 'api.pageDescription', { product, name: entry?.name ?? plan.navTitle });
}

function coverageError(coverage: readonly ProductCoverage[]): BuildError | null {
  const missing = coverage.flatMap((product) => product.missing);
  if (missing.length === 0) return null;
  return new BuildError(`${missing.length} exported components or hooks have no API page: ${missing.slice(0, 20).join(', ')}`, { file: path.join(ROOT, 'build/api/plan.ts') }, 'Give the export a page in planApiPages, or a path in API_BASE_PATHS for its product.');
}

/**
 * A page whose demos get the generated API section cannot have a heading of its own with that section's
 * id: the anchor would be ambiguous and the table of contents would list "API" twice.
 */
export async function checkOwnApiHeadings(docRoutes: readonly Route[], apiLinks: ReadonlyMap<string, unknown>): Promise<void> {
  const clashing = docRoutes.filter((route) => apiLinks.has(route.pathname) && route.toc.some((entry) => entry.id === API_LINKS_ID));
  if (clashing.length === 0) return;
  const errors = await Promise.all(
    clashing.map(async (route) => {
      const heading = route.toc.find((entry) => entry.id === API_LINKS_ID)!;
      const line = await lineContaining(route.file, [`# ${heading.text}`]);
      return new BuildError(`The heading "${heading.text}" has the id "${API_LINKS_ID}", which the generated API section of this page already uses.`, { file: route.file, line }, 'Remove the heading (the API section listing the components of the demos is added after the page), or rename it.');
    }),
  );
  throw errors.length === 1 ? errors[0] : new BuildErrors(errors);
}

/**
 * Builds the API reference from the packages' types: routes, views, navigation groups and the links
 * between component pages and API pages (both ways, from the demos' imports).
 */
export async function prepareApiSite(docRoutes: readonly Route[]): Promise<ApiSite> {
  const loaded = await takeApiPackages();
  const plans = planApiPages(loaded.packages, API_PACKAGES);
  const coverage = apiCoverage(loaded.packages, API_PACKAGES, plans);
  const missing = coverageError(coverage);
  if (missing) throw missing;
  const locations = entryLocations(plans);

  // Demos → the API pages of what they import, and API pages → the pages whose demos use them.
  const importsByPage = await demoImportsByPage(docRoutes.map((route) => ({ pathname: route.pathname, title: route.frontMatter.title, file: route.file, demoSources: route.imports.map((item) => item.source) })));
  const demoPages = new Map<string, DemoPageUse[]>();
  const apiLinks = new Map<string, ApiLinkView[]>();
  for (const route of docRoutes) {
    const links = new Map<string, ApiLinkView>();
    const ownHrefs = new Set<string>();
    const page = importsByPage.get(route.pathname);
    for (const { item, demos } of page?.imports ?? []) {
      const key = entryKey(item.packageName, item.name);
      const href = locations.get(key);
      if (!href) continue;
      links.set(href, { title: entryTitle(item.name), href });
      if (isNamesake(item.name, route.pathname)) ownHrefs.add(href);
      const pages = demoPages.get(key) ?? [];
      pages.push({ title: route.frontMatter.title, href: route.pathname, demosUsing: demos, demosOnPage: page?.demoCount ?? 0 });
      demoPages.set(key, pages);
    }
    // The page's own component first (Select on the Select page), then the others by name.
    const own = (link: ApiLinkView): number => Number(ownHrefs.has(link.href));
    if (links.size > 0) apiLinks.set(route.pathname, [...links.values()].sort((a, b) => own(b) - own(a) || a.title.localeCompare(b.title)));
  }

  await checkOwnApiHeadings(docRoutes, apiLinks);

  // Known pages and anchors, so JSDoc links stay internal only where they resolve.
  const anchors = new Map<string, Set<string>>();
  for (const route of docRoutes) anchors.set(route.pathname, new Set([...route.toc.map((entry) => entry.id), ...(apiLinks.has(route.pathname) ? [API_LINKS_ID] : [])]));
  for (const plan of plans) anchors.set(plan.pathname, pageAnchors(plan));
  const descriptionLinks = createLinkResolver(anchors);
  const context = { resolveLink: descriptionLinks.resolve, locations, demoPages };

  const views = new Map<string, ApiPageView>();
  const routes: Route[] = plans.map((plan) => {
    const view = pageView(plan, context);
    views.set(plan.pathname, view);
    const deprecated = !plan.listing && plan.entries.every((entry) => entry.deprecated !== undefined);
    return {
      kind: 'api',
      pathname: plan.pathname,
      file: path.join(ROOT, 'node_modules', plan.entries[0]!.source),
      frontMatter: { title: plan.title, description: describe(plan), layout: 'doc', hidden: false, ...(deprecated ? { deprecated: true } : {}) },
      code: '',
      toc: pageToc(view),
      imports: [],
      productId: plan.productId,
    };
  });
  for (const route of docRoutes) {
    if (apiLinks.has(route.pathname)) route.toc = [...route.toc, { depth: 2, id: API_LINKS_ID, text: t('api.apiSection') }];
  }

  const groups = apiNavGroups(plans);
  return {
    routes,
    coverage,
    unresolvedLinks: descriptionLinks.unresolved,
    deprecatedApis: deprecatedApis(loaded.packages, '@mui/material', { locations, anchors, resolveLink: context.resolveLink }),
    cached: loaded.cached,
    loadMilliseconds: loaded.milliseconds,
    withNav: (navs) => {
      const result = navs.map((nav) => {
        const extra = groups.find((group) => group.productId === nav.productId);
        return extra ? { ...nav, pages: insertApiGroups(nav.pages, extra.groups) } : nav;
      });
      for (const group of groups) {
        if (!result.some((nav) => nav.productId === group.productId)) {
          result.push({ productId: group.productId, file: navFileFor(getProduct(group.productId).basePath), pages: group.groups });
        }
      }
      return result;
    },
    viewFor: (pathname) => views.get(pathname),
    contentFor: (route, renderers, docContent) => {
      if (route.kind === 'api') {
        const view = views.get(route.pathname);
        return view ? renderers.apiPageContent(view) : undefined;
      }
      const links = apiLinks.get(route.pathname);
      return links && docContent ? renderers.withApiLinks(docContent, links) : docContent;
    },
  };
}

/** One line per product for the build log: API pages, components and hooks. */
export function coverageSummary(coverage: readonly ProductCoverage[]): string {
  return coverage.map((product) => `${product.productId} ${product.pages} pages (${product.components} components, ${product.hooks} hooks)`).join('; ');
}
