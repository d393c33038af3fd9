import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Route } from '../../build/routes';
import type { PreparedSiteData } from '../../build/siteData';
import type { BlogPostSummary } from '../../site/siteData/types';

// A warm build takes each page's Markdown twin and search extract from `.cache/` instead of making them
// again (build/machine/emit.ts, build/search/emit.ts), and writes each page once with its policy
// (build/csp/applyCsp.ts). What is kept must follow every edit, and one page's edit must not cost the others.

const tmp = mkdtempSync(path.join(os.tmpdir(), 'docs-derived-caches-'));
// The cache folder is read when build/paths.ts loads: point it at this test's folder first.
process.env.DOCS_CACHE_DIR = path.join(tmp, 'cache');
const { keyedEntries, readThroughEntry } = await import('../../build/keyedEntries');
const { emitMachineReadable } = await import('../../build/machine/emit');
const { emitSearchIndex } = await import('../../build/search/emit');
const { createCspPass } = await import('../../build/csp/applyCsp');
const { locateTemplate } = await import('../../build/csp/locateTemplate');
const { inlineScript } = await import('../../site/render/inlineScript');
const { BuildError } = await import('../../build/errors');

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const pagesDir = path.join(tmp, 'pages');
mkdirSync(path.join(pagesDir, 'demos'), { recursive: true });

function docRoute(name: string, title: string, imports: string[] = []): Route {
  return {
    kind: 'doc',
    pathname: `/material-ui/${name}`,
    file: path.join(pagesDir, `${name}.mdx`),
    frontMatter: { title, description: `All about ${title}.` } as Route['frontMatter'],
    code: '',
    toc: [],
    imports: imports.map((source) => ({ source, line: 1 })) as Route['imports'],
    productId: 'material-ui',
  };
}

const button = docRoute('react-button', 'Button', ['./demos/Basic']);
const chip = docRoute('react-chip', 'Chip');
const siteData = (blogPosts: unknown[] = []): PreparedSiteData => ({ shared: { blogPosts } }) as unknown as PreparedSiteData;

describe('keyed entries', () => {
  it('answer only under the key they were written with, and compute once', async () => {
    const entries = keyedEntries(path.join(tmp, 'entries'), '.txt');
    await entries.write('/a', 'key-1', 'first\nsecond');
    expect(await entries.read('/a', 'key-1')).toBe('first\nsecond');
    expect(await entries.read('/a', 'key-2')).toBeNull();
    expect(await entries.read('/b', 'key-1')).toBeNull();
    let computed = 0;
    const compute = (): string => `made ${(computed += 1)}`;
    expect(await readThroughEntry(entries, '/c', 'k', compute)).toBe('made 1');
    expect(await readThroughEntry(entries, '/c', 'k', compute)).toBe('made 1');
    expect(await readThroughEntry(entries, '/c', 'other', compute)).toBe('made 2');
  });
});

describe('Markdown twins from the cache', () => {
  const outDir = path.join(tmp, 'out-md');
  const twinOf = (route: Route): string => readFileSync(path.join(outDir, `${route.pathname.slice(1)}.md`), 'utf8');
  const emit = (data = siteData()): Promise<number> => emitMachineReadable({ outDir, routes: [button, chip], siteData: data, siteUrl: 'https://example.com', apiViewFor: () => undefined });
  const entryTimes = (): number[] => readdirSync(path.join(tmp, 'cache', 'twins')).map((name) => statSync(path.join(tmp, 'cache', 'twins', name)).mtimeMs).sort();

  it('follow an edit of the page, of its demo and of the site data, and leave other pages alone', async () => {
    writeFileSync(button.file, "---\ntitle: Button\ndescription: All about Button.\n---\nimport Basic from './demos/Basic';\n\nButtons start here.\n\n<Demo of={Basic} />\n");
    writeFileSync(path.join(pagesDir, 'demos', 'Basic.tsx'), 'export default function Basic() { return <button>One</button>; }\n');
    writeFileSync(chip.file, '---\ntitle: Chip\ndescription: All about Chip.\n---\nChips are compact.\n');
    await emit();
    expect(twinOf(button)).toContain('Buttons start here.');
    expect(twinOf(button)).toContain('<button>One</button>');
    const chipTwin = twinOf(chip);
    expect(chipTwin).toContain('Chips are compact.');
    const before = entryTimes();
    await emit();
    expect(entryTimes()).toEqual(before);

    writeFileSync(button.file, "---\ntitle: Button\ndescription: All about Button.\n---\nimport Basic from './demos/Basic';\n\nButtons are edited.\n\n<Demo of={Basic} />\n");
    await emit();
    expect(twinOf(button)).toContain('Buttons are edited.');
    expect(twinOf(chip)).toBe(chipTwin);
    // Only the edited page's entry was written again.
    expect(entryTimes().filter((time) => before.includes(time))).toHaveLength(1);

    writeFileSync(path.join(pagesDir, 'demos', 'Basic.tsx'), 'export default function Basic() { return <button>Two</button>; }\n');
    await emit();
    expect(twinOf(button)).toContain('<button>Two</button>');

    await emit(siteData([{ pathname: chip.pathname, title: 'Chip', description: 'All about Chip.', date: '2026-01-02', authors: ['Ada'], tags: ['news'], readingMinutes: 1 } satisfies BlogPostSummary]));
    expect(twinOf(chip)).toContain('Ada');
  });
});

