import type { MdxContent } from '../../site/render/renderPage';
import type { ApiSite } from '../api/site';
import { assembleSite, checkedRoutes, routesWithApi, type PreparedSite } from '../prepare';
import { buildRouteTable, type Route } from '../routes';
import { prepareSiteData } from '../siteData';
import { evaluateModule } from './evaluateModule';

// The bundles hold one module per page file, with the modules it imports: while those stay the same,
// an edit changes nothing either bundle would produce but the page's own compiled code.
function sameBundleShape(next: readonly Route[], before: readonly Route[]): boolean {
  const importsOf = (route: Route): string => route.imports.map((item) => item.source).join('\n');
  return (
    next.length === before.length &&
    next.every((route, index) => {
      const old = before[index]!;
      return old.file === route.file && old.pathname === route.pathname && old.productId === route.productId && importsOf(old) === importsOf(route);
    })
  );
}

// Whether the API site gives this doc page an "API" section, which it also appended to the page's outline.
function hasApiSection(api: ApiSite, route: Route): boolean {
  const marker: MdxContent = () => null;
  return api.contentFor(route, { apiPageContent: () => marker, withApiLinks: () => marker }, () => null) === marker;
}

const idsOf = (toc: Route['toc']): string => toc.map((entry) => entry.id).join('\n');

/**
 * Dev mode's fast path after edits to pages' MDX only: recompiles the edited pages, evaluates them
 * against the loaded server bundle's modules and keeps both bundles. Returns null when a full prepare
 * is needed (a page added, removed or importing something else).
 */
export async function updatePages(previous: PreparedSite): Promise<PreparedSite | null> {
  const pageImports = previous.server.pageImports;
  if (!pageImports) return null;
  const docRoutes = await buildRouteTable();
  const before = previous.routes.filter((route) => route.kind === 'doc');
  if (!sameBundleShape(docRoutes, before)) return null;
  // The API site appended its "API" entry to some pages' outlines (build/api/site.ts): without it, the
  // outline is the page's own.
  const withSection = before.map((route) => hasApiSection(previous.api, route));
  const ownToc = (index: number): Route['toc'] => (withSection[index] ? before[index]!.toc.slice(0, -1) : before[index]!.toc);
  // Titles and heading ids reach API pages (links back, JSDoc anchors): then the API site is redone.
  const apiInputsChanged = docRoutes.some((route, index) => JSON.stringify(route.frontMatter) !== JSON.stringify(before[index]!.frontMatter) || idsOf(route.toc) !== idsOf(ownToc(index)));
  if (!apiInputsChanged) {
    docRoutes.forEach((route, index) => {
      if (withSection[index]) route.toc = [...route.toc, before[index]!.toc.at(-1)!];
    });
  }
  const prepared = apiInputsChanged ? await routesWithApi(docRoutes) : await checkedRoutes(docRoutes, previous.api, previous.navs);
  const pages = { ...previous.server.pages };
  for (const [index, route] of docRoutes.entries()) {
    if (route.code === before[index]!.code) continue;
    const Content = (await evaluateModule(route.file, route.code, 'jsx', pageImports[route.pathname] ?? {})) as MdxContent | null;
    if (!Content) return null;
    pages[route.pathname] = Content;
  }
  const siteData = await prepareSiteData(prepared.routes, prepared.api);
  return assembleSite(previous.config, { ...prepared, siteData, server: { ...previous.server, pages }, assets: previous.assets });
}
