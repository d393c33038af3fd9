import { promises as fs } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { CACHE_DIR, ROOT } from '../paths';
import type { ClientBuild } from './client';
import { hashInput, inputsUnchanged, localPath, portablePath, sha1, WORK_PLACEHOLDER, workRelative, writtenSince, type InputHashes } from './inputHashes';

export type { InputHashes } from './inputHashes';

// The browser bundle is most of a warm build (esbuild over every demo and the four libraries: about half
// of the time at 750 demos). esbuild's output is a function of its input files and options, so a build
// whose inputs all have the content they had last time reuses last time's output files instead.
// The metafile of the last bundle lists every input; each is hashed (generated registry and code
// modules too, with this process's work folder written as a placeholder), and the key adds what
// shapes the output besides the inputs: the bundling code, esbuild's version, tsconfig, the lock file
// and the entry points (a page that gains its first demo adds an entry whose files no metafile lists).

const CACHE_ROOT = path.join(CACHE_DIR, 'client-bundle');
const MANIFEST = path.join(CACHE_ROOT, 'manifest.json');
const STATIC_PLACEHOLDER = '<static>';
/** Files whose text decides how esbuild bundles, besides the inputs themselves. */
const SHAPING_FILES = ['build/bundle/client.ts', 'build/bundle/clientCache.ts', 'build/bundle/options.ts', 'build/bundle/barrelImports.ts', 'build/bundle/inputHashes.ts', 'build/bundle/islandRegistries.ts', 'build/demos/codeModules.ts', 'tsconfig.json', 'package-lock.json'];

interface Manifest {
  key: string;
  /** Input path relative to ROOT (work folder as a placeholder) → sha1 of its content (work folder as a placeholder). */
  inputs: Record<string, string>;
  /** Folder under CACHE_ROOT holding the output files, by their path relative to `<outDir>/static`. */
  folder: string;
  /** The build as JSON, its static folder and work folder written as placeholders (they differ per build). */
  build: string;
}

async function buildKey(entries: string): Promise<string> {
  const texts = await Promise.all(SHAPING_FILES.map((file) => fs.readFile(path.join(ROOT, file), 'utf8').catch(() => '')));
  return sha1([esbuild.version, entries, ...texts].join('\0'));
}

async function readManifest(): Promise<Manifest | null> {
  try {
    return JSON.parse(await fs.readFile(MANIFEST, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The metafile's name (relative to ROOT) of a static folder. */
const metafileName = (staticDir: string): string => path.relative(ROOT, staticDir).split(path.sep).join('/');

/** Links (or copies, across file systems) output files, named relative to a static folder, from one folder to another. */
async function transferOutputs(files: readonly string[], fromStatic: string, toStatic: string): Promise<void> {
  await Promise.all(
    files.map(async (relative) => {
      const target = path.join(toStatic, relative);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rm(target, { force: true });
      await fs.link(path.join(fromStatic, relative), target).catch(() => fs.copyFile(path.join(fromStatic, relative), target));
    }),
  );
}

/**
 * Returns last build's browser bundle, linked into `<outDir>/static`, when it had the same entry points
 * (`entries`, one line per page registry) and every input it read still has the same content; null when
 * anything differs or the cache is missing (the caller bundles afresh).
 */
export async function reuseClientBuild(outDir: string, entries: string, inputHashes: InputHashes): Promise<ClientBuild | null> {
  const manifest = await readManifest();
  if (!manifest || manifest.key !== (await buildKey(entries))) return null;
  if (!(await inputsUnchanged(manifest.inputs, inputHashes))) return null;
  const staticDir = path.join(outDir, 'static');
  const prefix = `${metafileName(staticDir)}/`;
  const build = JSON.parse(manifest.build.replaceAll(`${STATIC_PLACEHOLDER}/`, prefix).replaceAll(`${WORK_PLACEHOLDER}/`, `${workRelative}/`)) as ClientBuild;
  try {
    await transferOutputs(Object.keys(build.metafile.outputs).map((output) => output.slice(prefix.length)), path.join(CACHE_ROOT, manifest.folder), staticDir);
  } catch {
    return null; // Another build replaced the cached files meanwhile: bundle afresh.
  }
  return build;
}

/**
 * The build as kept: the assets, and the metafile's outputs with their sizes only. The inputs and each
 * output's imports and inputs are nearly all of the metafile (14.7 MB of JSON at 1,356 demos, about 85 MB
 * at 7,700, held several times over in memory while the manifest is written) and nothing reads them from
 * a reused build; the reuse itself needs only the output names.
 */
function withOutputsOnly(build: ClientBuild): ClientBuild {
  const outputs = Object.fromEntries(Object.entries(build.metafile.outputs).map(([name, output]) => [name, { bytes: output.bytes, entryPoint: output.entryPoint, imports: [], exports: [], inputs: {} }]));
  return { assets: build.assets, metafile: { inputs: {}, outputs } };
}

/**
 * Keeps a fresh browser build (its output files and the hash of every input) for the next build to reuse.
 * `bundlingStarted` is when esbuild began reading: a build of a file edited since may hold the old text
 * and is not kept.
 */
export async function storeClientBuild(outDir: string, entries: string, build: ClientBuild, inputHashes: InputHashes, bundlingStarted: number): Promise<void> {
  const inputs: Record<string, string> = {};
  const files = Object.keys(build.metafile.inputs).map(portablePath);
  const hashes = await Promise.all(files.map((file) => hashInput(file, inputHashes)));
  // An input that cannot be read back (a virtual module) can never be checked: keep nothing.
  if (hashes.some((hash) => hash === null)) return;
  if (await writtenSince(files.map((file) => path.resolve(ROOT, localPath(file))), bundlingStarted)) return;
  files.forEach((file, index) => (inputs[file] = hashes[index]!));
  const folder = `${process.pid}-${Date.now()}`;
  const staticDir = path.join(outDir, 'static');
  const prefix = `${metafileName(staticDir)}/`;
  const outputs = Object.keys(build.metafile.outputs);
  if (outputs.some((output) => !output.startsWith(prefix))) return;
  await transferOutputs(outputs.map((output) => output.slice(prefix.length)), staticDir, path.join(CACHE_ROOT, folder));
  const json = JSON.stringify(withOutputsOnly(build)).replaceAll(`"${prefix}`, `"${STATIC_PLACEHOLDER}/`).replaceAll(`"${workRelative}/`, `"${WORK_PLACEHOLDER}/`);
  const manifest: Manifest = { key: await buildKey(entries), inputs, folder, build: json };
  const temporary = `${MANIFEST}.${process.pid}`;
  await fs.writeFile(temporary, JSON.stringify(manifest));
  await fs.rename(temporary, MANIFEST);
  // Older output folders are no longer named by the manifest.
  const folders = await fs.readdir(CACHE_ROOT, { withFileTypes: true });
  await Promise.all(folders.filter((entry) => entry.isDirectory() && entry.name !== folder).map((entry) => fs.rm(path.join(CACHE_ROOT, entry.name), { recursive: true, force: true })));
}
