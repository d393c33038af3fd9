import { promises as fs, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { ROOT } from '../paths';
import { barrelImportsPlugin } from './barrelImports';

// @mui/icons-material's path imports (`@mui/icons-material/Delete`) are CommonJS; from an ES module
// package esbuild would follow Node and hand out `module.exports` as the default. Its ESM twin is exact.
// The twin's path is known: asking esbuild to resolve each of some 500 icons (`build.resolve`) queued
// behind the bundle's other work and held the server bundle up by seconds.
const ICONS_PACKAGE = createRequire(path.join(ROOT, 'package.json')).resolve('@mui/icons-material/package.json');
const ICONS_SIDE_EFFECTS = (JSON.parse(readFileSync(ICONS_PACKAGE, 'utf8')) as { sideEffects?: unknown }).sideEffects;
const iconsAsEsm: esbuild.Plugin = {
  name: 'icons-material-esm',
  setup(build) {
    build.onResolve({ filter: /^@mui\/icons-material\/[A-Za-z0-9]+$/ }, async (args) => {
      const file = path.join(path.dirname(ICONS_PACKAGE), 'esm', `${args.path.slice('@mui/icons-material/'.length)}.js`);
      if (await fs.access(file).then(() => true, () => false)) return { path: file, sideEffects: ICONS_SIDE_EFFECTS !== false };
      // An icon that does not exist: esbuild's own resolution reports it.
      return build.resolve(args.path.replace('@mui/icons-material/', '@mui/icons-material/esm/') + '.js', { kind: args.kind, resolveDir: args.resolveDir });
    });
  },
};

// @emotion/react's browser build opens with a bare `import 'hoist-non-react-statics'`, a leftover of its
// own bundling: only `withTheme` uses the module, through an import of its own. A bare import of a
// CommonJS module counts as a side effect, so every page with React islands loaded hoist-non-react-statics
// and its copy of react-is (about 1.5 KB gzip) without calling them. The module only defines functions:
// marked free of side effects, it is bundled where `withTheme` is used and nowhere else.
const RESOLVING_HOIST = Symbol('resolving hoist-non-react-statics');
const hoistWithoutSideEffects: esbuild.Plugin = {
  name: 'hoist-non-react-statics-without-side-effects',
  setup(build) {
    build.onResolve({ filter: /^hoist-non-react-statics$/ }, async (args) => {
      if (args.pluginData === RESOLVING_HOIST) return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING_HOIST });
      return resolved.errors.length > 0 ? undefined : { path: resolved.path, sideEffects: false };
    });
  },
};

/**
 * The browsers the site's scripts are written for. Each supports class fields, `??=` and the other
 * ES2021–2022 syntax, so esbuild keeps it as written instead of adding helpers (a floor of `es2020`
 * lowered it for every browser on the list).
 */
export const BROWSER_TARGETS = ['chrome100', 'firefox100', 'safari15'];

/** Shared esbuild settings of the server and browser bundles: they must agree on NODE_ENV (hydration). */
export const SHARED_ESBUILD_OPTIONS = {
  bundle: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
  tsconfig: path.join(ROOT, 'tsconfig.json'),
  absWorkingDir: ROOT,
  // Generated entry files may live outside the project (DOCS_CACHE_DIR): packages still resolve from here.
  nodePaths: [path.join(ROOT, 'node_modules')],
} satisfies esbuild.BuildOptions;

/** Plugins both bundles use, so a module resolves to the same file on the server and in the browser. */
export const SHARED_ESBUILD_PLUGINS: esbuild.Plugin[] = [iconsAsEsm, hoistWithoutSideEffects, barrelImportsPlugin()];

/**
 * Marks a folder of generated modules as ES modules, as the project is (`"type": "module"`): esbuild
 * interprets a CommonJS module's default import by the importer's package (`__toESM(…, 1)` in a module
 * package), so without this a cache folder outside the project (`DOCS_CACHE_DIR=/tmp/…`) bundled
 * differently from one inside it.
 */
export async function markGeneratedModules(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'package.json'), '{ "type": "module" }\n');
}
