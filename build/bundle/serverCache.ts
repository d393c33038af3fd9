import { promises as fs } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { codeKeyOf, writeFileAtomically } from '../cacheFiles';
import { STYLING_SUFFIXES, variantFile } from '../demos/variants';
import { CACHE_DIR, ROOT } from '../paths';
import { everyImportSpecifier, importSpecifiers } from '../dev/pageImports';
import { prepareDemoOnce, type DemoRecord } from './demoModules';
import { changedInputs, hashInput, localPath, portablePath, sha1, withFileSlot, WORK_PLACEHOLDER, writtenSince, type InputHashes } from './inputHashes';

// The server bundle is the largest step of a warm build (esbuild over every page, demo and the four
// libraries: about 11 s at 650 pages). Like the browser bundle (clientCache.ts), its output is a function
// of its inputs, so a build whose inputs all hash as they did last time links last time's bundle
// instead. Two kinds of input are not plain files: an MDX page is bundled from its compiled code (hashed
// as such), and a demo module is made from the demo's source and the styling variants beside it (hashed
// together, a missing variant included, so a variant that appears is a change). The demo records the
// bundling collected are kept beside the bundle: the browser bundle and the pages need them.
//
// An edit to pages' prose only (their compiled code changed, what they import did not) reuses the bundle
// too: the bundle exports each page's imports, and the edited pages are run against those very modules
// when it loads (server.ts), as dev mode swaps pages in. Re-bundling took 10 s at 650 pages and 20 s at
// 2,250 for a one-word edit.

const CACHE_ROOT = path.join(CACHE_DIR, 'server-bundle');
const MANIFEST = path.join(CACHE_ROOT, 'manifest.json');
/** The demo plugin's esbuild namespace: its metafile inputs are named `demo:<absolute path>`. */
const DEMO_NAMESPACE_PREFIX = 'demo:';
/** The code that shapes the bundle besides its inputs: the bundling, the demo modules and their preparation. */
const SHAPING_DIRS = ['build/bundle', 'build/demos', 'build/dev'];
const SHAPING_FILES = ['build/content/highlight.ts', 'build/content/twoThemeTokens.ts', 'tsconfig.json', 'package-lock.json'];

interface Manifest {
  key: string;
  /** Portable input name → hash (see serverInputHash). */
  inputs: Record<string, string | null>;
  /** The bundle's file name under CACHE_ROOT. */
  bundle: string;
  /** The demo records without their prepared sources, which the prepared-demo cache holds already (by source). */
  demos: KeptDemo[];
  identity: ServerIdentity;
  /** By MDX file (portable): the modules its compiled code imports, which a page swapped in must keep (null: never swapped). */
  pageImports: Record<string, string[] | null>;
}

type KeptDemo = Omit<DemoRecord, 'prepared' | 'variants'> & { variants: Array<Omit<DemoRecord['variants'][number], 'prepared'>> };

// A file as the metafile (and so the manifest and the identity) names it: relative to ROOT, so a copy of
// the project (with a copy of the cache, as the bad-input tests make) reuses the bundle. The bundle
// itself names no file but in comments.
const metafileName = (file: string): string => portablePath(path.relative(ROOT, file).split(path.sep).join('/'));

// Keeping the prepared sources in the manifest as well would make it a 300 MB JSON text at 7,700 demos.
function keptDemo({ prepared: _prepared, variants, ...demo }: DemoRecord): KeptDemo {
  return { ...demo, file: metafileName(demo.file), variants: variants.map(({ prepared: _variantPrepared, ...variant }) => ({ ...variant, file: metafileName(variant.file) })) };
}

/** A kept demo's record again: its sources' preparations come from the prepared-demo cache (or are redone if it was cleared). */
async function restoredDemo(demo: KeptDemo): Promise<DemoRecord> {
  const prepare = async (file: string) => prepareDemoOnce(await withFileSlot(() => fs.readFile(file, 'utf8')));
  const restore = async <T extends { file: string }>(kept: T) => {
    const file = path.resolve(ROOT, kept.file);
    return { ...kept, file, prepared: await prepare(file) };
  };
  const [restored, variants] = await Promise.all([restore(demo), Promise.all(demo.variants.map(restore))]);
  return { ...restored, variants };
}

/**
 * What a kept bundle renders from, for the page cache: one hash for what every page renders with, and
 * one per page for its own module and what it reaches, so an edit to one page changes that page's hash only.
 */
export interface ServerIdentity {
  /** The bundling key, the installed packages and every module the pages share (the renderer, the layout, the API page). */
  shared: string;
  /** By MDX file, relative to ROOT: `shared` with the page's compiled code, its demos and what they import outside node_modules. */
  pages: Record<string, string>;
}

