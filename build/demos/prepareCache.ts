import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { codeInputsOf, codeKeyOf, readThroughJsonCache } from '../cacheFiles';
import { CACHE_DIR, ROOT } from '../paths';
import { prepareDemo, type PreparedDemo } from './prepare';
import { startPreparationPool, type PreparationPool } from './preparePool';

// What a prepared demo depends on besides its source: the preparation code (this folder and the
// highlighter) and the installed packages (formatter, highlighter, the versions it pins).
const CODE_DIRS = ['build/demos'];
const CODE_FILES = ['build/content/highlight.ts', 'build/content/twoThemeTokens.ts', 'package-lock.json'];

/** The files whose contents key the cache besides the source; missing ones are skipped. */
export function preparationInputs(root: string = ROOT): Promise<string[]> {
  return codeInputsOf(root, CODE_DIRS, CODE_FILES);
}

let codeKey: Promise<string> | undefined;

/** A hash of everything besides the source that shapes a prepared demo; computed once per process. */
function preparationCodeKey(): Promise<string> {
  codeKey ??= codeKeyOf(ROOT, CODE_DIRS, CODE_FILES);
  return codeKey;
}

async function cacheFileOf(source: string, cacheDir: string): Promise<string> {
  const key = createHash('sha1').update(await preparationCodeKey()).update('\0').update(source).digest('hex');
  return path.join(cacheDir, 'demos', `${key}.json`);
}

// The build's demos being prepared ahead on a worker (prepareDemosAhead), if any.
let ahead: PreparationPool | null = null;

/**
 * `prepareDemo` with a disk cache: the result for the same source and the same preparation code is
 * read back instead of formatted and highlighted again (about 1.7 s for 44 demos on a warm build or a
 * dev start). Failures are not cached, so a broken demo is reported every time. A demo the worker of
 * {@link prepareDemosAhead} holds is awaited from it.
 */
export async function prepareDemoCached(source: string, cacheDir: string = CACHE_DIR): Promise<PreparedDemo> {
  return readThroughJsonCache(await cacheFileOf(source, cacheDir), () => ahead?.take(source) ?? prepareDemo(source));
}

/**
 * Starts preparing, on a worker thread, each of `files` the disk cache does not hold yet, so that the
 * server bundle finds them ready (build/demos/preparePool.ts). `stop` ends it; `finished` settles when
 * the worker is through.
 */
export async function prepareDemosAhead(files: readonly string[], cacheDir: string = CACHE_DIR): Promise<{ finished: Promise<void>; stop: () => Promise<void> }> {
  const sources = await Promise.all(files.map((file) => readFile(file, 'utf8').catch(() => null)));
  const missing: string[] = [];
  for (const source of sources) if (source !== null && !existsSync(await cacheFileOf(source, cacheDir))) missing.push(source);
  const pool = startPreparationPool(missing, prepareDemo);
  ahead = pool;
  const stop = async (): Promise<void> => {
    if (ahead === pool) ahead = null;
    await pool.close();
  };
  return { finished: pool.finished, stop };
}
