import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { EarlySiteParts } from '../../build/prepare';
import type { Route } from '../../build/routes';

// A page's body is kept between builds under a key of everything it is rendered from (build/pageCache.ts):
// a kept body must never be served once any of those changed, and a page must hit when none did.

const tmp = mkdtempSync(path.join(os.tmpdir(), 'docs-page-cache-'));
// The cache folder is read when build/paths.ts loads: point it at this test's folder first.
process.env.DOCS_CACHE_DIR = tmp;
const { loadSiteConfig } = await import('../../site/config/siteConfig');
const { NOT_FOUND_PAGE, openPageCache } = await import('../../build/pageCache');
const { ROOT } = await import('../../build/paths');

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function route(pathname: string, title: string): Route {
  return { kind: 'doc', pathname, file: path.join(tmp, `${pathname}.mdx`), frontMatter: { title, description: `All about ${title}.` } as Route['frontMatter'], code: '', toc: [], imports: [], productId: 'material-ui' };
}

const buttons = route('/material-ui/react-button', 'Button');
const chips = route('/material-ui/react-chip', 'Chip');

function siteParts(change: Partial<EarlySiteParts> = {}): EarlySiteParts {
  return {
    config: loadSiteConfig({}),
    routes: [buttons, chips],
    api: { viewFor: () => undefined } as unknown as EarlySiteParts['api'],
    navs: [{ productId: 'material-ui', file: 'nav.ts', pages: [{ pathname: '/material-ui/react-button', title: 'Button' }, { pathname: '/material-ui/react-chip', title: 'Chip' }] }] as unknown as EarlySiteParts['navs'],
    siteData: { shared: { blogPosts: [] } } as unknown as EarlySiteParts['siteData'],
    demos: [],
    serverIdentity: { shared: 'shared-1', pages: { [path.relative(ROOT, buttons.file)]: 'button-page-1', [path.relative(ROOT, chips.file)]: 'chip-page-1' } },
    loadRenderers: () => Promise.reject(new Error('not needed')),
    siblingFailed: new AbortController().signal,
    ...change,
  };
}

