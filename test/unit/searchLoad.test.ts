import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstShards, loadIndex } from '../../runtime/search/loadIndex';
import type { SearchManifest, ShardFile } from '../../site/search/types';

const shard = (product: ShardFile['product'], part: ShardFile['part'], title: string): ShardFile => ({
  product,
  part,
  pages: [{ url: `/${product ?? 'site'}/${title.toLowerCase()}`, title, text: `${title} page`, category: product ? 'core' : null }],
  sections: [],
});

const FILES: Record<string, ShardFile> = {
  '/m.json': shard('material-ui', 'guides', 'Button'),
  '/m-api.json': shard('material-ui', 'api', 'ButtonApi'),
  '/j.json': shard('joy-ui', 'guides', 'Card'),
  '/j-api.json': shard('joy-ui', 'api', 'CardApi'),
  '/site.json': shard(null, 'guides', 'Versions'),
};

const MANIFEST: SearchManifest = {
  shards: [
    { product: 'material-ui', part: 'guides', url: '/m.json', docs: 1 },
    { product: 'material-ui', part: 'api', url: '/m-api.json', docs: 1 },
    { product: 'joy-ui', part: 'guides', url: '/j.json', docs: 1 },
    { product: 'joy-ui', part: 'api', url: '/j-api.json', docs: 1 },
    { product: null, part: 'guides', url: '/site.json', docs: 1 },
  ],
  start: [],
};

function fakeFetch(failing: string[] = []): string[] {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    if (failing.includes(url)) return new Response('', { status: 500 });
    return new Response(JSON.stringify(url === '/manifest.json' ? MANIFEST : FILES[url]), { status: 200 });
  });
  return requested;
}

const settled = async (index: ReturnType<typeof loadIndex>): Promise<void> => {
  await vi.waitFor(() => expect(index.state()).toBe('ready'));
};

afterEach(() => vi.unstubAllGlobals());

describe('loading the search index', () => {
  it('downloads the guides of the reader’s product and the cross-product pages first, Material UI’s on a page of no product', () => {
    expect(firstShards(MANIFEST.shards, 'joy-ui').map((entry) => entry.url)).toEqual(['/j.json', '/site.json']);
    expect(firstShards(MANIFEST.shards, null).map((entry) => entry.url)).toEqual(['/m.json', '/site.json']);
  });

  it('loads the API pages of a product on their own when asked', async () => {
    const requested = fakeFetch();
    const index = loadIndex('/manifest.json', 'joy-ui', () => {});
    await index.ready;
    await settled(index);
    expect(requested.sort()).toEqual(['/j.json', '/manifest.json', '/site.json']);
    index.need('joy-ui', 'api');
    await settled(index);
    expect(requested.filter((url) => url.endsWith('-api.json'))).toEqual(['/j-api.json']);
    expect(index.engine.size).toBe(3);
  });

  it('loads other products only when asked, once each', async () => {
    const requested = fakeFetch();
    const index = loadIndex('/manifest.json', 'joy-ui', () => {});
    await index.ready;
    await settled(index);
    expect(requested.sort()).toEqual(['/j.json', '/manifest.json', '/site.json']);
    expect(index.engine.size).toBe(2);
    index.need('material-ui');
    expect(index.state()).toBe('loading');
    await settled(index);
    index.need('all');
    await settled(index);
    expect(requested.filter((url) => url === '/m.json')).toHaveLength(1);
    expect(index.engine.size).toBe(5);
  });

  it('fails when the first download fails, and a later failed shard leaves the rest answering', async () => {
    fakeFetch(['/j.json']);
    const failing = loadIndex('/manifest.json', 'joy-ui', () => {});
    await expect(failing.ready).rejects.toThrow(/HTTP 500/);
    expect(failing.state()).toBe('failed');

    fakeFetch(['/m-api.json']);
    const index = loadIndex('/manifest.json', 'joy-ui', () => {});
    await index.ready;
    index.need('material-ui');
    await settled(index);
    index.need('all');
    await settled(index);
    // Joy UI's two shards, the cross-product pages and Material UI's guides: only its API shard is missing.
    expect(index.engine.size).toBe(4);
    expect(index.state()).toBe('ready');
  });
});