/** What the server bundle reads that is not a file on disk: each MDX page's compiled code, by absolute path. */
export type CompiledPages = ReadonlyMap<string, string>;

let shapingKey: Promise<string> | undefined;

// What shapes the bundle besides its inputs. Not the checkout's place: the manifest names files relative
// to it, and the pages render the same HTML in any folder.
function bundleKey(): Promise<string> {
  shapingKey ??= codeKeyOf(ROOT, SHAPING_DIRS, SHAPING_FILES).then((code) => sha1([esbuild.version, code].join('\0')));
  return shapingKey;
}

// What a demo module is made from: the demo, then each styling variant that may sit beside it.
const demoModuleFiles = (demo: string): string[] => [demo, ...STYLING_SUFFIXES.map(([suffix]) => variantFile(demo, suffix))];

async function demoModuleHash(file: string): Promise<string | null> {
  const texts = await Promise.all(demoModuleFiles(file).map((candidate) => withFileSlot(() => fs.readFile(candidate, 'utf8')).catch(() => '\0missing')));
  return texts[0] === '\0missing' ? null : sha1(texts.join('\0'));
}

/** The hash of one server input: compiled code for a page, source and variants for a demo module, else the file. */
function serverInputHash(file: string, compiled: CompiledPages, hashes: InputHashes): Promise<string | null> {
  if (file.startsWith(DEMO_NAMESPACE_PREFIX)) return demoModuleHash(path.resolve(ROOT, file.slice(DEMO_NAMESPACE_PREFIX.length)));
  const code = compiled.get(path.resolve(ROOT, file));
  return code === undefined ? hashInput(file, hashes) : Promise.resolve(sha1(code));
}

const isPackageFile = (name: string): boolean => name.includes('node_modules/');

// An input's name as the manifest and the identity give it: the metafile's, but demo modules (which
// esbuild names by absolute path) relative to ROOT like every other file.
const manifestName = (name: string): string => (name.startsWith(DEMO_NAMESPACE_PREFIX) ? `${DEMO_NAMESPACE_PREFIX}${metafileName(name.slice(DEMO_NAMESPACE_PREFIX.length))}` : portablePath(name));

/**
 * The identity of a bundle from its import graph. Modules in node_modules are hashed once for all (they
 * change with the lock file, which the key covers anyway); the rest is walked from the entry's imports:
 * from each page for its own hash, from the entry's other imports for the shared one.
 */
function identityOf(key: string, metafile: esbuild.Metafile, hashOf: ReadonlyMap<string, string | null>): ServerIdentity {
  const reach = (starts: readonly string[]): string => {
    const seen = new Set<string>();
    const stack = [...starts];
    for (let name = stack.pop(); name !== undefined; name = stack.pop()) {
      if (seen.has(name) || isPackageFile(name) || !metafile.inputs[name]) continue;
      seen.add(name);
      for (const imported of metafile.inputs[name]!.imports) stack.push(imported.path);
    }
    return sha1([...seen].sort().map((name) => `${manifestName(name)}:${hashOf.get(manifestName(name))}`).join('\n'));
  };
  const packages = sha1(
    Object.keys(metafile.inputs)
      .filter(isPackageFile)
      .sort()
      .map((name) => `${name}:${hashOf.get(name)}`)
      .join('\n'),
  );
  const entry = Object.keys(metafile.inputs).find((name) => portablePath(name).startsWith(WORK_PLACEHOLDER) && name.endsWith('/server/entry.tsx'));
  const entryImports = entry ? metafile.inputs[entry]!.imports.map((imported) => imported.path) : [];
  const pageModules = entryImports.filter((name) => name.endsWith('.mdx'));
  const shared = sha1([key, packages, reach(entryImports.filter((name) => !name.endsWith('.mdx')))].join('\0'));
  return { shared, pages: Object.fromEntries(pageModules.map((name) => [name, sha1(`${shared}\0${reach([name])}`)])) };
}

/** A server bundle taken from the cache: its demo records, its identity and the pages to swap in. */
export interface ReusedServerBuild {
  demos: DemoRecord[];
  identity: ServerIdentity;
  /** MDX files (absolute) whose compiled code changed and imports did not: run against the bundle's modules (server.ts). */
  pagesToSwap: string[];
}

