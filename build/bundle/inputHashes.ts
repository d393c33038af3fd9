import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ROOT, WORK_DIR } from '../paths';

// Shared by the bundle caches (browser and server): an esbuild metafile names its inputs relative to
// ROOT, and generated ones live in this process's work folder, whose name has the pid. Both caches name
// and hash such files with a placeholder instead, so the next process can check them.

/** Stands for this process's work folder in cached names and hashed texts. */
export const WORK_PLACEHOLDER = '<work>';

/** Stands for the checkout's folder in hashed texts. */
const ROOT_PLACEHOLDER = '<root>';

/** The work folder relative to ROOT, as a metafile names it. */
export const workRelative = path.relative(ROOT, WORK_DIR).split(path.sep).join('/');

/** The hex sha1 of a text or buffer. */
export const sha1 = (data: string | Buffer): string => createHash('sha1').update(data).digest('hex');

/** A metafile path (relative to ROOT) with this process's work folder replaced by the placeholder. */
export function portablePath(file: string): string {
  return file.startsWith(`${workRelative}/`) ? `${WORK_PLACEHOLDER}${file.slice(workRelative.length)}` : file;
}

/** A portable path back in this process's terms. */
export function localPath(file: string): string {
  return file.startsWith(`${WORK_PLACEHOLDER}/`) ? `${workRelative}${file.slice(WORK_PLACEHOLDER.length)}` : file;
}

// A bundle of 7,700 demos has over 20,000 inputs: read all at once, they exceed the open-file limit
// (EMFILE), every hash comes out null, and the cache is silently never kept. Reads queue for a slot.
const MAX_OPEN_FILES = 64;
let openFiles = 0;
const waitingForSlot: Array<() => void> = [];

/** Runs `read` once fewer than MAX_OPEN_FILES reads of this module's callers are in flight. */
export async function withFileSlot<T>(read: () => Promise<T>): Promise<T> {
  while (openFiles >= MAX_OPEN_FILES) await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  openFiles += 1;
  try {
    return await read();
  } finally {
    openFiles -= 1;
    waitingForSlot.shift()?.();
  }
}

/**
 * The input hashes of one build, shared by its server and browser bundles: a miss hashes the last
 * bundle's inputs and storing the fresh bundle needs most of the same files again, and both bundles read
 * the same ~3,000 package files. Valid for one build only (the inputs may change between builds).
 */
export type InputHashes = Map<string, Promise<string | null>>;

/** The hash of one portable input path (null when it cannot be read), computed once per `hashes`. */
export function hashInput(file: string, hashes: InputHashes): Promise<string | null> {
  let hash = hashes.get(file);
  if (!hash) hashes.set(file, (hash = readAndHash(file)));
  return hash;
}

async function readAndHash(file: string): Promise<string | null> {
  try {
    const data = await withFileSlot(() => fs.readFile(path.resolve(ROOT, localPath(file))));
    // Generated modules name files by absolute path: hash them as if the work folder had no pid and the
    // checkout no place, so a copy of the project (with a copy of the cache) reuses a bundle of the same sources.
    return file.startsWith(WORK_PLACEHOLDER) ? sha1(data.toString('utf8').replaceAll(WORK_DIR, WORK_PLACEHOLDER).replaceAll(ROOT, ROOT_PLACEHOLDER)) : sha1(data);
  } catch {
    return null;
  }
}

/** The inputs that no longer hash as recorded (a recorded null: the file must still be missing). */
export async function changedInputs(recorded: Readonly<Record<string, string | null>>, hashes: InputHashes, hashOf: (file: string) => Promise<string | null> = (file) => hashInput(file, hashes)): Promise<string[]> {
  const inputs = Object.entries(recorded);
  const current = await Promise.all(inputs.map(([file]) => hashOf(file)));
  return inputs.filter(([, hash], index) => current[index] !== hash).map(([file]) => file);
}

/** Whether every input still hashes as recorded (a recorded null: the file must still be missing). */
export async function inputsUnchanged(recorded: Readonly<Record<string, string | null>>, hashes: InputHashes): Promise<boolean> {
  return (await changedInputs(recorded, hashes)).length === 0;
}

/**
 * Whether a checkout file among `files` (absolute paths) was written at or after `since`, a `Date.now()`
 * taken before the work that read them began. Such work may have read the text from before the edit,
 * while a hash taken now is of the text after it: kept under that hash, its result would outlive the
 * edit. A file that cannot be read counts as not written (its hash reports it). Package files are left
 * out (the lockfile is in every key), and so are the files the build generates before it starts the work.
 */
export async function writtenSince(files: readonly string[], since: number): Promise<boolean> {
  const checkout = files.filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`) && !file.startsWith(`${WORK_DIR}${path.sep}`));
  const times = await Promise.all(checkout.map((file) => withFileSlot(() => fs.stat(file)).then((stats) => stats.mtimeMs, () => 0)));
  return times.some((time) => time >= since);
}
