import { promises as fs } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { codeKeyOf, writeFileAtomically } from '../cacheFiles';
import { STYLING_SUFFIXES, variantFile } from '../demos/variants';
import { CACHE_DIR, ROOT } from '../paths';
import type { DemoRecord } from './demoModules';
import { hashInput, inputsUnchanged, portablePath, sha1, type InputHashes } from './inputHashes';

// The server bundle is the largest step of a warm build (esbuild over every page, demo and the four
// libraries: about 11 s at 650 pages). Like the browser bundle (clientCache.ts), its output is a function
// of its inputs, so a build whose inputs all hash as they did last time links last time's bundle
// instead. Two kinds of input are not plain files: an MDX page is bundled from its compiled code (hashed
// as such), and a demo module is made from the demo's source and the styling variants beside it (hashed
// together, a missing variant included, so a variant that appears is a change). The demo records the
// bundling collected are kept beside the bundle: the browser bundle and the pages need them.

const CACHE_ROOT = path.join(CACHE_DIR, 'server-bundle');
const MANIFEST = path.join(CACHE_ROOT, 'manifest.json');
/** The demo plugin's esbuild namespace: its metafile inputs are named `demo:<absolute path>`. */
const DEMO_NAMESPACE_PREFIX = 'demo:';
/** The code that shapes the bundle besides its inputs: the bundling, the demo modules and their preparation. */
const SHAPING_DIRS = ['build/bundle', 'build/demos', 'build/dev'];
const SHAPING_FILES = ['build/content/highlight.ts', 'tsconfig.json', 'package-lock.json'];

interface Manifest {
  key: string;
  /** Portable input name → hash (see serverInputHash). */
  inputs: Record<string, string | null>;
  /** The bundle's file name under CACHE_ROOT. */
  bundle: string;
  demos: DemoRecord[];
}

/** What the server bundle reads that is not a file on disk: each MDX page's compiled code, by absolute path. */
export type CompiledPages = ReadonlyMap<string, string>;

let shapingKey: Promise<string> | undefined;

// Demo records hold absolute paths: a checkout elsewhere (sharing DOCS_CACHE_DIR) must not reuse them.
function bundleKey(): Promise<string> {
  shapingKey ??= codeKeyOf(ROOT, SHAPING_DIRS, SHAPING_FILES).then((code) => sha1([esbuild.version, ROOT, code].join('\0')));
  return shapingKey;
}

async function demoModuleHash(file: string): Promise<string | null> {
  const texts = await Promise.all([file, ...STYLING_SUFFIXES.map(([suffix]) => variantFile(file, suffix))].map((candidate) => fs.readFile(candidate, 'utf8').catch(() => '\0missing')));
  return texts[0] === '\0missing' ? null : sha1(texts.join('\0'));
}

/** The hash of one server input: compiled code for a page, source and variants for a demo module, else the file. */
function serverInputHash(file: string, compiled: CompiledPages, hashes: InputHashes): Promise<string | null> {
  if (file.startsWith(DEMO_NAMESPACE_PREFIX)) return demoModuleHash(file.slice(DEMO_NAMESPACE_PREFIX.length));
  const code = compiled.get(path.resolve(ROOT, file));
  return code === undefined ? hashInput(file, hashes) : Promise.resolve(sha1(code));
}

/** What a kept bundle is, for caches of what it renders: its key and the hash of every input. */
function identityOf(manifest: Pick<Manifest, 'key' | 'inputs'>): string {
  return sha1(`${manifest.key}\0${JSON.stringify(manifest.inputs)}`);
}

/** A server bundle taken from the cache: its demo records, and its identity (changes whenever any input does). */
export interface ReusedServerBuild {
  demos: DemoRecord[];
  identity: string;
}

async function readManifest(): Promise<Manifest | null> {
  try {
    return JSON.parse(await fs.readFile(MANIFEST, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/**
 * Copies last build's server bundle to `target` and returns its demo records and identity when every
 * input it read still hashes the same (the entry file, naming the pages, is one of them); null otherwise.
 */
export async function reuseServerBuild(compiled: CompiledPages, target: string): Promise<ReusedServerBuild | null> {
  const manifest = await readManifest();
  if (!manifest || manifest.key !== (await bundleKey())) return null;
  const hashes: InputHashes = new Map();
  if (!(await inputsUnchanged(manifest.inputs, hashes, (file) => serverInputHash(file, compiled, hashes)))) return null;
  try {
    await fs.copyFile(path.join(CACHE_ROOT, manifest.bundle), target);
  } catch {
    return null; // Another build replaced the cached bundle meanwhile: bundle afresh.
  }
  return { demos: manifest.demos, identity: identityOf(manifest) };
}

/**
 * Keeps a fresh server bundle (`bundleFile`), its demo records and the hash of every input it read, for
 * the next build; returns its identity, or null when it could not be kept.
 */
export async function storeServerBuild(metafile: esbuild.Metafile, compiled: CompiledPages, bundleFile: string, demos: readonly DemoRecord[]): Promise<string | null> {
  const hashes: InputHashes = new Map();
  const files = Object.keys(metafile.inputs).map(portablePath);
  const inputHashes = await Promise.all(files.map((file) => serverInputHash(file, compiled, hashes)));
  // An input that cannot be read back can never be checked: keep nothing.
  if (inputHashes.some((hash) => hash === null)) return null;
  const bundle = `server-${process.pid}-${Date.now()}.mjs`;
  await fs.mkdir(CACHE_ROOT, { recursive: true });
  await fs.copyFile(bundleFile, path.join(CACHE_ROOT, bundle));
  const manifest: Manifest = { key: await bundleKey(), inputs: Object.fromEntries(files.map((file, index) => [file, inputHashes[index]!])), bundle, demos: [...demos] };
  await writeFileAtomically(MANIFEST, JSON.stringify(manifest));
  // Older bundles are no longer named by the manifest.
  const entries = await fs.readdir(CACHE_ROOT);
  await Promise.all(entries.filter((name) => name.endsWith('.mjs') && name !== bundle).map((name) => fs.rm(path.join(CACHE_ROOT, name), { force: true })));
  return identityOf(manifest);
}