describe('the search index from kept extracts', () => {
  const outDir = path.join(tmp, 'out-search');
  const page = (text: string): string => `<html><body><main><p>${text}</p><h2 id="usage">Usage</h2><p>How to use it.</p></main></body></html>`;
  const guidesShard = (): string => {
    const dir = path.join(outDir, 'static', 'search');
    const file = readdirSync(dir).find((name) => name.startsWith('material-ui-') && !name.startsWith('material-ui-api'));
    return readFileSync(path.join(dir, file!), 'utf8');
  };

  it('holds the text of the HTML the build has now, not the HTML of last time', async () => {
    rmSync(outDir, { recursive: true, force: true });
    await emitSearchIndex({ outDir, routes: [button, chip], navs: [], rendered: new Map([[button.pathname, page('Pressable things.')], [chip.pathname, page('Compact things.')]]) });
    expect(guidesShard()).toContain('Pressable things.');
    rmSync(outDir, { recursive: true, force: true });
    await emitSearchIndex({ outDir, routes: [button, chip], navs: [], rendered: new Map([[button.pathname, page('Clickable things.')], [chip.pathname, page('Compact things.')]]) });
    expect(guidesShard()).toContain('Clickable things.');
    expect(guidesShard()).not.toContain('Pressable');
    expect(guidesShard()).toContain('Compact things.');
  });
});

describe('the Content Security Policy pass', () => {
  const page = (head: string): string => `<!DOCTYPE html>\n<html><head>\n<meta charset="utf-8">\n${head}</head><body></body></html>`;

  it('gives written pages their policy in memory and sweeps only the files other steps wrote', async () => {
    const dir = mkdtempSync(path.join(tmp, 'csp-'));
    const pass = createCspPass({ scriptHosts: [], templateOf: locateTemplate });
    const applied = pass.apply('a/index.html', page(inlineScript('a()')));
    expect(applied).toContain('http-equiv="Content-Security-Policy"');
    // Written by the build as it was applied; a sweep that read it again would add a second policy.
    mkdirSync(path.join(dir, 'a'));
    writeFileSync(path.join(dir, 'a', 'index.html'), applied);
    writeFileSync(path.join(dir, 'offline.html'), page(inlineScript('b()')));
    const report = await pass.finish(dir);
    expect(report.pages).toBe(2);
    expect(readFileSync(path.join(dir, 'a', 'index.html'), 'utf8')).toBe(applied);
    expect(readFileSync(path.join(dir, 'offline.html'), 'utf8')).toContain('http-equiv="Content-Security-Policy"');
  });

  it('stops the build at the end when a page written from memory has an unhashed script', async () => {
    const dir = mkdtempSync(path.join(tmp, 'csp-'));
    const pass = createCspPass({ scriptHosts: [], templateOf: locateTemplate });
    expect(pass.apply('zh/a/index.html', page('<script>location.replace("/a/")</script>'))).not.toContain('Content-Security-Policy');
    const failure = await pass.finish(dir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildError);
    expect((failure as InstanceType<typeof BuildError>).message).toContain('zh/a/index.html');
  });
});
