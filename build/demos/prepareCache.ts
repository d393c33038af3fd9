import { createHash } from 'node:crypto';
import path from 'node:path';
import { codeInputsOf, codeKeyOf, readThroughJsonCache } from '../cacheFiles';
import { CACHE_DIR, ROOT } from '../paths';
import { prepareDemo, type PreparedDemo } from './prepare';

// What a prepared demo depends on besides its source: the preparation code (this folder and the
// highlighter) and the installed packages (formatter, highlighter, the versions it pins).
const CODE_DIRS = ['build/demos'];
const CODE_FILES = ['build/content/highlight.ts', 'package-lock.json'];

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

/**
 * `prepareDemo` with a disk cache: the result for the same source and the same preparation code is
 * read back instead of formatted and highlighted again (about 1.7 s for 44 demos on a warm build or a
 * dev start). Failures are not cached, so a broken demo is reported every time.
 */
export async function prepareDemoCached(source: string, cacheDir: string = CACHE_DIR): Promise<PreparedDemo> {
  const key = createHash('sha1').update(await preparationCodeKey()).update('\0').update(source).digest('hex');
  return readThroughJsonCache(path.join(cacheDir, 'demos', `${key}.json`), () => prepareDemo(source));
}
