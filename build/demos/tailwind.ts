import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AtRule, Root } from 'postcss';
import type { Config } from 'tailwindcss';
import { transform } from 'esbuild';
import { isTailwindDemoFile, TAILWIND_DARK_SELECTOR, TAILWIND_DEMO_SCOPE, TAILWIND_KEYFRAMES_PREFIX } from '../../site/demos/tailwindScope';
import { pageKeyOfDemo, type DemoRecord } from '../bundle/demoModules';
import { writeFileAtomically } from '../cacheFiles';
import { BuildError } from '../errors';
import { CACHE_DIR, ROOT } from '../paths';
import { STATIC_PREFIX } from '../bundle/client';

// Demos written with Tailwind classes (`Name.tailwind.tsx`) render styled because the build runs the
// real Tailwind CSS over their source and ships the result as one small stylesheet, linked only from
// the pages that have such demos. Preflight is off and every rule is scoped to the demo shell's
// TAILWIND_DEMO_SCOPE, so the stylesheet can never restyle the site around the demos.

/** One Tailwind demo file and its source: what Tailwind scans for class names. */
export interface TailwindSource {
  file: string;
  source: string;
}

/** Stylesheets each page's demos need, by island page key (`assets.demoStylesheets`). */
export type DemoStylesheets = Record<string, string[]>;

const THIS_FILE = fileURLToPath(import.meta.url);
const SCOPE_FILE = path.join(ROOT, 'site/demos/tailwindScope.ts');
const INPUT = '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n';
const HINT = 'Fix the class (a typo in a theme key, an arbitrary value Tailwind cannot read) in the Tailwind demo; every Tailwind class of a demo must generate CSS.';

/** The Tailwind config of the site's demos: no preflight, utilities under the demo scope, `dark:` following the site. */
export function tailwindConfig(sources: readonly TailwindSource[]): Config {
  return {
    content: sources.map((entry) => ({ raw: entry.source, extension: 'tsx' })),
    corePlugins: { preflight: false },
    important: TAILWIND_DEMO_SCOPE,
    darkMode: ['selector', TAILWIND_DARK_SELECTOR],
    theme: { extend: {} },
  };
}

/** Whether a selector only matches inside a Tailwind demo. */
export function isScopedSelector(selector: string): boolean {
  return selector.startsWith(`${TAILWIND_DEMO_SCOPE} `) || selector.startsWith(`:is(${TAILWIND_DEMO_SCOPE} `);
}

function insideKeyframes(node: { parent?: unknown }): boolean {
  const parent = node.parent as AtRule | Root | undefined;
  return parent?.type === 'atrule' && /keyframes$/i.test(parent.name);
}

/**
 * Scopes what Tailwind's `important` option leaves global: the `--tw-*` defaults of `@tailwind base`
 * (on `*, ::before, ::after`, `::backdrop`) go under the demo scope, and `@keyframes` get a prefix.
 */
export function scopeTailwindCss(root: Root): void {
  const renamed = new Map<string, string>();
  root.walkAtRules(/keyframes$/i, (rule) => {
    const name = `${TAILWIND_KEYFRAMES_PREFIX}${rule.params}`;
    renamed.set(rule.params, name);
    rule.params = name;
  });
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    rule.selectors = rule.selectors.map((selector) => (isScopedSelector(selector) ? selector : `${TAILWIND_DEMO_SCOPE} ${selector}`));
  });
  if (renamed.size === 0) return;
  root.walkDecls(/^animation(-name)?$/, (decl) => {
    decl.value = decl.value
      .split(/([\s,]+)/)
      .map((word) => renamed.get(word) ?? word)
      .join('');
  });
}

// Tailwind reports a class it cannot generate (`bg-[theme(colors.nope)]`) as a console warning and drops
// it; for the build that is an error at the file and line that use the class.
function warningError(warning: string, sources: readonly TailwindSource[]): BuildError {
  const candidate = /`([^`]+)`/.exec(warning)?.[1];
  const owner = candidate ? sources.find((entry) => entry.source.includes(candidate)) : undefined;
  if (!owner || !candidate) return new BuildError(`Tailwind CSS: ${warning}`, { file: THIS_FILE }, 'The Tailwind config of the demos (tailwindConfig) is wrong; fix it here.');
  const line = owner.source.split('\n').findIndex((text) => text.includes(candidate)) + 1;
  return new BuildError(`Tailwind CSS could not generate the class \`${candidate}\`: ${warning}`, { file: owner.file, line: line || undefined }, HINT);
}

