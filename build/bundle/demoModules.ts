import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { DEMO_PRODUCTS, type DemoProduct } from '../../site/demos/types';
import type { PreparedDemo } from '../demos/prepare';
import { prepareDemoCached } from '../demos/prepareCache';
import { findStylingVariants } from '../demos/variants';
import type { CodeStyling } from '../../site/demos/codePreferences';
import { ROOT } from '../paths';
import { bringsOwnTheme } from '../../site/demos/ownTheme';
import { isTailwindDemoFile } from '../../site/demos/tailwindScope';
import { islandPageKey } from '../../site/islands/pageRegistry';
import { DEMO_EXPORT, PAGE_IMPORTS_EXPORT, withImportCapture } from '../dev/pageImports';

/** A demo found while bundling pages: the client bundle makes an island chunk of each. */
export interface DemoRecord {
  id: string;
  file: string;
  product: DemoProduct;
  /** Derived sources, preview and dependencies (build/demos/prepare.ts). */
  prepared: PreparedDemo;
  /** Code-styling variants the demo's folder provides (`Name.css.tsx`, `Name.tailwind.tsx`). */
  variants: Array<{ styling: CodeStyling; file: string; prepared: PreparedDemo }>;
}

/** What the demo plugin needs to know about each page that may import demos. */
export interface DemoPageInfo {
  pathname: string;
  productId: string | null;
}

// The page key prefix is what ties a demo to its page's island registry (build/bundle/islandRegistries.ts).
function demoId(pagePathname: string, name: string): string {
  return `${islandPageKey(pagePathname)}/${name}`;
}

/** The island page key of a demo id (its page's part): `material-ui/react-button/BasicButtons` → `material-ui/react-button`. */
export function pageKeyOfDemo(id: string): string {
  return id.slice(0, id.lastIndexOf('/'));
}

/** A demo's name, its anchor and island suffix: the file name without `.tsx`, and without `.tailwind` for a demo written with Tailwind. */
export function demoNameOf(file: string): string {
  return path.basename(file, '.tsx').replace(/\.tailwind$/, '');
}

// Demo preparation (JS derivation, formatting, highlighting) by exact source: rebuilds in one process
// (dev mode) redo it only for the demos that changed.
const preparedBySource = new Map<string, Promise<PreparedDemo>>();

/** The error text of a demo whose preparation (JS twin, formatting, highlighting) failed. */
export function underivableDemoMessage(cause: string): string {
  return `The JS version of this demo could not be derived: ${cause}`;
}

/** Prepares a demo's source once per process (dev mode's demo swap shares the cache with the bundle). */
export function prepareDemoOnce(source: string): Promise<PreparedDemo> {
  let prepared = preparedBySource.get(source);
  if (!prepared) {
    prepared = prepareDemoCached(source);
    preparedBySource.set(source, prepared);
    prepared.catch(() => preparedBySource.delete(source));
  }
  return prepared;
}

/** The JSON part of a demo's descriptor: what the page's demo shell shows besides the live component. */
export function demoDescriptor(record: DemoRecord): Record<string, unknown> {
  return {
    id: record.id,
    name: demoNameOf(record.file),
    product: record.product,
    sourcePath: path.relative(ROOT, record.file).split(path.sep).join('/'),
    previewHtml: record.prepared.previewHtml,
    ownTheme: bringsOwnTheme(record.prepared.code.TS.source),
    stylings: record.variants.length > 0 ? ['MUI System', ...record.variants.map((variant) => variant.styling)] : [],
    tailwind: isTailwindDemoFile(record.file),
    variantPreviews: Object.fromEntries(record.variants.map((variant) => [variant.styling, variant.prepared.previewHtml])),
  };
}

/** Prepares the code-styling variants beside a demo; failures are collected by file. */
export async function prepareVariants(file: string, failures: Map<string, string>): Promise<DemoRecord['variants']> {
  const variants: DemoRecord['variants'] = [];
  for (const variant of await findStylingVariants(file)) {
    try {
      variants.push({ ...variant, prepared: await prepareDemoOnce(await fs.readFile(variant.file, 'utf8')) });
    } catch (error) {
      failures.set(variant.file, (error as Error).message);
    }
  }
  return variants;
}

