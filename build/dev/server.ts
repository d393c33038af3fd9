// `npm run dev` (child process of build/dev/cli.ts): prepares the site once, renders pages on request,
// watches content/, site/, runtime/ and public/, and tells open pages to reload or to show an error.
import { promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import * as esbuild from 'esbuild';
import sirv from 'sirv';
import { loadSiteConfig } from '../../site/config/siteConfig';
import { stripTrailingSlash } from '../../site/routing/language';
import { islandPageKey, PAGE_ISLANDS_META, pageIslandsMeta } from '../../site/islands/pageRegistry';
import { pageKeyOfDemo } from '../bundle/islandRegistries';
import { createServerBundler } from '../bundle/server';
import { CACHE_DIR, PUBLIC_DIR, ROOT, WORK_DIR } from '../paths';
import { prepareSite, type PreparedSite } from '../prepare';
import { planChanges, type ChangePlan } from './changes';
import { toDevErrors, type DevErrorPayload } from './devErrors';
import { pathnameForMarkdown } from '../machine/llms';
import { routeMarkdown } from '../machine/emit';
import { listen } from '../serve';
import { updateDemos } from './updateDemos';
import { updatePages } from './updatePages';
import { removeStaleWorkDirs } from '../workDirs';
import { createDevPageBundles } from './pageBundles';
import { watchTree } from './watchTree';
import { warmUpMdxCompiler } from '../content/mdx';
import { startReadingPackageSiteData } from '../siteData';
import { startLoadingApiPackages } from '../api/load';

const DEV_DIR = path.join(CACHE_DIR, 'dev');
const WATCHED = ['content', 'site', 'runtime', 'public'];
const DEBOUNCE_MS = 60;
const sessionId = `${process.pid}-${Date.now()}`;

// Ads and analytics stay off in dev unless asked for (issue 6).
const config = loadSiteConfig({ DOCS_ADS: '0', ...process.env });
// Both bundlers keep their esbuild context between rebuilds; they are disposed on shutdown.
const bundler = createServerBundler({ exposeImports: true });
// The browser bundle is made per open page (build/dev/pageBundles.ts): edits cost what the open pages need.
const clientBundler = createDevPageBundles(DEV_DIR);
let site: PreparedSite | null = null;
let errors: DevErrorPayload[] | null = null;
const htmlCache = new Map<string, string>();
const clients = new Set<http.ServerResponse>();

function broadcast(event: string, data: unknown): void {
  for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

// While a demo's browser bundle is rebuilt, pages already render the new demo: they reload at once, and
// their runtime script (/__dev/runtime.js) waits for the new bundle, so they hydrate with the new code.
let browserBundleReady: Promise<void> = Promise.resolve();

function showEarly(early: PreparedSite): void {
  site = early;
  htmlCache.clear();
  broadcast('reload', null);
}

// Pages-only and demos-only edits are swapped into the loaded server bundle; anything else prepares the site again.
async function nextSite(plan: ChangePlan, files: readonly string[]): Promise<{ next: PreparedSite; how: string }> {
  const pages = plan.pagesOnly && site ? await updatePages(site) : null;
  if (pages) return { next: pages, how: 'pages swapped' };
  const demos = plan.demosOnly && site ? await updateDemos(site, files.map((file) => path.join(ROOT, file)), clientBundler, showEarly) : null;
  if (demos) return { next: demos, how: 'demos swapped' };
  return { next: await prepareSite(config, DEV_DIR, bundler, { previous: !plan.client && site ? site : undefined, client: clientBundler }), how: 'prepared' };
}

async function rebuild(plan: ChangePlan, files: readonly string[] = []): Promise<void> {
  const started = performance.now();
  let bundled = (): void => {};
  browserBundleReady = new Promise((resolve) => (bundled = resolve));
  try {
    const { next, how } = await nextSite(plan, files);
    site = next;
    htmlCache.clear();
    const hadErrors = errors !== null;
    errors = null;
    if (hadErrors) broadcast('ok', null);
    broadcast('reload', null);
    console.log(`Ready in ${Math.round(performance.now() - started)} ms (${site.routes.length} pages, ${how}).`);
  } catch (error) {
    // The last good version keeps being served; open pages show the error over it.
    errors = toDevErrors(error);
    broadcast('error-report', errors);
    console.error(errors.map((item) => `${item.file}${item.line ? `:${item.line}` : ''}  ${item.message}`).join('\n'));
  } finally {
    bundled();
  }
}

const devClient = esbuild
  .build({ entryPoints: [path.join(ROOT, 'runtime/dev/client.ts')], bundle: true, write: false, format: 'esm', minify: true, logLevel: 'silent' })
  .then((result) => result.outputFiles[0]!.text);

// Dev pages load the runtime through /__dev/runtime.js and their island registry through
// /__dev/islands.js, which answer with the current bundle of that page (made on its first request): a
// page rendered before a demo edit's browser bundle finished must not hydrate with the previous demo code.
const ISLANDS_META = new RegExp(`<meta name="${PAGE_ISLANDS_META}" content="[^"]*">\\n?`);
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*">/g;

function injectDevClient(html: string, pathname?: string): string {
  let result = html;
  if (site) {
    const key = pathname === undefined ? '' : islandPageKey(pathname);
    const runtime = `<script type="module" src="${site.assets.runtimeScript}"></script>`;
    // The site bundle's preloads are not the files a page bundle's runtime loads.
    result = result.replace(MODULE_PRELOAD, '').replace(runtime, `<script type="module" src="/__dev/runtime.js?page=${encodeURIComponent(key)}"></script>`);
    const hasDemos = pathname !== undefined && site.server.demos.some((demo) => pageKeyOfDemo(demo) === key);
    result = result.replace(ISLANDS_META, '').replace('</head>', () => `${hasDemos ? pageIslandsMeta(`/__dev/islands.js?page=${encodeURIComponent(key)}`) : ''}</head>`);
  }
  return result.replace('</body>', '<script type="module" src="/__dev/client.js"></script></body>');
}

/** Answers a /__dev/ script request once the browser bundle is ready, with what `body` makes of the page's assets. */
function answerWithPageAssets(res: http.ServerResponse, pageKey: string, body: (assets: Awaited<ReturnType<typeof clientBundler.assetsFor>>) => string): void {
  void browserBundleReady
    .then(() => clientBundler.assetsFor(pageKey))
    .then(
      (assets) => {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(body(assets));
      },
      (error: Error) => {
        // The edit's rebuild reports the error to open pages; this script only says the page has no code.
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(`console.error(${JSON.stringify(`The browser bundle of this page failed: ${error.message}`)});\nexport const islands = {};\n`);
      },
    );
}

function renderFor(pathname: string): { status: number; html: string } | null {
  if (!site) return null;
  const cached = htmlCache.get(pathname);
  if (cached) return { status: 200, html: cached };
  const route = site.routes.find((candidate) => candidate.pathname === pathname);
  if (!route) return null;
  try {
    const html = injectDevClient(site.renderRoute(route, { containIslandErrors: true }), pathname);
    htmlCache.set(pathname, html);
    return { status: 200, html };
  } catch (error) {
    errors = toDevErrors(error);
    broadcast('error-report', errors);
    return { status: 500, html: injectDevClient(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Render error</title></head><body><h1>This page failed to render</h1></body></html>`) };
  }
}

// Resolved when the first page is served: the MDX compiler is warmed after it (see the end of this file).
let pageServed: () => void = () => undefined;
const firstPageServed = new Promise<void>((resolve) => (pageServed = resolve));

const serveBuilt = sirv(DEV_DIR, { dev: true });
const servePublic = sirv(PUBLIC_DIR, { dev: true });

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/__dev/events') {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    res.write(`event: hello\ndata: ${JSON.stringify(sessionId)}\n\n`);
    if (errors) res.write(`event: error-report\ndata: ${JSON.stringify(errors)}\n\n`);
    clients.add(res);
    req.on('close', () => clients.delete(res));
    return;
  }
  if (url.pathname === '/__dev/runtime.js') {
    answerWithPageAssets(res, url.searchParams.get('page') ?? '', (assets) => `import ${JSON.stringify(assets.runtimeScript)};\n`);
    return;
  }
  if (url.pathname === '/__dev/islands.js') {
    const pageKey = url.searchParams.get('page') ?? '';
    answerWithPageAssets(res, pageKey, (assets) => {
      const registry = assets.islandRegistries[pageKey];
      return registry ? `export * from ${JSON.stringify(registry)};\n` : 'export const islands = {};\n';
    });
    return;
  }
  if (url.pathname === '/__dev/client.js') {
    void devClient.then((code) => {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(code);
    });
    return;
  }
  if (!site) {
    // Still preparing, or the first build failed: a placeholder that reloads (or shows the error) by itself.
    res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(injectDevClient('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Preparing…</title></head><body><p>Preparing the site…</p></body></html>'));
    return;
  }
  const markdownOf = pathnameForMarkdown(decodeURIComponent(url.pathname));
  const markdownRoute = markdownOf === null ? undefined : site.routes.find((route) => route.pathname === markdownOf);
  if (markdownRoute) {
    // "View as Markdown" and "Copy page" work in dev too; a build writes these files instead.
    const current = site;
    routeMarkdown(markdownRoute, current.siteData, current.api.viewFor).then(
      (markdown) => {
        res.writeHead(200, { 'Content-Type': 'text/markdown; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(markdown);
      },
      (error: Error) => {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(error.message);
      },
    );
    return;
  }
  const page = renderFor(stripTrailingSlash(decodeURIComponent(url.pathname)));
  if (page) {
    res.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(page.html);
    pageServed();
    return;
  }
  serveBuilt(req, res, () =>
    servePublic(req, res, () => {
      const notFound = site ? injectDevClient(site.renderNotFound()) : 'Not found';
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(notFound);
    }),
  );
});

function watchSources(onChange: (files: string[]) => void): void {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  for (const dir of WATCHED) {
    watchTree(path.join(ROOT, dir), (file) => {
      pending.add(`${dir}/${file.split(path.sep).join('/')}`);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        const files = [...pending];
        pending = new Set();
        onChange(files);
      }, DEBOUNCE_MS);
    });
  }
}

// One rebuild at a time; changes that arrive meanwhile are folded into the next one.
let running: Promise<void> = Promise.resolve();
let queued: string[] = [];
watchSources((files) => {
  queued.push(...files);
  running = running.then(async () => {
    if (queued.length === 0) return;
    const files = [...new Set(queued)];
    const plan = planChanges(files);
    queued = [];
    if (plan.rebuild) await rebuild(plan, files);
  });
});

// An esbuild context left open keeps the process alive: stop both, and drop this process's work folder.
async function shutdown(): Promise<void> {
  server.close();
  for (const client of clients) client.end();
  await Promise.allSettled([bundler.dispose(), clientBundler.dispose()]);
  await fs.rm(WORK_DIR, { recursive: true, force: true });
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown());

// The API model and the site data's package parts (icons, production errors) are loaded while the first
// prepare makes the route table.
startLoadingApiPackages();
void startReadingPackageSiteData();
await Promise.all([fs.mkdir(DEV_DIR, { recursive: true }), removeStaleWorkDirs()]);
const port = await listen(server, Number(process.env.PORT ?? 3000), process.env.HOST ?? '0.0.0.0');
console.log(`Dev server on http://localhost:${port}, preparing the site…`);
// Chained like the watcher's rebuilds: an edit saved during the first prepare waits for it instead of
// running a second prepare beside it (both renamed the same server bundle).
running = running.then(() => rebuild({ restart: false, client: true, rebuild: true, pagesOnly: false, demosOnly: false }));
await running;
// Every page came from the MDX cache, so the session's first MDX edit would also load the highlighter and
// run the compiler for the first time. Warmed once the first page is served (or a second after the site
// is ready), so the warm-up never delays that page; a failure here is left to the next real compile.
void Promise.race([firstPageServed, new Promise((resolve) => setTimeout(resolve, 1000))])
  .then(() => warmUpMdxCompiler())
  .catch(() => undefined);
