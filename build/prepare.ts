import path from 'node:path';
import { clientConfigOf } from '../site/config/clientConfig';
import type { SiteConfig } from '../site/config/siteConfig';
import { t } from '../site/i18n/t';
import { isIslandRenderError } from '../site/islands/Island';
import { explainMuiError } from './productionErrors/explain';
import type { MdxContent } from '../site/render/renderPage';
import { pageDocument, type RenderedBody } from '../site/render/pageDocument';
import type { PageAssets, PageModel } from '../site/render/types';
import { prepareApiSite, type ApiSite } from './api/site';
import { bundleClient, type ClientBundler } from './bundle/client';
import { buildInlineScripts } from './bundle/inlineScripts';
import type { DemoRecord } from './bundle/demoModules';
import type { InputHashes } from './bundle/inputHashes';
import type { ServerBundle, ServerBundler } from './bundle/server';
import type { ServerIdentity } from './bundle/serverCache';
import { BuildError, BuildErrors } from './errors';
import { writeMaterialIcons } from './icons/materialIcons';
import { writeTailwindStylesheet } from './demos/tailwind';
import { checkNavigation } from './nav/check';
import { loadNavs, type LoadedNav } from './nav/load';
import type { PhaseTimer } from './phases';
import { ROOT } from './paths';
import { buildRouteTable, pageModelFor, type Route } from './routes';
import { prepareSiteData, type PreparedSiteData } from './siteData';

/** Everything a build knows before it renders: the route table, navigation, bundles and assets. */
export interface PreparedSite {
  config: SiteConfig;
  routes: Route[];
  api: ApiSite;
  navs: LoadedNav[];
  siteData: PreparedSiteData;
  server: ServerBundle;
  assets: PageAssets;
  /**
   * Renders one route to its HTML document; a throwing page becomes a BuildError naming its file (the
   * demo's, when a demo threw). With `containIslandErrors` (dev mode) a throwing demo shows its error instead.
   */
  renderRoute(route: Route, options?: { containIslandErrors?: boolean }): string;
  /** Renders the 404 page. */
  renderNotFound(): string;
}

/**
 * A page is rendered in two steps: its body, from the server bundle alone, and, once the browser bundle
 * is known, the document around it (`documentFor`, which needs no server bundle). A build renders
 * bodies while the browser bundle is being made.
 */
export interface PageRenderers {
  /** A route's body; a throwing page becomes a BuildError naming its file (the demo's, when a demo threw). */
  routeBody(route: Route, options?: { containIslandErrors?: boolean }): RenderedBody;
  notFoundBody(): RenderedBody;
}

/** The HTML document around a page's body: `route` is null for the 404 page. */
export function documentFor(config: SiteConfig, navs: readonly LoadedNav[], route: Route | null, body: RenderedBody, assets: PageAssets): string {
  return pageDocument({ page: route ? pageModelFor(route, navs) : notFoundModel(), assets, siteUrl: config.siteUrl, clientConfig: clientConfigOf(config) }, body);
}

function notFoundModel(): PageModel {
  return {
    pathname: '/404',
    title: t('shell.notFound.title'),
    description: t('shell.notFound.description'),
    layout: 'home',
    flags: {},
    productId: null,
    metaProductId: 'null',
    metaProductCategoryId: 'null',
    toc: [],
    nav: null,
    prev: null,
    next: null,
    sourcePath: 'site/pages/NotFound.tsx',
  };
}

function sameDemos(a: readonly DemoRecord[], b: readonly DemoRecord[]): boolean {
  const ids = (demos: readonly DemoRecord[]) => demos.map((demo) => demo.id).join('\n');
  return ids(a) === ids(b);
}

async function bundleAssets(demos: DemoRecord[], assetsDir: string, client: ClientBundler | undefined, stop: AbortSignal, inputHashes: InputHashes): Promise<PageAssets> {
  const [clientBuild, inlineScripts] = await Promise.all([client ? client.build(demos, stop, inputHashes) : bundleClient(demos, assetsDir, stop, inputHashes), buildInlineScripts()]);
  return { ...clientBuild.assets, themeBootstrapScript: inlineScripts.themeBootstrap };
}

/** The route table and navigation of a build. */
export interface PreparedRoutes {
  routes: Route[];
  api: ApiSite;
  navs: LoadedNav[];
}

/** Adds the API routes to the doc routes and checks the navigation against them. */
export async function checkedRoutes(docRoutes: readonly Route[], api: ApiSite, navs: LoadedNav[]): Promise<PreparedRoutes> {
  const routes = [...docRoutes, ...api.routes];
  const navErrors = await checkNavigation(navs, routes);
  if (navErrors.length > 0) throw navErrors.length === 1 ? navErrors[0] : new BuildErrors(navErrors);
  return { routes, api, navs };
}