/** What the demo plugin does beyond the build's defaults (dev mode). */
export interface DemoPluginOptions {
  /** Exports each demo's file and imports beside its descriptor, for swapping an edited demo in (build/dev/updateDemos.ts). */
  exposeImports?: boolean;
}

/**
 * esbuild plugin for the server bundle: an MDX page's `import X from './demos/X'` becomes a demo
 * descriptor holding the live component, its id and its highlighted source (STYLE.md: write each demo once).
 */
export function demoModulesPlugin(pagesByFile: Map<string, DemoPageInfo>, found: Map<string, DemoRecord>, options: DemoPluginOptions = {}): Plugin {
  return {
    name: 'demo-modules',
    setup(build) {
      const unprepared = new Map<string, string>();
      // The plugin lives as long as its esbuild context: forget the last build's failures.
      build.onStart(() => unprepared.clear());
      build.onResolve({ filter: /^\.\/demos\// }, async (args) => {
        if (!args.importer.endsWith('.mdx')) return undefined;
        const page = pagesByFile.get(args.importer);
        const base = path.resolve(args.resolveDir, args.path);
        const file = [base, `${base}.tsx`].find((candidate) => candidate.endsWith('.tsx'));
        try {
          await fs.access(file!);
        } catch {
          return { errors: [{ text: `Demo file not found: ${path.relative(ROOT, `${base}.tsx`)}. Demos are .tsx files in the page's demos/ folder.` }] };
        }
        if (!page || !page.productId || !(DEMO_PRODUCTS as readonly string[]).includes(page.productId)) {
          return { errors: [{ text: `Demos are supported on ${DEMO_PRODUCTS.join(', ')} pages only.` }] };
        }
        return { path: file!, namespace: 'demo', pluginData: { page } };
      });

      build.onLoad({ filter: /.*/, namespace: 'demo' }, async (args) => {
        const page = args.pluginData.page as DemoPageInfo;
        const name = demoNameOf(args.path);
        const source = await fs.readFile(args.path, 'utf8');
        let prepared: PreparedDemo;
        try {
          prepared = await prepareDemoOnce(source);
        } catch (error) {
          // esbuild parses the same file next and reports a syntax error with its line; anything else is ours.
          unprepared.set(args.path, (error as Error).message);
          return { contents: `import ${JSON.stringify(args.path)};\nexport default {};\n`, loader: 'js', resolveDir: path.dirname(args.path) };
        }
        const variants = await prepareVariants(args.path, unprepared);
        const record: DemoRecord = { id: demoId(page.pathname, name), file: args.path, product: page.productId as DemoProduct, prepared, variants };
        found.set(record.id, record);
        const component = JSON.stringify(args.path);
        const devExport = options.exposeImports ? `export { ${PAGE_IMPORTS_EXPORT} as ${DEMO_EXPORT} } from ${component};\n` : '';
        return {
          contents: `import Component from ${component};\nexport default { Component, ...${JSON.stringify(demoDescriptor(record))} };\n${devExport}`,
          loader: 'js',
          resolveDir: path.dirname(args.path),
          watchFiles: [args.path],
        };
      });

      // Dev mode: a demo's own module also exports what it imports (the JSX runtime included).
      if (options.exposeImports) {
        build.onLoad({ filter: /\/demos\/[^/]+\.tsx$/ }, async (args) => {
          if (![...found.values()].some((record) => record.file === args.path)) return undefined;
          const source = await fs.readFile(args.path, 'utf8');
          return { contents: withImportCapture(source, ['react/jsx-runtime']), loader: 'tsx', resolveDir: path.dirname(args.path) };
        });
      }

      // A demo whose preparation failed stops the build at its file. (Type errors: build/build.ts checks
      // demos on a worker thread while pages render.)
      build.onEnd((result) => {
        if (result.errors.length > 0 || unprepared.size === 0) return undefined;
        return { errors: [...unprepared].map(([file, message]) => ({ text: underivableDemoMessage(message), location: { file: path.relative(ROOT, file), line: 1, column: 0, lineText: '' } })) };
      });
    },
  };
}
