import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { MdxContent, RenderPageInput } from '../../site/render/renderPage';
import type { SiteData } from '../../site/siteData/types';
import type { ApiRenderers } from '../api/site';
import { ROOT, WORK_DIR } from '../paths';
import { demoModulesPlugin, type DemoPageInfo, type DemoRecord } from './demoModules';
import { withEsbuildErrors } from './esbuildErrors';
import { SHARED_ESBUILD_OPTIONS, SHARED_ESBUILD_PLUGINS } from './options';

/** A page ready for the server bundle: its file, pathname and compiled MDX code. */
export interface ServerPageSource extends DemoPageInfo {
  file: string;
  code: string;
}

/** The loaded server bundle: the renderer and every page's MDX component. */
export interface ServerBundle extends ApiRenderers {
  renderPage: (input: RenderPageInput) => string;
  pages: Record<string, MdxContent>;
  NotFoundContent: MdxContent;
  /** Wraps a page's content with the build's site data (site/siteData/withSiteData.tsx). */
  withSiteData: (Content: MdxContent, data: SiteData) => MdxContent;
  demos: DemoRecord[];
}

const SERVER_DIR = path.join(WORK_DIR, 'server');


function serverEntrySource(pages: readonly ServerPageSource[]): string {
  const imports = pages.map((page, index) => `import Page${index} from ${JSON.stringify(page.file)};`);
  const entries = pages.map((page, index) => `  ${JSON.stringify(page.pathname)}: Page${index},`);
  return [
    `export { renderPage } from ${JSON.stringify(path.join(ROOT, 'site/render/renderPage.tsx'))};`,
    `export { NotFoundContent } from ${JSON.stringify(path.join(ROOT, 'site/pages/NotFound.tsx'))};`,
    `export { apiPageContent, withApiLinks } from ${JSON.stringify(path.join(ROOT, 'site/api/contents.tsx'))};`,
    `export { withSiteData } from ${JSON.stringify(path.join(ROOT, 'site/siteData/withSiteData.tsx'))};`,
    ...imports,
    'export const pages = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

/** Bundles every page and the renderer into one Node module, loads it and returns its exports. */
export async function bundleServer(pages: readonly ServerPageSource[]): Promise<ServerBundle> {
  await fs.mkdir(SERVER_DIR, { recursive: true });
  const entry = path.join(SERVER_DIR, 'entry.tsx');
  await fs.writeFile(entry, serverEntrySource(pages));
  const compiled = new Map(pages.map((page) => [page.file, page.code]));
  const pagesByFile = new Map<string, DemoPageInfo>(pages.map((page) => [page.file, page]));
  const demos = new Map<string, DemoRecord>();
  const outfile = path.join(SERVER_DIR, `server-${Date.now()}.mjs`);

  await withEsbuildErrors(
    () =>
      esbuild.build({
        ...SHARED_ESBUILD_OPTIONS,
        entryPoints: [entry],
        outfile,
        platform: 'node',
        // The same ES module builds the browser gets, so both sides render identical markup.
        mainFields: ['module', 'main'],
        format: 'esm',
        target: 'node20',
        // Some CommonJS dependencies call require() for Node built-ins.
        banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
        plugins: [
          ...SHARED_ESBUILD_PLUGINS,
          {
            name: 'compiled-mdx',
            setup(build) {
              build.onLoad({ filter: /\.mdx$/ }, (args) => ({
                contents: compiled.get(args.path) ?? '',
                loader: 'jsx',
                resolveDir: path.dirname(args.path),
              }));
            },
          },
          demoModulesPlugin(pagesByFile, demos),
        ],
      }),
    'Fix the syntax error in this file.',
  );

  const module = (await import(pathToFileURL(outfile).href)) as Omit<ServerBundle, 'demos'>;
  await fs.rm(outfile, { force: true });
  return { renderPage: module.renderPage, pages: module.pages, NotFoundContent: module.NotFoundContent, apiPageContent: module.apiPageContent, withApiLinks: module.withApiLinks, withSiteData: module.withSiteData, demos: [...demos.values()].sort((a, b) => a.id.localeCompare(b.id)) };
}
