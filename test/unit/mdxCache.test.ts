import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMdxCached } from '../../build/content/mdxCache';
import { BuildError } from '../../build/errors';
import { ROOT } from '../../build/paths';

const PAGE = path.join(ROOT, 'content/material-ui/some-page/index.mdx');
const BODY = '## Sizes\n\nA button comes in three sizes.\n\n```tsx fragment\n<Button size="small" />\n```\n';

// Compiling loads MDX and the highlighter: seconds on a busy machine.
describe('the compiled-page cache', { timeout: 30_000 }, () => {
  it('compiles a page once, then reads it back; another text or path is compiled on its own; a torn entry is redone', async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'mdx-cache-'));
    const first = await compileMdxCached(PAGE, BODY, cacheDir);
    expect(first.toc).toEqual([expect.objectContaining({ id: 'sizes' })]);
    const [entry] = readdirSync(path.join(cacheDir, 'mdx'));
    const file = path.join(cacheDir, 'mdx', entry!);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);

    // Mark the stored entry: a second call that returns the mark read the cache instead of compiling.
    writeFileSync(file, JSON.stringify({ ...first, code: '/* from the cache */' }));
    expect((await compileMdxCached(PAGE, BODY, cacheDir)).code).toBe('/* from the cache */');

    await compileMdxCached(PAGE, BODY.replace('three', 'four'), cacheDir);
    await compileMdxCached(PAGE.replace('some-page', 'other-page'), BODY, cacheDir);
    expect(readdirSync(path.join(cacheDir, 'mdx'))).toHaveLength(3);

    writeFileSync(file, '{"code":');
    expect(await compileMdxCached(PAGE, BODY, cacheDir)).toEqual(first);
  });

  it('never remembers a page that does not compile', async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'mdx-cache-'));
    const broken = 'Some text\n\n<Callout type="info">never closed\n';
    await expect(compileMdxCached(PAGE, broken, cacheDir)).rejects.toBeInstanceOf(BuildError);
    await expect(compileMdxCached(PAGE, broken, cacheDir)).rejects.toBeInstanceOf(BuildError);
    expect(readdirSync(cacheDir)).toEqual([]);
  });
});
