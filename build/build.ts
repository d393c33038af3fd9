import { promises as fs, statSync } from 'node:fs';
import path from 'node:path';
import { loadSiteConfig, type SiteConfig } from '../site/config/siteConfig';
import { coverageSummary } from './api/site';
import { findBrokenLinks } from './check/links';
import { redirectHtml, redirectsFor } from './emit/redirects';
import { emitOfflinePage, emitServiceWorker } from './emit/serviceWorker';
import { emitHeaders } from './emit/headers';
import { createCspPass } from './csp/applyCsp';
import { locateTemplate } from './csp/locateTemplate';
import { scriptOrigin } from './csp/policy';
import { emitSitemap, routeSourceFiles } from './emit/sitemap';
import { BuildError, BuildErrors } from './errors';
import { CONTENT_DIR, DIST_DIR, PUBLIC_DIR, ROOT, WORK_DIR } from './paths';
import { removeStaleWorkDirs } from './workDirs';
import { startDemoTypeCheck, type BackgroundTypeCheck } from './demos/typecheckInBackground';
import { demoFilesUnder } from './demos/demoFiles';
import { prepareDemosAhead } from './demos/prepareCache';
import { startReadingPackageSiteData } from './siteData';
import { abandonApiPackages, startLoadingApiPackages } from './api/load';
import type { CodeBlockInput, DemoTypeError } from './demos/typecheck';
import { createServerBundler } from './bundle/server';
import { writeFile } from './emit/writeFile';
import { documentFor, prepareSiteParts, type EarlySiteParts, type PageRenderers, type SiteParts } from './prepare';
import { NOT_FOUND_PAGE, openPageCache } from './pageCache';
import { summarizeProducts, type ProductSummary } from './productSummary';
import { lineContaining } from './sourceLines';
import type { Route } from './routes';
import type { RenderedBody } from '../site/render/pageDocument';
import { emitSearchIndex } from './search/emit';
import { emitMachineReadable } from './machine/emit';
import { PhaseTimer, type Phase } from './phases';

/** What a finished build reports. */
export interface BuildReport {
  routes: number;
  redirects: number;
  demos: number;
  /** Pages (the 404 page included) whose HTML came from the page cache instead of being rendered. */
  pagesFromCache: number;
  milliseconds: number;
  /** API pages per product and how the API model was loaded (build/api). */
  api: string;
  /** Pages written, pages still planned and demos, per product: the log's last lines. */
  products: ProductSummary[];
  /** Site paths the packages' API descriptions link to that the site has no page for: shown as text. */
  unresolvedApiLinks: number;
  /** HTML files given a Content Security Policy, and the bytes the `<meta>` added to them in all. */
  csp: { pages: number; bytesAdded: number };
  /** Wall time of each step, in order. */
  phases: Phase[];
}

/** Options for one build; tests build into a folder of their own. */
export interface BuildOptions {
  outDir?: string;
  config?: SiteConfig;
  /**
   * Renders only these pathnames (and the 404 page): for tests that need a few pages built with a config
   * of their own, where rendering all 650 again costs half a minute. Everything else is built as usual;
   * links from these pages to the route table's other pages count as present.
   */
  onlyPages?: readonly string[];
}

/** The output file of a pathname: every route is a folder with an index.html. */
function htmlFileFor(outDir: string, pathname: string): string {
  return path.join(outDir, pathname, 'index.html');
}


