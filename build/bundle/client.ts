import { promises as fs } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { PageAssets } from '../../site/render/types';
import { ROOT, WORK_DIR } from '../paths';
import { writeDemoCodeModules } from '../demos/codeModules';
import { writeDemoEntryModules } from '../demos/entryModules';
import { reuseClientBuild, storeClientBuild, type InputHashes } from './clientCache';
import type { DemoRecord } from './demoModules';
import { writeIslandRegistries, type PageRegistryFile } from './islandRegistries';
import { withEsbuildErrors } from './esbuildErrors';
import { browserStringsPlugin, checkBrowserStrings, writeBrowserTranslators } from './browserStrings';
import { BROWSER_TARGETS, markGeneratedModules, SHARED_ESBUILD_OPTIONS, SHARED_ESBUILD_PLUGINS } from './options';

/** The URL prefix of everything esbuild emits; files there have content hashes and can be cached forever. */
export const STATIC_PREFIX = '/static/';

/** What the browser bundle gives the page renderer: the shared assets and each page's island registry. */
export type ClientAssets = Omit<PageAssets, 'themeBootstrapScript'>;

/**
 * One browser build: the page assets, and esbuild's account of every output (what loads what, sizes).
 * A build reused from the cache lists its outputs and their sizes only (clientCache.ts).
 */
export interface ClientBuild {
  assets: ClientAssets;
  metafile: esbuild.Metafile;
}

function clientBuildOptions(outDir: string, urlPrefix: string, generatedDir: string, registryFile: string, pages: readonly PageRegistryFile[]): esbuild.BuildOptions & { metafile: true } {
  return {
    ...SHARED_ESBUILD_OPTIONS,
    entryPoints: [
      { in: path.join(ROOT, 'runtime/main.ts'), out: 'runtime' },
      { in: path.join(ROOT, 'site/styles/site.css'), out: 'site' },
      // Each page with demos gets a registry chunk of its own: what a page loads never lists another page's demos.
      // entryNames keep only the last segment of `out`: the page key goes in flat (`islands-material-ui_react-button-<hash>.js`).
      ...pages.map((page) => ({ in: page.file, out: `islands-${page.key.replaceAll('/', '_')}` })),
    ],
    outdir: path.join(outDir, 'static'),
    publicPath: urlPrefix,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    platform: 'browser',
    format: 'esm',
    splitting: true,
    minify: true,
    target: BROWSER_TARGETS,
    metafile: true,
    plugins: [
      ...SHARED_ESBUILD_PLUGINS,
      browserStringsPlugin(path.join(generatedDir, 'strings')),
      {
        name: 'virtual-islands',
        setup(build) {
          build.onResolve({ filter: /^virtual:islands$/ }, () => ({ path: registryFile }));
        },
      },
    ],
  };
}

function assetsOf(metafile: esbuild.Metafile, outDir: string, urlPrefix: string, pages: readonly PageRegistryFile[]): ClientAssets {
  const outputs = Object.entries(metafile.outputs);
  const urlOf = (file: string): string => `${urlPrefix}${path.relative(path.join(outDir, 'static'), path.resolve(ROOT, file)).split(path.sep).join('/')}`;
  const runtime = outputs.find(([, output]) => output.entryPoint?.endsWith('runtime/main.ts'));
  const stylesheet = outputs.find(([file, output]) => file.endsWith('.css') && output.entryPoint?.endsWith('site.css'));
  if (!runtime || !stylesheet) throw new Error('esbuild produced no runtime or stylesheet output');
  const preloads = runtime[1].imports.filter((item) => item.kind === 'import-statement').map((item) => urlOf(item.path));
  const keyByEntry = new Map(pages.map((page) => [path.relative(ROOT, page.file).split(path.sep).join('/'), page.key]));
  const islandRegistries: Record<string, string> = {};
  for (const [file, output] of outputs) {
    const key = output.entryPoint === undefined ? undefined : keyByEntry.get(output.entryPoint);
    if (key !== undefined) islandRegistries[key] = urlOf(file);
  }
  return { runtimeScript: urlOf(runtime[0]), stylesheet: urlOf(stylesheet[0]), preloads, islandRegistries };
}

