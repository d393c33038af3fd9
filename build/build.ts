import { promises as fs, statSync } from 'node:fs';
import path from 'node:path';
import { loadSiteConfig, type SiteConfig } from '../site/config/siteConfig';
import { t } from '../site/i18n/t';
import type { PageModel } from '../site/render/types';
import { coverageSummary, prepareApiSite } from './api/site';
import { bundleClient } from './bundle/client';
import { buildInlineScripts } from './bundle/inlineScripts';
import { bundleServer } from './bundle/server';
import { findBrokenLinks } from './check/links';
import { redirectHtml, redirectsFor } from './emit/redirects';
import { BuildError, BuildErrors } from './errors';
import { checkNavigation } from './nav/check';
import { loadNavs } from './nav/load';
import { DIST_DIR, PUBLIC_DIR, ROOT, WORK_DIR } from './paths';
import { buildRouteTable, pageModelFor, type Route } from './routes';
import { emitSearchIndex } from './search/emit';
import { emitMachineReadable } from './machine/emit';
import { prepareSiteData } from './siteData';

/** What a finished build reports. */
export interface BuildReport {
  routes: number;
  redirects: number;
  demos: number;
  milliseconds: number;
  /** API pages per product and how the API model was loaded (build/api). */
  api: string;
}

/** Options for one build; tests build into a folder of their own. */
export interface BuildOptions {
  outDir?: string;
  config?: SiteConfig;
}

/** The output file of a pathname: every route is a folder with an index.html. */
function htmlFileFor(outDir: string, pathname: string): string {
  return path.join(outDir, pathname, 'index.html');
}

async function writeFile(file: string, contents: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, contents);
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

// The source line that holds a broken href, so the author can jump to it.
async function lineOfHref(file: string, href: string): Promise<number | undefined> {
  const lines = (await fs.readFile(file, 'utf8')).split('\n');
  const index = lines.findIndex((line) => line.includes(`(${href})`) || line.includes(`"${href}"`) || line.includes(href));
  return index === -1 ? undefined : index + 1;
}

async function checkLinks(outDir: string, routes: readonly Route[], rendered: ReadonlyMap<string, string>): Promise<void> {
  const pages = [...rendered].map(([pathname, html]) => ({ pathname, html }));
  const exists = (pathname: string): boolean => {
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
      const what = link.reason === 'missing-anchor' ? 'points to an anchor that does not exist' : 'points to a page that does not exist';
      return new BuildError(`Broken link: "${link.href}" ${what}.`, { file, line: route ? await lineOfHref(route.file, link.href) : undefined }, 'Link to an existing page by its canonical path (no trailing slash) and to an existing heading id.');
    }),
  );
  throw errors.length === 1 ? errors[0] : new BuildErrors(errors);
}

/**
 * Builds the whole site into a fresh folder and swaps it into place only when every step succeeded,
 * so a failed build leaves the previous output untouched.
 */
export async function buildSite(options: BuildOptions = {}): Promise<BuildReport> {
  const started = performance.now();
  const outDir = options.outDir ?? DIST_DIR;
  const config = options.config ?? loadSiteConfig();
  const routes = await buildRouteTable();
  const api = await prepareApiSite(routes);
  const navs = api.withNav(await loadNavs());
  routes.push(...api.routes);
  const navErrors = await checkNavigation(navs, routes);
  if (navErrors.length > 0) throw navErrors.length === 1 ? navErrors[0] : new BuildErrors(navErrors);
  const siteData = await prepareSiteData(routes);

  const stagingDir = `${outDir}.staging-${process.pid}`;
  await fs.rm(stagingDir, { recursive: true, force: true });
  try {
    const server = await bundleServer(routes.filter((route) => route.kind === 'doc').map((route) => ({ file: route.file, pathname: route.pathname, productId: route.productId, code: route.code })));
    const [clientAssets, inlineScripts] = await Promise.all([bundleClient(server.demos, stagingDir), buildInlineScripts()]);
    const assets = { ...clientAssets, themeBootstrapScript: inlineScripts.themeBootstrap };
    const rendered = new Map<string, string>();
    for (const route of routes) {
      const Content = api.contentFor(route, server, server.pages[route.pathname]);
      if (!Content) throw new Error(`The server bundle has no page for ${route.pathname}`);
      let html: string;
      try {
        html = server.renderPage({ page: pageModelFor(route, navs), Content: server.withSiteData(Content, siteData.forPage(route.pathname)), assets, siteUrl: config.siteUrl, repositoryUrl: config.repositoryUrl, repositoryBranch: config.repositoryBranch });
      } catch (error) {
        throw new BuildError(`The page failed to render: ${(error as Error).message}`, { file: route.file }, 'A demo or component on this page threw while rendering; fix the code it names.');
      }
      rendered.set(route.pathname, html);
      await writeFile(htmlFileFor(stagingDir, route.pathname), html);
    }
    const notFound = server.renderPage({ page: notFoundModel(), Content: server.withSiteData(server.NotFoundContent, siteData.forPage('/404')), assets, siteUrl: config.siteUrl, repositoryUrl: config.repositoryUrl });
    await writeFile(path.join(stagingDir, '404.html'), notFound);
    await emitSearchIndex({ outDir: stagingDir, routes, navs, rendered, extraHtmlFiles: [path.join(stagingDir, '404.html')] });
    await emitMachineReadable({ outDir: stagingDir, routes, siteData, siteUrl: config.siteUrl });
    const redirects = redirectsFor(routes.map((route) => route.pathname));
    for (const redirect of redirects) await writeFile(htmlFileFor(stagingDir, redirect.from), redirectHtml(redirect, config.siteUrl));
    await fs.cp(PUBLIC_DIR, stagingDir, { recursive: true });
    await checkLinks(stagingDir, routes, new Map([...rendered, ['/404', notFound]]));

    // Swap: the old output is replaced only now that the new one is complete.
    const previousDir = `${outDir}.previous-${process.pid}`;
    await fs.rm(previousDir, { recursive: true, force: true });
    await fs.rename(outDir, previousDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await fs.rename(stagingDir, outDir);
    await fs.rm(previousDir, { recursive: true, force: true });
    return { routes: routes.length, redirects: redirects.length, demos: server.demos.length, milliseconds: Math.round(performance.now() - started), api: `${coverageSummary(api.coverage)}; model ${api.cached ? 'from cache' : 'extracted'} in ${api.loadMilliseconds} ms` };
  } finally {
    await fs.rm(stagingDir, { recursive: true, force: true });
    await fs.rm(WORK_DIR, { recursive: true, force: true });
  }
}
