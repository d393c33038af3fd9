import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { ApiPackage } from '../../site/api/types';
import { hashFiles, sourceFiles, writeFileAtomically } from '../cacheFiles';

/**
 * The cache key of an extraction: the versions of the packages read and of TypeScript, plus a hash of
 * the extractor's own source, so any change to either re-extracts and nothing else does.
 */
export async function extractionKey(root: string, versions: Readonly<Record<string, string>>, dirs: readonly string[], extraFiles: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(Object.entries(versions).sort()));
  await hashFiles(hash, root, await sourceFiles(dirs, extraFiles));
  return hash.digest('hex').slice(0, 16);
}

/** Reads a cached extraction, or null when there is none for this key. */
export async function readCache(cacheDir: string, key: string): Promise<ApiPackage[] | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(cacheDir, `${key}.json`), 'utf8')) as ApiPackage[];
  } catch {
    return null;
  }
}

/** Writes an extraction under its key (atomically, so a concurrent build never reads half a file). */
export async function writeCache(cacheDir: string, key: string, packages: readonly ApiPackage[]): Promise<void> {
  await writeFileAtomically(path.join(cacheDir, `${key}.json`), JSON.stringify(packages));
  // Older extractions are dead weight: their key can only come back by undoing a change.
  for (const name of await fs.readdir(cacheDir)) {
    if (name.endsWith('.json') && name !== `${key}.json`) await fs.rm(path.join(cacheDir, name), { force: true });
  }
}