/** An internal href as its author most likely wrote it: without the trailing slash the build gives page links (`/a/b/#c` → `/a/b#c`). */
function asWritten(href: string): string {
  return href.startsWith('/') ? href.replace(/^(\/.+?)\/(?=$|[#?])/, '$1') : href;
}

async function checkLinks(outDir: string, routes: readonly Route[], rendered: ReadonlyMap<string, string>, onlyPages: boolean): Promise<void> {
  const pages = [...rendered].map(([pathname, html]) => ({ pathname, html }));
  // In a build of a few pages, the pages it left out are still pages of the site.
  const unrendered = new Set(onlyPages ? routes.map((route) => route.pathname).filter((pathname) => !rendered.has(pathname)) : []);
  const exists = (pathname: string): boolean => {
    if (unrendered.has(pathname)) return true;
    try {
      return statSync(path.join(outDir, decodeURIComponent(pathname))).isFile();
    } catch {
      return false;
    }
  };
  const broken = findBrokenLinks(pages, exists);
  if (broken.length === 0) return;
  const errors = await Promise.all(
    broken.map(async (link) => {
      const route = routes.find((candidate) => candidate.pathname === link.from);
      const file = route?.file ?? path.join(ROOT, 'site');
      const what = { 'missing-anchor': 'points to an anchor that does not exist', 'missing-page': 'points to a page that does not exist', redirects: 'lacks the trailing slash: static hosts answer it with a redirect (pass the href through normalizeInternalHref)' }[link.reason];
      // The rendered href carries the slash the build added; the source most likely has the link without it.
      const written = asWritten(link.href);
      const lineOfWritten = route ? await lineContaining(route.file, [`(${written})`, `"${written}"`, `'${written}'`]) : undefined;
      const line = lineOfWritten ?? (route ? await lineContaining(route.file, [link.href]) : undefined);
      const shown = lineOfWritten === undefined ? link.href : written;
      return new BuildError(`Broken link: "${shown}" ${what}.`, { file, line }, 'Link to an existing page by its path (`/a/b` or `/a/b/`) and to an existing heading id.');
    }),
  );
  throw errors.length === 1 ? errors[0] : new BuildErrors(errors);
}

/** A demo or a page's code block that does not type-check stops the build at its file, line and column (DESIGN.md §10). */
function throwTypeErrors(errors: readonly DemoTypeError[]): void {
  if (errors.length > 0) throw typeErrorsAsBuildError(errors);
}

function typeErrorsAsBuildError(errors: readonly DemoTypeError[]): BuildErrors {
  return new BuildErrors(
    errors.map((error) =>
      error.inCodeBlock
        ? new BuildError(`Type error in code block: ${error.message}`, { file: error.file, line: error.line, column: error.column }, "Fenced ts/tsx blocks are checked with the project's tsconfig.json like demos; fix the code, or mark a snippet that is not meant to compile on its own with ```tsx fragment.")
        : new BuildError(`Type error in demo: ${error.message}`, { file: error.file, line: error.line, column: error.column }, "Demos are checked with the project's tsconfig.json; fix the type or the code."),
    ),
  );
}

/** The origins of the configured third-party scripts (ad provider, analytics when it has an id). */
function thirdPartyScriptOrigins(config: SiteConfig): string[] {
  return [config.ads?.providerScriptUrl, config.analytics.measurementId ? config.analytics.scriptUrl : undefined].filter((url): url is string => Boolean(url)).map(scriptOrigin);
}

function codeBlocksOf(routes: readonly Route[]): CodeBlockInput[] {
  return routes.flatMap((route) => (route.codeBlocks ?? []).map((block) => ({ ...block, file: route.file })));
}

/** The pages a build renders: every route and the 404 page (under NOT_FOUND_PAGE), or only those named. */
function pagesToRender(routes: readonly Route[], onlyPages?: readonly string[]): Array<{ pathname: string; route: Route | null }> {
  const only = onlyPages && new Set(onlyPages);
  const chosen = only ? routes.filter((route) => only.has(route.pathname)) : routes;
  if (only && chosen.length !== only.size) throw new Error(`onlyPages names pathnames the site does not have: ${[...only].filter((pathname) => !routes.some((route) => route.pathname === pathname)).join(', ')}`);
  return [...chosen.map((route) => ({ pathname: route.pathname, route })), { pathname: NOT_FOUND_PAGE, route: null }];
}

/** Page bodies by pathname, and how many came from the page cache. */
interface RenderedBodies {
  bodies: Map<string, RenderedBody>;
  fromCache: number;
}

/**
 * Every page's body: from the page cache where it holds it, else rendered (loading the server bundle).
 * Runs while esbuild makes the browser bundle on its own threads, so it yields between pages: esbuild's
 * plugins answer on this thread.
 */
async function renderBodies(parts: EarlySiteParts, checkpoint: () => void, onlyPages?: readonly string[]): Promise<RenderedBodies> {
  // A partial build (a test's few pages, under a config of its own) reads the cache but keeps nothing:
  // its bodies, and its config's slot, would only push out those of the whole site's builds.
  const keepsBodies = onlyPages === undefined;
  const cache = await openPageCache(parts, { claim: keepsBodies });
  const pages = pagesToRender(parts.routes, onlyPages);
  const keys = pages.map((page) => cache?.keyOf(page.route ?? NOT_FOUND_PAGE) ?? null);
  const kept = await Promise.all(pages.map((page, index) => (cache && keys[index] ? cache.read(page.pathname, keys[index]) : null)));
  let renderers: PageRenderers | undefined;
  const bodies = new Map<string, RenderedBody>();
  for (const [index, page] of pages.entries()) {
    const text = kept[index];
    if (text) {
      bodies.set(page.pathname, JSON.parse(text) as RenderedBody);
      continue;
    }
    checkpoint();
    // The browser bundle failed: its error is the build's, and these pages would never be written.
    parts.siblingFailed.throwIfAborted();
    renderers ??= await parts.loadRenderers();
    const body = page.route ? renderers.routeBody(page.route) : renderers.notFoundBody();
    bodies.set(page.pathname, body);
    const key = keys[index];
    if (cache && key && keepsBodies) await cache.write(page.pathname, key, JSON.stringify(body));
    else await new Promise((resolve) => setImmediate(resolve));
  }
  return { bodies, fromCache: kept.filter((text) => text !== null).length };
}

/** Every page's HTML document: its body inside the head that links the browser bundle's assets (no server bundle needed). */
function pageDocuments(parts: SiteParts, { bodies }: RenderedBodies, onlyPages?: readonly string[]): Map<string, string> {
  const documents = new Map<string, string>();
  for (const page of pagesToRender(parts.routes, onlyPages)) documents.set(page.pathname, documentFor(parts.config, parts.navs, page.route, bodies.get(page.pathname)!, parts.assets));
  return documents;
}

/**
 * Builds the whole site into a fresh folder and swaps it into place only when every step succeeded,
 * so a failed build leaves the previous output untouched.
 */
export async function buildSite(options: BuildOptions = {}): Promise<BuildReport> {
  const started = performance.now();
  const timer = new PhaseTimer();
  const outDir = options.outDir ?? DIST_DIR;
  const config = options.config ?? loadSiteConfig();
  const stagingDir = `${outDir}.staging-${process.pid}`;
  await Promise.all([fs.rm(stagingDir, { recursive: true, force: true }), removeStaleWorkDirs()]);
  // The API model (extracted on a thread of its own on a cold build) and the site data's package parts
  // (icons, production errors) are loaded while the route table is made.
  startLoadingApiPackages();
  void startReadingPackageSiteData();
  // Demos are prepared on a second thread from the start, while this one builds the route table.
  const filesInDemoFolders = await demoFilesUnder(CONTENT_DIR);
  const preparingAhead = await prepareDemosAhead(filesInDemoFolders);
  // Demos and code blocks are type-checked in the native compiler's own process beside the bundles and the rendering (see below).
  const bundler = createServerBundler({ cache: true });
  // Assigned in a callback: typed so the compiler does not narrow it to its initial null.
  let typeCheck = null as BackgroundTypeCheck | null;
  try {
    // The type check starts as soon as the route table names the demos and runs beside the bundles and
    // the rendering. Errors it finds stop the build at once (during the server bundle) or at the next
    // step (later on), instead of after all of them: an author sees them in seconds.
    let typeErrors: DemoTypeError[] = [];
    // A check that could not run at all (a broken tsconfig, a crashed compiler) stops the build like its errors.
    let typeCheckFailure: unknown = null;
    const stopOnTypeErrors = (): void => {
      if (typeCheckFailure) throw typeCheckFailure;
      throwTypeErrors(typeErrors);
    };
    let rejectOnTypeErrors: (error: unknown) => void = () => undefined;
    const typeErrorsFound = new Promise<never>((_, reject) => (rejectOnTypeErrors = reject));
    typeErrorsFound.catch(() => undefined);
    let renderingBodies: Promise<RenderedBodies> | undefined;
    const parts = await prepareSiteParts(config, stagingDir, bundler, {
      timer,
      stopWhen: typeErrorsFound,
      whileBundlingBrowser: async (early) => {
        renderingBodies = renderBodies(early, stopOnTypeErrors, options.onlyPages);
        await renderingBodies;
      },
      onRoutes: (routes) => {
        // Every demo file, whether a page shows it or not: `npm test`'s own type check leaves them to this one.
        typeCheck = startDemoTypeCheck(filesInDemoFolders, codeBlocksOf(routes));
        typeCheck.result.then(
          (errors) => {
            typeErrors = errors;
            if (errors.length > 0) rejectOnTypeErrors(typeErrorsAsBuildError(errors));
          },
          (error: unknown) => {
            typeCheckFailure = error;
            rejectOnTypeErrors(error);
          },
        );
      },
    });
    const { routes, api, navs, siteData, assets } = parts;
    stopOnTypeErrors();
    const bodies = await renderingBodies!;
    const rendered = pageDocuments(parts, bodies, options.onlyPages);
    const { fromCache } = bodies;
    timer.mark('page documents');
    const { withManifest } = await emitSearchIndex({ outDir: stagingDir, routes, navs, rendered });
    timer.mark('search index');
    // Each page is written once, with its policy: its HTML is final once the search manifest is in it.
    // The final text is made as the write starts (64 at a time), not for every page up front.
    const csp = createCspPass({ scriptHosts: thirdPartyScriptOrigins(config), templateOf: locateTemplate });
    const writeWithPolicy = (file: string, html: () => string): Promise<void> => writeFile(file, () => csp.apply(path.relative(stagingDir, file), html()));
    await Promise.all([...rendered].map(([pathname, html]) => writeWithPolicy(pathname === NOT_FOUND_PAGE ? path.join(stagingDir, '404.html') : htmlFileFor(stagingDir, pathname), () => withManifest(html))));
    timer.mark('write pages');
    await emitMachineReadable({ outDir: stagingDir, routes, siteData, siteUrl: config.siteUrl, apiViewFor: api.viewFor });
    timer.mark('Markdown twins and llms.txt');
    const lockFile = path.join(ROOT, 'package-lock.json');
    const sitemapPages = await Promise.all(routes.map(async (route) => ({ pathname: route.pathname, files: await routeSourceFiles(route, lockFile) })));
    await emitSitemap({ outDir: stagingDir, siteUrl: config.siteUrl, repositoryRoot: ROOT, pages: sitemapPages });
    timer.mark('sitemap');
    const redirects = redirectsFor(routes.map((route) => route.pathname));
    await Promise.all(redirects.map((redirect) => writeWithPolicy(htmlFileFor(stagingDir, redirect.from), () => redirectHtml(redirect, config.siteUrl))));
    await fs.cp(PUBLIC_DIR, stagingDir, { recursive: true });
    await emitOfflinePage(stagingDir, assets);
    await emitHeaders(stagingDir);
    timer.mark('redirects, public files, offline page');
    const cspReport = await csp.finish(stagingDir);
    timer.mark('Content Security Policy');
    // Last of the writes: the worker's hash covers everything above.
    await emitServiceWorker(stagingDir, assets);
    await checkLinks(stagingDir, routes, rendered, options.onlyPages !== undefined);
    timer.mark('service worker and link check');
    throwTypeErrors(typeCheck ? await typeCheck.result : []);
    timer.mark('waiting for the type check');

    // Swap: the old output is replaced only now that the new one is complete.
    const previousDir = `${outDir}.previous-${process.pid}`;
    await fs.rm(previousDir, { recursive: true, force: true });
    await fs.rename(outDir, previousDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await fs.rename(stagingDir, outDir);
    await fs.rm(previousDir, { recursive: true, force: true });
    return { routes: routes.length, redirects: redirects.length, demos: parts.demos.length, pagesFromCache: fromCache, milliseconds: Math.round(performance.now() - started), api: `${coverageSummary(api.coverage)}; model ${api.cached ? 'from cache' : 'extracted'} in ${api.loadMilliseconds} ms`, products: summarizeProducts(routes, navs, parts.demos), unresolvedApiLinks: api.unresolvedLinks.size, csp: cspReport, phases: timer.phases };
  } finally {
    abandonApiPackages();
    await typeCheck?.cancel();
    await preparingAhead.stop();
    await bundler.dispose();
    await fs.rm(stagingDir, { recursive: true, force: true });
    await fs.rm(WORK_DIR, { recursive: true, force: true });
  }
}
