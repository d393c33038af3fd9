import { SearchEngine } from '../../site/search/engine';
import { docsFromShard } from '../../site/search/shard';
import type { SearchManifest, ShardFile } from '../../site/search/types';
import type { ProductId } from '../../site/products';

/** Where the index stands: the first download still loading, idle (`ready`), more shards loading, or failed. */
export type IndexState = 'loading' | 'ready' | 'failed';

/** The index as it loads: the reader's product first, the other products' shards only when asked for. */
export interface LoadingIndex {
  engine: SearchEngine;
  manifest: Promise<SearchManifest>;
  /** Settles when the first download (the reader's product and the cross-product pages) is indexed. */
  ready: Promise<void>;
  /** Loads the shards of `product` (of every product for `all`), of one `part` if given, that are not loaded yet. */
  need: (product: ProductId | 'all', part?: ShardEntry['part']) => void;
  state: () => IndexState;
}

type ShardEntry = SearchManifest['shards'][number];

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The product a page of no product (home, blog, versions) searches first: Material UI, the most read. */
export const FALLBACK_FIRST_PRODUCT: ProductId = 'material-ui';

/** The product whose shards a reader's first search downloads. */
export const firstProductOf = (current: ProductId | null): ProductId => current ?? FALLBACK_FIRST_PRODUCT;

/**
 * The shards a first search downloads: the guides of the reader's product and the cross-product pages.
 * API pages and other products load as a query needs them (runtime/search/dialog.ts): with Material UI's
 * API pages in it, the first download was 225 KB gzip, over the 150 KB a first search may cost.
 */
export function firstShards(shards: readonly ShardEntry[], current: ProductId | null): ShardEntry[] {
  const product = firstProductOf(current);
  return shards.filter((shard) => shard.part === 'guides' && (shard.product === product || shard.product === null));
}

/**
 * Fetches the manifest, then the first shards (see `firstShards`), and indexes
 * them one after another; other shards download only through `need` (a query that names another
 * product, or finds too little). `onChange` runs as each shard is indexed and when the state changes.
 */
export function loadIndex(manifestUrl: string, current: ProductId | null, onChange: () => void): LoadingIndex {
  const engine = new SearchEngine();
  const manifest = fetchJson<SearchManifest>(manifestUrl);
  const requested = new Set<string>();
  let pending = 0;
  let failed = false;
  let firstDone = false;
  let nextId = 0;
  let listed: readonly ShardEntry[] = [];
  let indexing: Promise<void> = Promise.resolve();

  // Downloads start at once, in parallel; indexing stays in request order so ids are stable.
  const load = (entries: readonly ShardEntry[]): Promise<void> => {
    const fresh = entries.filter((entry) => !requested.has(entry.url));
    if (fresh.length === 0) return indexing;
    fresh.forEach((entry) => requested.add(entry.url));
    pending += 1;
    onChange();
    const downloads = fresh.map((entry) => fetchJson<ShardFile>(entry.url));
    // Rejections are handled in order below; this only stops "unhandled rejection" noise meanwhile.
    for (const download of downloads) download.catch(() => {});
    const run = indexing.then(async () => {
      try {
        for (const download of downloads) {
          const docs = docsFromShard(await download, nextId);
          nextId += docs.length;
          await engine.addInChunks(docs);
          onChange();
        }
      } finally {
        pending -= 1;
        onChange();
      }
    });
    // A failed shard must not block the ones requested after it.
    indexing = run.catch(() => {});
    return run;
  };

  const ready = manifest.then(({ shards }) => {
    listed = shards;
    return load(firstShards(shards, current));
  });
  ready.then(
    () => {
      firstDone = true;
      onChange();
    },
    () => {
      failed = true;
      onChange();
    },
  );

  return {
    engine,
    manifest,
    ready,
    need(product, part) {
      if (!firstDone) return;
      load(listed.filter((shard) => (product === 'all' || shard.product === product) && (part === undefined || shard.part === part))).catch(() => {
        // A shard that fails to load later costs only its results; what is indexed keeps answering.
      });
    },
    state: () => (failed ? 'failed' : firstDone && pending === 0 ? 'ready' : 'loading'),
  };
}