/** Builds the API site and the navigation for these doc routes, then checks them (see checkedRoutes). */
export async function routesWithApi(docRoutes: readonly Route[]): Promise<PreparedRoutes> {
  const api = await prepareApiSite(docRoutes);
  return checkedRoutes(docRoutes, api, api.withNav(await loadNavs()));
}

/** Reads content and navigation, checks them, and returns the route table with its navigation. */
export async function prepareRoutes(): Promise<PreparedRoutes> {
  return routesWithApi(await buildRouteTable());
}

/** What `prepareSite` may reuse or keep between builds (dev mode). */
export interface PrepareOptions {
  /** The last good site: its browser bundle is reused when the set of demos did not change. */
  previous?: PreparedSite;
  /** A browser bundler the caller owns and disposes (dev mode keeps one for incremental rebuilds). */
  client?: ClientBundler;
  /** Records how long each step took (the build's phase line). */
  timer?: PhaseTimer;
  /** Called with the route table before anything is bundled (the build starts its type check here). */
  onRoutes?: (routes: readonly Route[]) => void;
  /** Settles only by rejecting, to stop the preparation early (the build's type errors): the bundles race it. */
  stopWhen?: Promise<never>;
  /**
   * Runs once the server bundle is made, beside the browser bundle (the build renders page bodies here:
   * esbuild works on its own threads, and this one would otherwise wait for it). The preparation ends when both have.
   */
  whileBundlingBrowser?: (early: EarlySiteParts) => Promise<void>;
}

/** What a build has once the server bundle is made, before the browser bundle: enough to render page bodies. */
export interface EarlySiteParts {
  config: SiteConfig;
  routes: Route[];
  api: ApiSite;
  navs: LoadedNav[];
  siteData: PreparedSiteData;
  demos: DemoRecord[];
  /** What the server bundle renders from, shared and per page; null when the bundler keeps no cache. */
  serverIdentity: ServerIdentity | null;
  /** Loads the server bundle (once) and gives its page renderers. */
  loadRenderers(): Promise<PageRenderers>;
  /** Aborted when the browser bundle (or the work beside it) failed: work done alongside stops early. */
  siblingFailed: AbortSignal;
}

/** `work`, unless `stopWhen` rejects first; an abandoned `work` is left to settle quietly. */
function unlessStopped<T>(work: Promise<T>, stopWhen: Promise<never> | undefined): Promise<T> {
  if (!stopWhen) return work;
  work.catch(() => undefined);
  return Promise.race([work, stopWhen]);
}

/** A prepared site whose server bundle is not loaded yet: all a build needs for pages it does not render. */
export interface SiteParts extends EarlySiteParts {
  assets: PageAssets;
  /** Loads the server bundle (once) and gives the site its renderers. */
  load(): Promise<PreparedSite>;
}

/**
 * Prepares a build without loading its server bundle: routes, site data, the server bundle (through
 * `bundler`, which the caller owns and disposes; dev mode keeps one for incremental rebuilds) and the
 * browser bundle written under `assetsDir/static`.
 */
export async function prepareSiteParts(config: SiteConfig, assetsDir: string, bundler: ServerBundler, { previous, client, timer, onRoutes, stopWhen, whileBundlingBrowser }: PrepareOptions = {}): Promise<SiteParts> {
  const { routes, api, navs } = await prepareRoutes();
  timer?.mark('routes and API model');
  onRoutes?.(routes);
  const siteData = await prepareSiteData(routes, api);
  timer?.mark('site data');
  // Both bundles check their inputs against the cache, and most of the package files are inputs of both: each is read once.
  const inputHashes: InputHashes = new Map();
  const server = await unlessStopped(
    bundler.prepare(
      routes.filter((route) => route.kind === 'doc').map((route) => ({ file: route.file, pathname: route.pathname, productId: route.productId, code: route.code })),
      inputHashes,
    ),
    stopWhen,
  );
  timer?.mark('server bundle');
  let loadingServer: Promise<ServerBundle> | undefined;
  const loadServer = (): Promise<ServerBundle> => (loadingServer ??= server.load());
  const failure = new AbortController();
  const early: EarlySiteParts = {
    config,
    routes,
    api,
    navs,
    siteData,
    demos: server.demos,
    serverIdentity: server.identity,
    loadRenderers: async () => pageRenderers(config, { api, navs, siteData, server: await loadServer() }),
    siblingFailed: failure.signal,
  };
  const abortOnFailure = <T>(work: Promise<T>): Promise<T> =>
    work.catch((error: unknown) => {
      failure.abort();
      throw error;
    });
  // Every one of these settles before the build goes on or fails: a build that failed must not delete
  // its staging folder while esbuild is still writing into it. A failure cancels the browser bundle.
  const [bundled, , tailwind] = await allSettledOrFirstError([
    abortOnFailure(previous && sameDemos(previous.server.demos, server.demos) ? Promise.resolve(previous.assets) : bundleAssets(server.demos, assetsDir, client, failure.signal, inputHashes)),
    abortOnFailure(writeMaterialIcons(assetsDir)),
    // Cached by the Tailwind demos' sources: cheap when none changed, so dev mode redoes it on every prepare.
    abortOnFailure(writeTailwindStylesheet(server.demos, assetsDir)),
    abortOnFailure(whileBundlingBrowser ? whileBundlingBrowser(early) : Promise.resolve()),
  ] as const);
  const assets: PageAssets = { ...bundled, demoStylesheets: tailwind.stylesheets };
  timer?.mark(whileBundlingBrowser ? 'browser bundle and assets, page bodies beside' : 'browser bundle and assets');
  let loading: Promise<PreparedSite> | undefined;
  return {
    ...early,
    assets,
    load: () => (loading ??= loadServer().then((loaded) => assembleSite(config, { routes, api, navs, siteData, assets, server: loaded }))),
  };
}

