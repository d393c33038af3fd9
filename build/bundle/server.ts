import { promises as fs } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import * as esbuild from 'esbuild';
import type { MdxContent, PageBodyInput } from '../../site/render/renderPage';
import type { RenderedBody } from '../../site/render/pageDocument';
import type { SiteData } from '../../site/siteData/types';
import type { ApiRenderers } from '../api/site';
import { ROOT, WORK_DIR } from '../paths';
import { evaluateModule } from '../dev/evaluateModule';
import { PAGE_IMPORTS_EXPORT, withImportCapture } from '../dev/pageImports';
import { demoModulesPlugin, type DemoPageInfo, type DemoRecord } from './demoModules';
import { withEsbuildErrors } from './esbuildErrors';
import { moduleLoadFailure } from './moduleFailure';
import { loadErrorCodes } from '../productionErrors/cached';
import { markGeneratedModules, SHARED_ESBUILD_OPTIONS, SHARED_ESBUILD_PLUGINS } from './options';
import type { InputHashes } from './inputHashes';
import { reuseServerBuild, storeServerBuild, type ServerIdentity } from './serverCache';

/** A page ready for the server bundle: its file, pathname and compiled MDX code. */
export interface ServerPageSource extends DemoPageInfo {
  file: string;
  code: string;
}

/** The loaded server bundle: the renderer and every page's MDX component. */
export interface ServerBundle extends ApiRenderers {
  /** A page's body; the document around it is made outside the bundle (site/render/pageDocument.ts). */
  renderPageBody: (input: PageBodyInput) => RenderedBody;
  pages: Record<string, MdxContent>;
  NotFoundContent: MdxContent;
  /** Wraps a page's content with the build's site data (site/siteData/withSiteData.tsx). */
  withSiteData: (Content: MdxContent, data: SiteData) => MdxContent;
  demos: DemoRecord[];
  /**
   * Per pathname, the modules its page imported, keyed by specifier, so an edited page can be evaluated
   * against the very same modules (build/dev/evaluateModule.ts): dev mode's bundles and the build's kept ones.
   */
  pageImports?: Record<string, Record<string, unknown>>;
}

const SERVER_DIR = path.join(WORK_DIR, 'server');

function serverEntrySource(pages: readonly ServerPageSource[], capturePageImports: boolean): string {
  const imports = pages.map((page, index) => `import Page${index}${capturePageImports ? `, { ${PAGE_IMPORTS_EXPORT} as Imports${index} }` : ''} from ${JSON.stringify(page.file)};`);
  const entries = pages.map((page, index) => `  ${JSON.stringify(page.pathname)}: Page${index},`);
  const importEntries = pages.map((page, index) => `  ${JSON.stringify(page.pathname)}: Imports${index},`);
  return [
    `export { renderPageBody } from ${JSON.stringify(path.join(ROOT, 'site/render/renderPage.tsx'))};`,
    `export { NotFoundContent } from ${JSON.stringify(path.join(ROOT, 'site/pages/NotFound.tsx'))};`,
    `export { apiPageContent, withApiLinks } from ${JSON.stringify(path.join(ROOT, 'site/api/contents.tsx'))};`,
    `export { withSiteData } from ${JSON.stringify(path.join(ROOT, 'site/siteData/withSiteData.tsx'))};`,
    ...imports,
    'export const pages = {',
    ...entries,
    '};',
    ...(capturePageImports ? ['export const pageImports = {', ...importEntries, '};'] : []),
    '',
  ].join('\n');
}

/** Builds the server bundle again and again, reusing esbuild's work between builds (dev mode). */
export interface ServerBundler {
  build(pages: readonly ServerPageSource[]): Promise<ServerBundle>;
  /**
   * Bundles (or reuses) without loading the bundle: a build whose pages all come from the render cache never
   * loads it. `inputHashes` is the build's own map, shared with its browser bundle (see InputHashes).
   */
  prepare(pages: readonly ServerPageSource[], inputHashes?: InputHashes): Promise<ServerBuild>;
  dispose(): Promise<void>;
}

/** A server bundle on disk, not loaded yet: its demos are known, and `load` imports it (once). */
export interface ServerBuild {
  demos: DemoRecord[];
  /** What the bundle renders from, shared and per page (null without the cache): keys the rendered pages. */
  identity: ServerIdentity | null;
  load(): Promise<ServerBundle>;
}

/** How a server bundler is set up: the build's defaults, or dev mode's. */
export interface ServerBundlerOptions {
  /** `true` (dev mode) exports every page's and demo's imports, for swapping in edited pages and demos. */
  exposeImports?: boolean;
  /**
   * `true` (the build) reuses last build's bundle when no input changed or only pages' compiled code did
   * (those pages are swapped in), and keeps each fresh one (serverCache.ts).
   */
  cache?: boolean;
}

/**
 * Runs a CommonJS bundle and returns its exports. Compiled with `vm` rather than imported: under tsx
 * (the build and dev mode run under it), `import()` and `require()` pass every module through its
 * loader, which takes 7 s and 1.2 GB for a 22 MB bundle that loads in 0.6 s and 0.2 GB without it (and
 * Node would keep each dev-mode generation's module for good).
 */
async function runBundle(bundleFile: string): Promise<unknown> {
  const source = await fs.readFile(bundleFile, 'utf8');
  const run = vm.compileFunction(source, ['exports', 'require', 'module', '__filename', '__dirname'], { filename: bundleFile });
  const module = { exports: {} as unknown };
  run(module.exports, createRequire(bundleFile), module, bundleFile, path.dirname(bundleFile));
  return module.exports;
}

