import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

// A build whose server-bundle inputs did not change copies the last bundle instead of running esbuild
// over every page again (build/bundle/serverCache.ts). Its identity keys the rendered pages
// (build/pageCache.ts), so whatever a page is built from must change the page's hash: its compiled
// code, a demo's source, and a styling variant appearing beside a demo, which is read by the demo
// plugin rather than bundled; none of them may change what all pages share.

const tmp = mkdtempSync(path.join(os.tmpdir(), 'docs-server-cache-'));
// The cache folder is read when build/paths.ts loads: point it at this test's folder first.
process.env.DOCS_CACHE_DIR = path.join(tmp, 'cache');
const { createServerBundler } = await import('../../build/bundle/server');
const { ROOT, WORK_DIR } = await import('../../build/paths');

const pageFile = path.join(tmp, 'content', 'material-ui', 'books', 'index.mdx');
const demoFile = path.join(tmp, 'content', 'material-ui', 'books', 'demos', 'SaveButton.tsx');
const variantFile = path.join(tmp, 'content', 'material-ui', 'books', 'demos', 'SaveButton.css.tsx');
const demoWith = (label: string): string => `import Button from '@mui/material/Button';\n\nexport default function SaveButton() {\n  return <Button>${label}</Button>;\n}\n`;
const pageWith = (heading: string): string => `import SaveButton from './demos/SaveButton';\nexport default function Page() {\n  return <h1>${heading}</h1>;\n}\n`;

mkdirSync(path.dirname(demoFile), { recursive: true });
writeFileSync(pageFile, '# placeholder: the bundle reads the compiled code below\n');

const bundler = createServerBundler({ cache: true });
const prepare = (heading: string) => bundler.prepare([{ file: pageFile, pathname: '/material-ui/books', productId: 'material-ui', code: pageWith(heading) }]);

afterAll(async () => {
  await bundler.dispose();
  rmSync(tmp, { recursive: true, force: true });
  rmSync(WORK_DIR, { recursive: true, force: true });
  await esbuild.stop();
});

describe('the server bundle between builds', () => {
  it('is reused while nothing changed, and its identity changes with the page, a demo or a new variant', async () => {
    writeFileSync(demoFile, demoWith('Save draft'));
    const first = await prepare('Books');
    const pageHash = (build: typeof first): string | undefined => build.identity?.pages[path.relative(ROOT, pageFile)];
    expect(pageHash(first)).toEqual(expect.any(String));
    expect(first.demos.map((demo) => demo.id)).toEqual(['material-ui/books/SaveButton']);

    const keptBundle = (): string => (JSON.parse(readFileSync(path.join(tmp, 'cache', 'server-bundle', 'manifest.json'), 'utf8')) as { bundle: string }).bundle;
    const firstBundle = keptBundle();
    const again = await prepare('Books');
    expect(again.identity).toEqual(first.identity);
    // Copied from the cache, not bundled and kept again under a new name.
    expect(keptBundle()).toBe(firstBundle);
    expect(again.demos).toEqual(first.demos);
    // The reused bundle loads and holds the page.
    const loaded = await again.load();
    expect(Object.keys(loaded.pages)).toEqual(['/material-ui/books']);

    const retitled = await prepare('Library');
    // The page's own hash changes; what all pages share does not.
    expect(pageHash(retitled)).not.toBe(pageHash(first));
    expect(retitled.identity!.shared).toBe(first.identity!.shared);
    expect(keptBundle()).not.toBe(firstBundle);

    writeFileSync(demoFile, demoWith('Publish book'));
    const demoEdited = await prepare('Library');
    expect(pageHash(demoEdited)).not.toBe(pageHash(retitled));
    expect(demoEdited.identity!.shared).toBe(first.identity!.shared);
    expect(demoEdited.demos[0]!.prepared.code.TS.source).toContain('Publish book');

    writeFileSync(variantFile, demoWith('Publish book'));
    const withVariant = await prepare('Library');
    expect(pageHash(withVariant)).not.toBe(pageHash(demoEdited));
    expect(withVariant.demos[0]!.variants.map((variant) => variant.styling)).toEqual(['CSS']);
  }, 300_000);
});
