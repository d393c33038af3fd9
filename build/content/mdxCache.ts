import { createHash } from 'node:crypto';
import path from 'node:path';
import { codeKeyOf, readThroughJsonCache } from '../cacheFiles';
import { CACHE_DIR, ROOT } from '../paths';
import { compileMdx, type CompiledMdx } from './mdx';

// What a compiled page depends on besides its text and path: the compiler's plugins (this folder, the
// changelog's) and the installed packages (MDX, the highlighter, the changelog the page embeds).
let codeKey: Promise<string> | undefined;

/**
 * `compileMdx` with a disk cache keyed by the page's path (relative, so a project copy shares it), its
 * text and the compiler's code: a warm build reads 270 pages back instead of compiling them (several
 * seconds). Failures are never cached, so a broken page is reported every time.
 */
export async function compileMdxCached(file: string, body: string, cacheDir: string = CACHE_DIR): Promise<CompiledMdx> {
  codeKey ??= codeKeyOf(ROOT, ['build/content', 'build/changelog'], ['build/errors.ts', 'package-lock.json']);
  const key = createHash('sha1').update(await codeKey).update('\0').update(path.relative(ROOT, file)).update('\0').update(body).digest('hex');
  return readThroughJsonCache(path.join(cacheDir, 'mdx', `${key}.json`), () => compileMdx(file, body));
}
