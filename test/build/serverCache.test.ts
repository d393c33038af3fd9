import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';

// A build whose server-bundle inputs did not change copies the last bundle instead of running esbuild
// over every page again (build/bundle/serverCache.ts). Its identity keys the rendered pages
// (build/pageCache.ts), so whatever a page is built from must change the page's hash: its compiled
// code, a demo's source, and a styling variant appearing beside a demo, which is read by the demo
// plugin rather than bundled; none of them may change what all pages share. A page whose prose changed
// (its imports did not) is swapped into the kept bundle rather than bundled again.

const tmp = mkdtempSync(path.join(os.tmpdir(), 'docs-server-cache-'));
// The cache folder is read when build/paths.ts loads: point it at this test's folder first.
process.env.DOCS_CACHE_DIR = path.join(tmp, 'cache');
const { createServerBundler } = await import('../../build/bundle/server');
const { ROOT, WORK_DIR } = await import('../../build/paths');

const pageFile = path.join(tmp, 'content', 'material-ui', 'books', 'index.mdx');
const demoFile = path.join(tmp, 'content', 'material-ui', 'books', 'demos', 'SaveButton.tsx');
const variantFile = path.join(tmp, 'content', 'material-ui', 'books', 'demos', 'SaveButton.css.tsx');
const demoWith = (label: string): string => `import Button from '@mui/material/Button';\n\nexport default function SaveButton() {\n  return <Button>${label}</Button>;\n}\n`;
// As compiled MDX is: JSX already turned into calls of the runtime it imports.
const pageWith = (heading: string, extraImport = ''): string =>
  `import { jsx as _jsx } from 'react/jsx-runtime';\nimport SaveButton from './demos/SaveButton';\n${extraImport}export default function Page() {\n  return _jsx('h1', { children: ${JSON.stringify(heading)} });\n}\n`;

mkdirSync(path.dirname(demoFile), { recursive: true });
writeFileSync(pageFile, '# placeholder: the bundle reads the compiled code below\n');

const bundler = createServerBundler({ cache: true });
const prepare = (heading: string, extraImport = '') => bundler.prepare([{ file: pageFile, pathname: '/material-ui/books', productId: 'material-ui', code: pageWith(heading, extraImport) }]);
const headingOf = async (build: Awaited<ReturnType<typeof prepare>>): Promise<string> => {
  const Page = (await build.load()).pages['/material-ui/books']!;
  return renderToStaticMarkup(createElement(Page));
};

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
    // Only the page's code changed: the kept bundle serves again, with the edited page swapped in.
    expect(keptBundle()).toBe(firstBundle);
    expect(await headingOf(retitled)).toBe('<h1>Library</h1>');
    expect(retitled.demos).toEqual(first.demos);
    // Swapped again on the next build (the kept bundle still has the first text), to the same hash.
    const retitledAgain = await prepare('Library');
    expect(pageHash(retitledAgain)).toBe(pageHash(retitled));
    expect(await headingOf(retitledAgain)).toBe('<h1>Library</h1>');

    // A page that imports something new is bundled again: the kept bundle has no such module.
    const stackImport = "import Stack from '@mui/material/Stack';\n";
    const withNewImport = await prepare('Library', stackImport);
    expect(keptBundle()).not.toBe(firstBundle);
    expect(pageHash(withNewImport)).not.toBe(pageHash(retitled));
    expect(await headingOf(withNewImport)).toBe('<h1>Library</h1>');
    const withNewImportBundle = keptBundle();

    writeFileSync(demoFile, demoWith('Publish book'));
    const demoEdited = await prepare('Library', stackImport);
    // A demo's source is not a page's compiled code: bundled again.
    expect(keptBundle()).not.toBe(withNewImportBundle);
    expect(pageHash(demoEdited)).not.toBe(pageHash(withNewImport));
    expect(demoEdited.identity!.shared).toBe(first.identity!.shared);
    expect(demoEdited.demos[0]!.prepared.code.TS.source).toContain('Publish book');

    writeFileSync(variantFile, demoWith('Publish book'));
    const withVariant = await prepare('Library', stackImport);
    expect(pageHash(withVariant)).not.toBe(pageHash(demoEdited));
    expect(withVariant.demos[0]!.variants.map((variant) => variant.styling)).toEqual(['CSS']);

    // An import below an export is outside the header that the bundle's import capture reads: a page
    // with one is bundled again whenever it changes, not swapped in with a module missing.
    const importBelow = (specifier: string): string => `export const shelf = 1;\nimport Extra from '${specifier}';\n`;
    await prepare('Library', importBelow('@mui/material/Stack'));
    const belowBundle = keptBundle();
    const belowChanged = await prepare('Library', importBelow('@mui/material/Divider'));
    expect(keptBundle()).not.toBe(belowBundle);
    expect(await headingOf(belowChanged)).toBe('<h1>Library</h1>');
  }, 300_000);

  // esbuild reads a demo, the author saves it, and only then are the inputs hashed: kept under the new
  // text's hash, the old bundle would be served until the demo changed again (hydration errors).
  it('is not kept when a demo was written after the bundling began, and is kept by the next build', async () => {
    writeFileSync(demoFile, demoWith('Return book'));
    // A save that lands while esbuild runs leaves a modification time after the bundling began.
    const later = Date.now() / 1000 + 3600;
    utimesSync(demoFile, later, later);
    const duringEdit = await prepare('Loans');
    expect(duringEdit.identity).toBeNull();
    expect(await headingOf(duringEdit)).toBe('<h1>Loans</h1>');

    const earlier = Date.now() / 1000 - 60;
    utimesSync(demoFile, earlier, earlier);
    const settled = await prepare('Loans');
    expect(settled.identity).not.toBeNull();
    expect(settled.demos[0]!.prepared.code.TS.source).toContain('Return book');
  }, 300_000);
});