/** Builds the browser bundle again and again into one folder, reusing esbuild's work between builds (dev mode). */
export interface ClientBundler {
  /**
   * Builds the bundle; `stop` cancels esbuild's work when the rest of the build has failed (the promise then
   * rejects). `inputHashes` is the build's own map, shared with its server bundle (see InputHashes).
   */
  build(demos: readonly DemoRecord[], stop?: AbortSignal, inputHashes?: InputHashes): Promise<ClientBuild>;
  /** Stops esbuild's context: an undisposed context keeps the process alive. */
  dispose(): Promise<void>;
}

/** How a browser bundler is set up. */
export interface ClientBundlerOptions {
  /** Reuse the last build's output when none of its inputs changed, and keep each fresh build for the next (one-shot builds). */
  reuseUnchanged?: boolean;
  /** The URL of `<outDir>/static/` (dev mode gives each page's bundle a folder of its own). */
  urlPrefix?: string;
  /** Where the generated registries and code modules go: bundlers that run side by side need folders of their own. */
  generatedDir?: string;
}

/** Creates a browser bundler writing to `<outDir>/static` that keeps one esbuild context between builds. */
export function createClientBundler(outDir: string, { reuseUnchanged = false, urlPrefix = STATIC_PREFIX, generatedDir = path.join(WORK_DIR, 'client') }: ClientBundlerOptions = {}): ClientBundler {
  let context: esbuild.BuildContext<esbuild.BuildOptions & { metafile: true }> | null = null;
  let contextEntries = '';
  return {
    async build(demos, stop, inputHashes = new Map()) {
      await markGeneratedModules(generatedDir);
      await Promise.all([writeDemoEntryModules(demos, generatedDir), writeDemoCodeModules(demos, generatedDir), writeBrowserTranslators(path.join(generatedDir, 'strings'))]);
      const { siteFile, pages } = await writeIslandRegistries(demos, generatedDir);
      // A page that gains its first demo or loses its last one changes the entry points: no reuse, and
      // a new context (a context's entry points are fixed).
      const entries = pages.map((page) => page.key).join('\n');
      const reused = reuseUnchanged ? await reuseClientBuild(outDir, entries, inputHashes) : null;
      if (reused) return reused;
      if (context && entries !== contextEntries) {
        await context.dispose();
        context = null;
      }
      contextEntries = entries;
      context ??= await esbuild.context(clientBuildOptions(outDir, urlPrefix, generatedDir, siteFile, pages));
      const current = context;
      stop?.throwIfAborted();
      // A build whose page rendering already failed need not wait for a bundle it will never write (a
      // rebuild takes seconds): esbuild stops at its next check point and the rebuild rejects.
      const cancel = (): void => void current.cancel();
      stop?.addEventListener('abort', cancel, { once: true });
      const bundlingStarted = Date.now();
      const result = await withEsbuildErrors(() => current.rebuild(), 'Fix the error in this browser module or demo.').finally(() => stop?.removeEventListener('abort', cancel));
      checkBrowserStrings(Object.keys(result.metafile.inputs));
      const build = { assets: assetsOf(result.metafile, outDir, urlPrefix, pages), metafile: result.metafile };
      if (reuseUnchanged) await storeClientBuild(outDir, entries, build, inputHashes, bundlingStarted);
      return build;
    },
    async dispose() {
      await context?.dispose();
      context = null;
    },
  };
}

/**
 * Bundles the browser runtime, every island chunk and the site stylesheet into `<outDir>/static` once,
 * or links in the previous build's files when none of its inputs changed (build/bundle/clientCache.ts).
 */
export async function bundleClient(demos: readonly DemoRecord[], outDir: string, stop?: AbortSignal, inputHashes?: InputHashes): Promise<ClientBuild> {
  const bundler = createClientBundler(outDir, { reuseUnchanged: true });
  try {
    return await bundler.build(demos, stop, inputHashes);
  } finally {
    await bundler.dispose();
  }
}