describe('the page cache', () => {
  it('gives back a page only under the key it was kept with', async () => {
    const cache = (await openPageCache(siteParts()))!;
    const key = cache.keyOf(buttons);
    expect(await cache.read(buttons.pathname, key)).toBeNull();
    await cache.write(buttons.pathname, key, '<html>Buttons</html>');
    expect(await cache.read(buttons.pathname, key)).toBe('<html>Buttons</html>');
    expect(await cache.read(buttons.pathname, cache.keyOf(chips))).toBeNull();
    expect(await cache.read(chips.pathname, key)).toBeNull();
  });

  it('keys a page the same while nothing changed, and differently when any input of its render did', async () => {
    const base = (await openPageCache(siteParts()))!;
    expect((await openPageCache(siteParts()))!.keyOf(buttons)).toBe(base.keyOf(buttons));
    const changes: Array<Partial<EarlySiteParts>> = [
      { serverIdentity: { shared: 'shared-2', pages: siteParts().serverIdentity!.pages } },
      { config: { ...loadSiteConfig({}), siteUrl: 'https://docs.example.com' } },
      { navs: [{ ...siteParts().navs[0]!, pages: [{ pathname: '/material-ui/react-button', title: 'Buttons' }] }] as unknown as EarlySiteParts['navs'] },
      { siteData: { shared: { blogPosts: [{ title: 'A new post' }] } } as unknown as EarlySiteParts['siteData'] },
    ];
    for (const change of changes) {
      const changed = (await openPageCache(siteParts(change)))!;
      expect(changed.keyOf(buttons), JSON.stringify(Object.keys(change))).not.toBe(base.keyOf(buttons));
      expect(changed.keyOf(NOT_FOUND_PAGE)).not.toBe(base.keyOf(NOT_FOUND_PAGE));
    }
  });

  it('keys a page by its own model: a retitled page misses, the other page keeps its key', async () => {
    const base = (await openPageCache(siteParts()))!;
    const retitled = route(buttons.pathname, 'Button group');
    const cache = (await openPageCache(siteParts({ routes: [retitled, chips] })))!;
    expect(cache.keyOf(retitled)).not.toBe(base.keyOf(buttons));
    expect(cache.keyOf(chips)).toBe(base.keyOf(chips));
  });

  it("keys a page by its own module: an edit to one page's module changes that page's key only", async () => {
    const base = (await openPageCache(siteParts()))!;
    const identity = siteParts().serverIdentity!;
    const edited = (await openPageCache(siteParts({ serverIdentity: { ...identity, pages: { ...identity.pages, [path.relative(ROOT, buttons.file)]: 'button-page-2' } } })))!;
    expect(edited.keyOf(buttons)).not.toBe(base.keyOf(buttons));
    expect(edited.keyOf(chips)).toBe(base.keyOf(chips));
    expect(edited.keyOf(NOT_FOUND_PAGE)).toBe(base.keyOf(NOT_FOUND_PAGE));
  });

  it('keys a page alike wherever the project is: the navigation files\' paths and the rest of the environment are not rendered', async () => {
    const base = (await openPageCache(siteParts()))!;
    const elsewhere = (await openPageCache(siteParts({ navs: [{ ...siteParts().navs[0]!, file: '/elsewhere/content/material-ui/nav.ts' }] })))!;
    expect(elsewhere.keyOf(buttons)).toBe(base.keyOf(buttons));
    process.env.DOCS_FEEDBACK_URL = 'http://127.0.0.1:9/feedback';
    try {
      expect((await openPageCache(siteParts()))!.keyOf(buttons)).toBe(base.keyOf(buttons));
      // The one setting server-rendered demos read from the environment themselves does count.
      process.env.DOCS_DATA_GRID_LICENSE_KEY = 'another-key';
      expect((await openPageCache(siteParts()))!.keyOf(buttons)).not.toBe(base.keyOf(buttons));
    } finally {
      delete process.env.DOCS_FEEDBACK_URL;
      delete process.env.DOCS_DATA_GRID_LICENSE_KEY;
    }
  });

  it('is off without a server bundle identity (a bundler that keeps no cache)', async () => {
    expect(await openPageCache(siteParts({ serverIdentity: null }))).toBeNull();
  });
});

describe('the page cache across configs', () => {
  const testConfig = { ...loadSiteConfig({}), feedbackUrl: 'http://127.0.0.1:9/feedback' };
  const otherConfig = { ...loadSiteConfig({}), siteUrl: 'https://docs.example.com' };

  it("keeps a body per config, so the site's build and the test build do not push out each other's", async () => {
    const site = (await openPageCache(siteParts(), { claim: true }))!;
    const tests = (await openPageCache(siteParts({ config: testConfig }), { claim: true }))!;
    await site.write(buttons.pathname, site.keyOf(buttons), '<main>site</main>');
    await tests.write(buttons.pathname, tests.keyOf(buttons), '<main>tests</main>');
    const siteAgain = (await openPageCache(siteParts(), { claim: true }))!;
    expect(await siteAgain.read(buttons.pathname, siteAgain.keyOf(buttons))).toBe('<main>site</main>');
    const testsAgain = (await openPageCache(siteParts({ config: testConfig }), { claim: true }))!;
    expect(await testsAgain.read(buttons.pathname, testsAgain.keyOf(buttons))).toBe('<main>tests</main>');
  });

  it('drops the least recently used config only when a build claims a third, never when one only reads', async () => {
    const site = (await openPageCache(siteParts(), { claim: true }))!;
    await site.write(buttons.pathname, site.keyOf(buttons), '<main>site</main>');
    // The test build claimed its slot last; then a few pages are built under a third config and only read.
    await openPageCache(siteParts({ config: testConfig }), { claim: true });
    await openPageCache(siteParts({ config: otherConfig }));
    expect(await site.read(buttons.pathname, site.keyOf(buttons))).toBe('<main>site</main>');
    // A whole build under the third config pushes out the slot used longest ago: the site's.
    await openPageCache(siteParts({ config: otherConfig }), { claim: true });
    expect(await site.read(buttons.pathname, site.keyOf(buttons))).toBeNull();
  });
});
