import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { hashFiles, sourceFiles, writeFileAtomically } from '../cacheFiles';
import { CACHE_DIR, ROOT } from '../paths';
import { compileMdx, type CompiledMdx } from './mdx';

// What a compiled page depends on besides its text and path: the compiler's plugins (this folder, the
// changelog's) and the installed packages (MDX, the highlighter, the changelog the page embeds).
const CODE_DIRS = ['build/content', 'build/changelog'];
const CODE_FILES = ['build/errors.ts', 'package-lock.json'];

let codeKey: Promise<string> | undefined;

function compilerCodeKey(): Promise<string> {
  codeKey ??= sourceFiles(
    CODE_DIRS.map((dir) => path.join(ROOT, dir)),
    CODE_FILES.map((file) => path.join(ROOT, file)),
  )
    .then((files) => hashFiles(createHash('sha1'), ROOT, files))
    .then((hash) => hash.digest('hex'));
  return codeKey;
}

/**
 * `compileMdx` with a disk cache keyed by the page's path (relative, so a project copy shares it), its
 * text and the compiler's code: a warm build reads 270 pages back instead of compiling them (several
 * seconds). Failures are never cached, so a broken page is reported every time.
 */
export async function compileMdxCached(file: string, body: string, cacheDir: string = CACHE_DIR): Promise<CompiledMdx> {
  const key = createHash('sha1').update(await compilerCodeKey()).update('\0').update(path.relative(ROOT, file)).update('\0').update(body).digest('hex');
  const entry = path.join(cacheDir, 'mdx', `${key}.json`);
  const cached = await fs.readFile(entry, 'utf8').catch(() => null);
  if (cached !== null) {
    try {
      return JSON.parse(cached) as CompiledMdx;
    } catch {
      // A truncated entry (a build killed mid-write) is compiled again below.
    }
  }
  const compiled = await compileMdx(file, body);
  await writeFileAtomically(entry, JSON.stringify(compiled));
  return compiled;
}