async function loadBundle(bundleFile: string, demos: DemoRecord[], capturePageImports: boolean): Promise<ServerBundle> {
  let module: Omit<ServerBundle, 'demos'>;
  try {
    module = (await runBundle(bundleFile)) as Omit<ServerBundle, 'demos'>;
  } catch (error) {
    throw moduleLoadFailure(error, bundleFile, await fs.readFile(bundleFile, 'utf8'), (await loadErrorCodes()).codes);
  } finally {
    await fs.rm(bundleFile, { force: true });
  }
  return {
    renderPageBody: module.renderPageBody,
    pages: module.pages,
    NotFoundContent: module.NotFoundContent,
    apiPageContent: module.apiPageContent,
    withApiLinks: module.withApiLinks,
    withSiteData: module.withSiteData,
    demos,
    ...(capturePageImports ? { pageImports: module.pageImports } : {}),
  };
}

/** A kept bundle with edited pages run against its modules in place of the pages it was bundled with (serverCache.ts). */
async function withSwappedPages(bundle: ServerBundle, swaps: ReadonlyArray<{ file: string; pathname: string; code: string }>): Promise<ServerBundle> {
  if (swaps.length === 0) return bundle;
  const pages = { ...bundle.pages };
  for (const { file, pathname, code } of swaps) {
    const Content = (await evaluateModule(file, code, 'jsx', bundle.pageImports?.[pathname] ?? {})) as MdxContent | null;
    // serverCache.ts swaps a page only when it imports what it did, so every import is in the bundle.
    if (!Content) throw new Error(`The kept server bundle lacks a module that ${file} imports`);
    pages[pathname] = Content;
  }
  return { ...bundle, pages };
}

/** Creates an incremental server bundler: each `build` re-bundles only what changed since the last. */
export function createServerBundler({ exposeImports = false, cache = false }: ServerBundlerOptions = {}): ServerBundler {
  const entry = path.join(SERVER_DIR, 'entry.tsx');
  const compiled = new Map<string, string>();
  const pagesByFile = new Map<string, DemoPageInfo>();
  const demos = new Map<string, DemoRecord>();
  let context: esbuild.BuildContext | null = null;
  let generation = 0;
  // A kept bundle exports every page's imports, so that a later build can swap edited pages in.
  const capturePageImports = exposeImports || cache;

  const createContext = (): Promise<esbuild.BuildContext> =>
    esbuild.context({
      ...SHARED_ESBUILD_OPTIONS,
      entryPoints: [entry],
      outdir: SERVER_DIR,
      entryNames: 'server',
      outExtension: { '.js': '.cjs' },
      platform: 'node',
      // The same ES module builds the browser gets, so both sides render identical markup.
      mainFields: ['module', 'main'],
      // CommonJS, so that runBundle can run it without any module loader.
      format: 'cjs',
      target: 'node20',
      metafile: cache,
      plugins: [
        ...SHARED_ESBUILD_PLUGINS,
        {
          name: 'compiled-mdx',
          setup(build) {
            build.onLoad({ filter: /\.mdx$/ }, (args) => ({
              contents: capturePageImports ? withImportCapture(compiled.get(args.path) ?? '') : (compiled.get(args.path) ?? ''),
              loader: 'jsx',
              resolveDir: path.dirname(args.path),
            }));
          },
        },
        demoModulesPlugin(pagesByFile, demos, { exposeImports }),
      ],
    });

  const prepare = async (pages: readonly ServerPageSource[], inputHashes: InputHashes = new Map()): Promise<ServerBuild> => {
    await markGeneratedModules(SERVER_DIR);
    await fs.writeFile(entry, serverEntrySource(pages, capturePageImports));
    compiled.clear();
    pagesByFile.clear();
    demos.clear();
    for (const page of pages) {
      compiled.set(page.file, page.code);
      pagesByFile.set(page.file, page);
    }
    // A fresh name per generation: a bundle being loaded is never overwritten by the next.
    const bundleFile = path.join(SERVER_DIR, `server-${process.pid}-${(generation += 1)}.cjs`);
    const reused = cache ? await reuseServerBuild(compiled, bundleFile, inputHashes) : null;
    let identity = reused?.identity ?? null;
    const swaps = (reused?.pagesToSwap ?? []).map((file) => ({ file, pathname: pagesByFile.get(file)!.pathname, code: compiled.get(file)! }));
    if (reused) {
      for (const record of reused.demos) demos.set(record.id, record);
    } else {
      context ??= await createContext();
      const current = context;
      const bundlingStarted = Date.now();
      const result = await withEsbuildErrors(() => current.rebuild(), 'Fix the syntax error in this file.');
      const outfile = path.join(SERVER_DIR, 'server.cjs');
      if (cache && result.metafile) identity = await storeServerBuild(result.metafile, compiled, outfile, [...demos.values()], inputHashes, bundlingStarted);
      await fs.rename(outfile, bundleFile);
    }
    const found = [...demos.values()].sort((a, b) => a.id.localeCompare(b.id));
    let loading: Promise<ServerBundle> | undefined;
    return { demos: found, identity, load: () => (loading ??= loadBundle(bundleFile, found, capturePageImports).then((bundle) => withSwappedPages(bundle, swaps))) };
  };

  return {
    prepare,
    build: async (pages) => (await prepare(pages)).load(),
    async dispose() {
      // A build stopped early (type errors found first) may leave a bundling in progress: end it unwritten.
      await context?.cancel();
      await context?.dispose();
      context = null;
    },
  };
}
