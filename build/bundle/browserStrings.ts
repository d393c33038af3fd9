import { existsSync, mkdirSync, promises as fs, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { en, SERVER_ONLY_NAMESPACES } from '../../site/i18n/strings';
import { BuildError } from '../errors';
import { ROOT } from '../paths';

const T_MODULE = path.join(ROOT, 'site/i18n/t.ts');
const TRANSLATOR_MODULE = path.join(ROOT, 'site/i18n/translator.ts');

/** The namespaces of the strings table a browser module may use: all but the server-only ones. */
export const BROWSER_NAMESPACES = Object.keys(en).filter((namespace) => !(SERVER_ONLY_NAMESPACES as readonly string[]).includes(namespace));

// A quoted key (`'demos.copy'`, `` `shell.flags.${plan}` ``), wherever it is written in the module: a key
// kept in a constant before it reaches `t` counts too.
const BROWSER_KEY = new RegExp(`['"\`](${BROWSER_NAMESPACES.join('|')})\\.[A-Za-z$]`, 'g');

/** The browser namespaces whose keys a module's source quotes, sorted. */
export function namespacesNamedIn(source: string): string[] {
  return [...new Set([...source.matchAll(BROWSER_KEY)].map((match) => match[1]!))].sort();
}

/** The source of a translator over the given namespaces only (each is `site/i18n/en/<namespace>.ts`). */
export function translatorSource(namespaces: readonly string[]): string {
  const imports = namespaces.map((namespace) => `import { ${namespace} } from ${JSON.stringify(path.join(ROOT, 'site/i18n/en', `${namespace}.ts`))};`);
  return [
    ...imports,
    `import { createTranslator } from ${JSON.stringify(TRANSLATOR_MODULE)};`,
    `export const t = createTranslator({ en: { ${namespaces.join(', ')} } });`,
    '',
  ].join('\n');
}

// Written once per folder: esbuild may be reading it on another thread when the next module asks for it.
function writeTranslator(stringsDir: string, namespaces: readonly string[]): string {
  const file = path.join(stringsDir, `t-${namespaces.join('-') || 'none'}.ts`);
  if (!existsSync(file)) {
    mkdirSync(stringsDir, { recursive: true });
    writeFileSync(`${file}.${process.pid}.tmp`, translatorSource(namespaces));
    renameSync(`${file}.${process.pid}.tmp`, file);
  }
  return file;
}

/**
 * Writes, before a bundle looks for a reusable cached build, the translator any module under site/ and
 * runtime/ would get (the one over no namespace included): the cache hashes the inputs the last bundle
 * read, these among them, and one written only while bundling would be missing from the next build.
 */
export async function writeBrowserTranslators(stringsDir: string): Promise<void> {
  writeTranslator(stringsDir, []);
  for (const dir of ['site', 'runtime']) {
    for (const name of await fs.readdir(path.join(ROOT, dir), { recursive: true })) {
      if (!/\.tsx?$/.test(name)) continue;
      const namespaces = namespacesNamedIn(await fs.readFile(path.join(ROOT, dir, name), 'utf8'));
      if (namespaces.length > 0) writeTranslator(stringsDir, namespaces);
    }
  }
}

/**
 * In a browser bundle, each module's import of `t` gets a translator over only the namespaces that module
 * quotes keys of: the whole table (3.2 KB gzip) loaded on every page for the few strings the runtime and
 * a demo's toolbar show. The translators are files in `stringsDir` (not virtual modules) so the bundle
 * cache can hash them like any input.
 */
export function browserStringsPlugin(stringsDir: string): esbuild.Plugin {
  return {
    name: 'browser-strings',
    setup(build) {
      build.onResolve({ filter: /(^|\/)t$/ }, (args) => {
        if (!args.importer || path.resolve(args.resolveDir, `${args.path}.ts`) !== T_MODULE) return undefined;
        return { path: writeTranslator(stringsDir, namespacesNamedIn(readFileSync(args.importer, 'utf8'))) };
      });
    },
  };
}

// A quoted key of a server-only namespace (`'api.props'`, `` `offline.${key}` ``), wherever it is written.
const SERVER_ONLY_KEY = new RegExp(`['"\`](?:${SERVER_ONLY_NAMESPACES.join('|')})\\.[A-Za-z$]`);

/**
 * Stops the build when a module of the browser bundle (a project file esbuild read: `inputs`) names a key
 * of a namespace the browser's translators leave out: in the browser it would show the bare key.
 */
export function checkBrowserStrings(inputs: readonly string[]): void {
  for (const input of inputs) {
    if (!/^(site|runtime)\/.*\.tsx?$/.test(input) || input.startsWith('site/i18n/')) continue;
    const file = path.join(ROOT, input);
    const lines = readFileSync(file, 'utf8').split('\n');
    const index = lines.findIndex((line) => SERVER_ONLY_KEY.test(line));
    if (index === -1) continue;
    throw new BuildError(
      `This module runs in the browser and names an interface string of a namespace only server-rendered pages have (${SERVER_ONLY_NAMESPACES.join(', ')}).`,
      { file, line: index + 1 },
      'Render that text on the server, or move its strings to a namespace the browser has (out of SERVER_ONLY_NAMESPACES in site/i18n/strings.ts).',
    );
  }
}
