import { createHash } from 'node:crypto';
import { promises as fs, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CACHE_DIR, ROOT } from '../paths';
import { prepareDemo, type PreparedDemo } from './prepare';

// What a prepared demo depends on besides its source: the preparation code (this folder and the
// highlighter) and the installed packages (formatter, highlighter, the versions it pins).
const CODE_INPUTS = ['build/demos', 'build/content/highlight.ts', 'package-lock.json'];

// A folder's files, a file itself, or nothing when it is missing (a project copy without a lockfile).
function filesUnder(target: string): string[] {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) return [];
  if (!stats.isDirectory()) return [target];
  return readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The files whose contents key the cache besides the source; missing ones are skipped. */
export function preparationInputs(root: string = ROOT): string[] {
  return CODE_INPUTS.flatMap((input) => filesUnder(path.join(root, input)));
}

let codeKey: string | undefined;

/** A hash of everything besides the source that shapes a prepared demo; computed once per process. */
function preparationCodeKey(): string {
  if (codeKey === undefined) {
    const hash = createHash('sha1');
    // Relative names: a copy of the project (the dev bench's) shares the cache with the checkout.
    for (const file of preparationInputs()) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
    codeKey = hash.digest('hex');
  }
  return codeKey;
}

/**
 * `prepareDemo` with a disk cache: the result for the same source and the same preparation code is
 * read back instead of formatted and highlighted again (about 1.7 s for 44 demos on a warm build or a
 * dev start). Failures are not cached, so a broken demo is reported every time.
 */
export async function prepareDemoCached(source: string, cacheDir: string = CACHE_DIR): Promise<PreparedDemo> {
  const key = createHash('sha1').update(preparationCodeKey()).update('\0').update(source).digest('hex');
  const file = path.join(cacheDir, 'demos', `${key}.json`);
  const cached = await fs.readFile(file, 'utf8').catch(() => null);
  if (cached !== null) {
    try {
      return JSON.parse(cached) as PreparedDemo;
    } catch {
      // A truncated entry (a build killed mid-write) is prepared again below.
    }
  }
  const prepared = await prepareDemo(source);
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Written whole under a temporary name, then renamed: readers never see half a file.
  const partial = `${file}.${process.pid}.tmp`;
  await fs.writeFile(partial, JSON.stringify(prepared));
  await fs.rename(partial, file);
  return prepared;
}
