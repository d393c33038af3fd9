import { createHash, type Hash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

// Shared by the build's disk caches (API model, prepared demos): what their keys cover, and how an
// entry is written so that a concurrent build never reads half of it.

/**
 * The source files a cache key covers, sorted: every `.ts` and `.tsx` file under `dirs`, and each of `files`
 * that exists (a project copy may have no lockfile).
 */
export async function sourceFiles(dirs: readonly string[], files: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const file of files) if (await fs.stat(file).then((stats) => stats.isFile(), () => false)) found.push(file);
  for (const dir of dirs) {
    for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.tsx?$/.test(entry.name)) found.push(path.join(entry.parentPath, entry.name));
    }
  }
  return found.sort();
}

/** Feeds each file's name, relative to `root` (so a checkout elsewhere shares the key), and contents to `hash`. */
export async function hashFiles(hash: Hash, root: string, files: readonly string[]): Promise<Hash> {
  for (const file of files) hash.update(path.relative(root, file)).update(await fs.readFile(file));
  return hash;
}

let writeCount = 0;

/** Writes `contents` under a temporary name, then renames it into place. */
export async function writeFileAtomically(file: string, contents: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Unique per write, not only per process: dev mode can write the same entry twice at once.
  const temporary = `${file}.${process.pid}.${(writeCount += 1)}.tmp`;
  await fs.writeFile(temporary, contents);
  await fs.rename(temporary, file);
}

/**
 * The JSON kept in `file`, or `compute()`'s result, then kept there for the next build. A torn entry (a
 * build killed mid-write) is computed again; a failure is never kept, so a broken input fails every time.
 */
export async function readThroughJsonCache<T>(file: string, compute: () => Promise<T>): Promise<T> {
  const cached = await fs.readFile(file, 'utf8').catch(() => null);
  if (cached !== null) {
    try {
      return JSON.parse(cached) as T;
    } catch {
      // Torn: computed again below.
    }
  }
  const value = await compute();
  await writeFileAtomically(file, JSON.stringify(value));
  return value;
}

/** The code and lock files a cache's entries depend on: every `.ts`/`.tsx` under `dirs` and each of `files` that exists, both relative to `root`. */
export function codeInputsOf(root: string, dirs: readonly string[], files: readonly string[]): Promise<string[]> {
  return sourceFiles(
    dirs.map((dir) => path.join(root, dir)),
    files.map((file) => path.join(root, file)),
  );
}

/** A hash of `codeInputsOf`'s files (names relative to `root`, and contents). */
export async function codeKeyOf(root: string, dirs: readonly string[], files: readonly string[]): Promise<string> {
  return (await hashFiles(createHash('sha1'), root, await codeInputsOf(root, dirs, files))).digest('hex');
}