async function readManifest(): Promise<Manifest | null> {
  try {
    return JSON.parse(await fs.readFile(MANIFEST, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}


/**
 * The MDX files (absolute) that can be swapped into the kept bundle: every input that changed is a page's
 * compiled code, and each such page imports the same modules as before. Null when the bundle must be redone.
 */
async function swappablePages(manifest: Manifest, compiled: CompiledPages, hashes: InputHashes): Promise<string[] | null> {
  const changed = await changedInputs(manifest.inputs, hashes, (file) => serverInputHash(file, compiled, hashes));
  const pages: string[] = [];
  for (const file of changed) {
    const code = compiled.get(path.resolve(ROOT, file));
    const before = manifest.pageImports[file];
    const now = code === undefined ? null : swappableImports(code);
    if (!now || !before || now.join('\n') !== before.join('\n')) return null;
    pages.push(path.resolve(ROOT, file));
  }
  return pages;
}

/**
 * The imports of a page that may be swapped in: all of them stand in its header, where the bundle's
 * import capture and `evaluateModule` look (build/dev/pageImports.ts). Null for a page with an import
 * further down, which is always bundled.
 */
function swappableImports(code: string): string[] | null {
  const specifiers = importSpecifiers(code);
  return everyImportSpecifier(code).every((specifier) => specifiers.includes(specifier)) ? specifiers : null;
}

// A swapped page's hash: the kept one (its modules are the same) with its new code.
function swappedIdentity(identity: ServerIdentity, pages: readonly string[], compiled: CompiledPages): ServerIdentity {
  const swapped = { ...identity.pages };
  for (const file of pages) {
    const name = metafileName(file);
    swapped[name] = sha1(`${identity.pages[name]}\0swapped\0${sha1(compiled.get(file)!)}`);
  }
  return { shared: identity.shared, pages: swapped };
}

/**
 * Copies last build's server bundle to `target` and returns its demo records and identity when every
 * input it read still hashes the same (the entry file, naming the pages, is one of them), or when only
 * pages' compiled code changed and they import what they did (`pagesToSwap`); null otherwise.
 */
export async function reuseServerBuild(compiled: CompiledPages, target: string, hashes: InputHashes): Promise<ReusedServerBuild | null> {
  const manifest = await readManifest();
  if (!manifest || manifest.key !== (await bundleKey())) return null;
  const pagesToSwap = await swappablePages(manifest, compiled, hashes);
  if (!pagesToSwap) return null;
  try {
    await fs.copyFile(path.join(CACHE_ROOT, manifest.bundle), target);
  } catch {
    return null; // Another build replaced the cached bundle meanwhile: bundle afresh.
  }
  return { demos: await Promise.all(manifest.demos.map(restoredDemo)), identity: swappedIdentity(manifest.identity, pagesToSwap, compiled), pagesToSwap };
}

// The files on disk a manifest name stands for: a demo module's demo and its variants, a page's nothing
// (it is hashed as the compiled code the bundle was made from), else the file itself.
function filesOnDisk(file: string, compiled: CompiledPages): string[] {
  if (file.startsWith(DEMO_NAMESPACE_PREFIX)) return demoModuleFiles(path.resolve(ROOT, file.slice(DEMO_NAMESPACE_PREFIX.length)));
  const absolute = path.resolve(ROOT, localPath(file));
  return compiled.has(absolute) ? [] : [absolute];
}

/**
 * Keeps a fresh server bundle (`bundleFile`), its demo records and the hash of every input it read, for
 * the next build; returns its identity, or null when it could not be kept. `bundlingStarted` is when
 * esbuild began reading: a bundle of a file edited since may hold the old text and is not kept.
 */
export async function storeServerBuild(metafile: esbuild.Metafile, compiled: CompiledPages, bundleFile: string, demos: readonly DemoRecord[], hashes: InputHashes, bundlingStarted: number): Promise<ServerIdentity | null> {
  const files = Object.keys(metafile.inputs).map(manifestName);
  const inputHashes = await Promise.all(files.map((file) => serverInputHash(file, compiled, hashes)));
  // An input that cannot be read back can never be checked: keep nothing.
  if (inputHashes.some((hash) => hash === null)) return null;
  if (await writtenSince(files.flatMap((file) => filesOnDisk(file, compiled)), bundlingStarted)) return null;
  const bundle = `server-${process.pid}-${Date.now()}.cjs`;
  await fs.mkdir(CACHE_ROOT, { recursive: true });
  await fs.copyFile(bundleFile, path.join(CACHE_ROOT, bundle));
  const key = await bundleKey();
  const inputs = Object.fromEntries(files.map((file, index) => [file, inputHashes[index]!]));
  const identity = identityOf(key, metafile, new Map(Object.entries(inputs)));
  const pageImports = Object.fromEntries([...compiled].map(([file, code]) => [metafileName(file), swappableImports(code)]));
  const manifest: Manifest = { key, inputs, bundle, demos: demos.map(keptDemo), identity, pageImports };
  await writeFileAtomically(MANIFEST, JSON.stringify(manifest));
  // Older bundles are no longer named by the manifest.
  const entries = await fs.readdir(CACHE_ROOT);
  await Promise.all(entries.filter((name) => /\.[cm]js$/.test(name) && name !== bundle).map((name) => fs.rm(path.join(CACHE_ROOT, name), { force: true })));
  return identity;
}