/** Like `Promise.all`, but waits for every promise to settle before it rejects with the first error. */
async function allSettledOrFirstError<const T extends readonly unknown[]>(work: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  // The first failure in time is the cause: work cancelled because of it fails after it.
  let first = undefined as { reason: unknown } | undefined;
  const settled = await Promise.allSettled(
    work.map((item) =>
      Promise.resolve(item).catch((reason: unknown) => {
        first ??= { reason };
        throw reason;
      }),
    ),
  );
  if (first) throw first.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}

/** Prepares a build with its server bundle loaded (see prepareSiteParts). */
export async function prepareSite(config: SiteConfig, assetsDir: string, bundler: ServerBundler, options: PrepareOptions = {}): Promise<PreparedSite> {
  return (await prepareSiteParts(config, assetsDir, bundler, options)).load();
}

// A page that threw, as a build error: the demo's file when a demo threw, MUI's minified errors spelled out.
function renderFailure(route: Route, error: unknown, errorCodes: Readonly<Record<string, string>>): BuildError {
  const message = explainMuiError(error instanceof Error ? error.message : String(error), errorCodes);
  if (isIslandRenderError(error) && error.source) {
    return new BuildError(`The demo threw while rendering on ${route.pathname}: ${message}`, { file: path.join(ROOT, error.source) }, 'Fix the demo: the page renders it on the server, so what throws in the browser stops the build too.');
  }
  return new BuildError(`The page failed to render: ${message}`, { file: route.file }, 'A demo or component on this page threw while rendering; fix the code it names.');
}

/** The two-step renderers of a site's pages (see PageRenderers). */
function pageRenderers(config: SiteConfig, { api, navs, siteData, server }: Pick<PreparedSite, 'api' | 'navs' | 'siteData' | 'server'>): PageRenderers {
  const body = (page: PageModel, Content: MdxContent, containIslandErrors = false): RenderedBody =>
    server.renderPageBody({
      containIslandErrors,
      page,
      Content: server.withSiteData(Content, siteData.forPage(page.pathname)),
      siteUrl: config.siteUrl,
      repositoryUrl: config.repositoryUrl,
      repositoryBranch: config.repositoryBranch,
      clientConfig: clientConfigOf(config),
    });
  return {
    routeBody(route, options = {}) {
      const Content = api.contentFor(route, server, server.pages[route.pathname]);
      if (!Content) throw new Error(`The server bundle has no page for ${route.pathname}`);
      try {
        return body(pageModelFor(route, navs), Content, options.containIslandErrors);
      } catch (error) {
        throw renderFailure(route, error, siteData.shared.errorCodes);
      }
    },
    notFoundBody: () => body(notFoundModel(), server.NotFoundContent),
  };
}

/** Puts a site together from its prepared parts and gives it its renderers (dev mode swaps parts). */
export function assembleSite(config: SiteConfig, parts: Omit<PreparedSite, 'config' | 'renderRoute' | 'renderNotFound'>): PreparedSite {
  const renderers = pageRenderers(config, parts);
  return {
    config,
    ...parts,
    renderRoute: (route, options = {}) => documentFor(config, parts.navs, route, renderers.routeBody(route, options), parts.assets),
    renderNotFound: () => documentFor(config, parts.navs, null, renderers.notFoundBody(), parts.assets),
  };
}
