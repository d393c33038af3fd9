import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { DEMO_PRODUCTS, type DemoProduct } from '../../site/demos/types';
import { prepareDemo, type PreparedDemo } from '../demos/prepare';
import { typeCheckDemos } from '../demos/typecheck';
import { findStylingVariants } from '../demos/variants';
import type { CodeStyling } from '../../site/demos/codePreferences';
import { ROOT } from '../paths';

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

function demoId(pagePathname: string, name: string): string {
  return `${pagePathname === '/' ? 'index' : pagePathname.slice(1)}/${name}`;
}

// Demo preparation (JS derivation, formatting, highlighting) by exact source: rebuilds in one process
// (dev mode) redo it only for the demos that changed.
const preparedBySource = new Map<string, Promise<PreparedDemo>>();

function prepareDemoOnce(source: string): Promise<PreparedDemo> {
  let prepared = preparedBySource.get(source);
  if (!prepared) {
    prepared = prepareDemo(source);
    preparedBySource.set(source, prepared);
    prepared.catch(() => preparedBySource.delete(source));
  }
  return prepared;
}

/**
 * esbuild plugin for the server bundle: an MDX page's `import X from './demos/X'` becomes a demo
 * descriptor holding the live component, its id and its highlighted source (STYLE.md: write each demo once).
 */
export function demoModulesPlugin(pagesByFile: Map<string, DemoPageInfo>, found: Map<string, DemoRecord>, options: { typeCheck: boolean } = { typeCheck: true }): Plugin {
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
        const name = path.basename(args.path, '.tsx');
        const source = await fs.readFile(args.path, 'utf8');
        let prepared: PreparedDemo;
        try {
          prepared = await prepareDemoOnce(source);
        } catch (error) {
          // esbuild parses the same file next and reports a syntax error with its line; anything else is ours.
          unprepared.set(args.path, (error as Error).message);
          return { contents: `import ${JSON.stringify(args.path)};\nexport default {};\n`, loader: 'js', resolveDir: path.dirname(args.path) };
        }
        const variants: DemoRecord['variants'] = [];
        for (const variant of await findStylingVariants(args.path)) {
          try {
            variants.push({ ...variant, prepared: await prepareDemoOnce(await fs.readFile(variant.file, 'utf8')) });
          } catch (error) {
            unprepared.set(variant.file, (error as Error).message);
          }
        }
        const record: DemoRecord = { id: demoId(page.pathname, name), file: args.path, product: page.productId as DemoProduct, prepared, variants };
        found.set(record.id, record);
        const descriptor = {
          id: record.id,
          name,
          product: record.product,
          sourcePath: path.relative(ROOT, args.path).split(path.sep).join('/'),
          previewHtml: prepared.previewHtml,
          stylings: variants.length > 0 ? ['MUI System', ...variants.map((variant) => variant.styling)] : [],
        };
        return {
          contents: `import Component from ${JSON.stringify(args.path)};\nexport default { Component, ...${JSON.stringify(descriptor)} };\n`,
          loader: 'js',
          resolveDir: path.dirname(args.path),
          watchFiles: [args.path],
        };
      });

      // A demo that does not type-check stops the build at its file and line (DESIGN.md §10).
      build.onEnd((result) => {
        if (result.errors.length > 0) return undefined;
        if (unprepared.size > 0) {
          return { errors: [...unprepared].map(([file, message]) => ({ text: `The JS version of this demo could not be derived: ${message}`, location: { file: path.relative(ROOT, file), line: 1, column: 0, lineText: '' } })) };
        }
        // Dev mode skips the type check to stay fast; `npm run build` and `npm test` still run it.
        if (found.size === 0 || !options.typeCheck) return undefined;
        const files = [...new Set([...found.values()].flatMap((record) => [record.file, ...record.variants.map((variant) => variant.file)]))];
        const errors = typeCheckDemos(files).map((error) => ({
          text: `Type error in demo: ${error.message}`,
          location: { file: path.relative(ROOT, error.file), line: error.line, column: error.column - 1, lineText: '' },
        }));
        return errors.length > 0 ? { errors } : undefined;
      });
    },
  };
}