/** Runs Tailwind over the sources and returns the scoped, minified stylesheet; a Tailwind error or warning stops the build. */
export async function compileTailwindCss(sources: readonly TailwindSource[]): Promise<string> {
  // Imported on demand: a warm build takes the stylesheet from the cache and never loads Tailwind.
  const [{ default: postcss }, { default: tailwind }] = await Promise.all([import('postcss'), import('tailwindcss')]);
  const warnings: string[] = [];
  const warn = console.warn;
  let root: Root;
  // Tailwind logs `console.warn(label, '-', message)` (after an empty line); only those calls are taken
  // while it runs, anything else the process warns meanwhile passes through.
  console.warn = (...args: unknown[]) => {
    if (args.length === 1 && args[0] === '') return;
    if (args.length === 3 && args[1] === '-') warnings.push(String(args[2]));
    else warn(...args);
  };
  try {
    root = (await postcss([tailwind(tailwindConfig(sources))]).process(INPUT, { from: undefined })).root;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new BuildError(`Tailwind CSS failed: ${message}`, { file: THIS_FILE }, 'The Tailwind config of the demos (tailwindConfig) or a class in a Tailwind demo is wrong.');
  } finally {
    console.warn = warn;
  }
  if (warnings.length > 0) throw warningError(warnings[0]!, sources);
  scopeTailwindCss(root);
  return (await transform(root.toString(), { loader: 'css', minify: true })).code;
}

/** What the stylesheet needs to know of a demo (a `DemoRecord`): its id, its file and its variants' files. */
export interface TailwindDemoInput {
  id: DemoRecord['id'];
  file: string;
  variants: ReadonlyArray<{ file: string }>;
}

/** The Tailwind files of a demo: the demo itself when it is written with Tailwind, and its Tailwind twin. */
export function tailwindFilesOf(demo: TailwindDemoInput): string[] {
  return [demo.file, ...demo.variants.map((variant) => variant.file)].filter(isTailwindDemoFile);
}

async function cacheKey(sources: readonly TailwindSource[]): Promise<string> {
  const require = createRequire(import.meta.url);
  const hash = createHash('sha1');
  for (const name of ['tailwindcss', 'postcss', 'esbuild']) hash.update(`${name}@${(require(`${name}/package.json`) as { version: string }).version}\n`);
  for (const file of [THIS_FILE, SCOPE_FILE]) hash.update(await fs.readFile(file));
  for (const entry of sources) hash.update(`\n${path.relative(ROOT, entry.file)}\n`).update(entry.source);
  return hash.digest('hex');
}

/**
 * Writes the demos' Tailwind stylesheet to `<assetsDir>/static/tailwind-<hash>.css` and says which pages
 * link it (none when no demo is written with Tailwind). The CSS is kept in `.cache/tailwind/`, keyed by
 * the Tailwind files and versions, so a build in which no Tailwind demo changed does not run Tailwind.
 */
export async function writeTailwindStylesheet(demos: readonly TailwindDemoInput[], assetsDir: string, cacheDir = CACHE_DIR): Promise<{ stylesheets: DemoStylesheets; fromCache: boolean }> {
  const filesByPage = new Map<string, string[]>();
  for (const demo of demos) {
    const files = tailwindFilesOf(demo);
    if (files.length > 0) filesByPage.set(pageKeyOfDemo(demo.id), [...(filesByPage.get(pageKeyOfDemo(demo.id)) ?? []), ...files]);
  }
  if (filesByPage.size === 0) return { stylesheets: {}, fromCache: false };
  const files = [...new Set([...filesByPage.values()].flat())].sort();
  const sources = await Promise.all(files.map(async (file) => ({ file, source: await fs.readFile(file, 'utf8') })));
  const cached = path.join(cacheDir, 'tailwind', `${await cacheKey(sources)}.css`);
  let css = await fs.readFile(cached, 'utf8').catch(() => null);
  const fromCache = css !== null;
  if (css === null) {
    css = await compileTailwindCss(sources);
    await writeFileAtomically(cached, css);
  }
  const name = `tailwind-${createHash('sha1').update(css).digest('hex').slice(0, 8).toUpperCase()}.css`;
  await fs.mkdir(path.join(assetsDir, 'static'), { recursive: true });
  await fs.writeFile(path.join(assetsDir, 'static', name), css);
  const href = `${STATIC_PREFIX}${name}`;
  return { stylesheets: Object.fromEntries([...filesByPage.keys()].map((key) => [key, [href]])), fromCache };
}
