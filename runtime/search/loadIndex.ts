import { SearchEngine } from '../../site/search/engine';
import { docsFromShard } from '../../site/search/shard';
import type { SearchManifest, ShardFile } from '../../site/search/types';
import type { ProductId } from '../../site/products';

/** The index as it loads: the engine fills up shard by shard; `ready` settles when all have arrived. */
export interface LoadingIndex {
  engine: SearchEngine;
  manifest: Promise<SearchManifest>;
  ready: Promise<void>;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Fetches the manifest, then every product's shard in parallel, and indexes them one after another,
 * the reader's product first; `onShard` runs as each one is indexed so open results can refresh.
 */
export function loadIndex(manifestUrl: string, current: ProductId | null, onShard: () => void): LoadingIndex {
  const engine = new SearchEngine();
  const manifest = fetchJson<SearchManifest>(manifestUrl);
  const ready = manifest.then(async ({ shards }) => {
    const ordered = [...shards].sort((a, b) => Number(b.product === current) - Number(a.product === current));
    const downloads = ordered.map(({ url }) => fetchJson<ShardFile>(url));
    // Rejections are handled in order below; this only stops "unhandled rejection" noise meanwhile.
    for (const download of downloads) download.catch(() => {});
    let nextId = 0;
    for (const download of downloads) {
      const docs = docsFromShard(await download, nextId);
      nextId += docs.length;
      await engine.addInChunks(docs);
      onShard();
    }
  });
  return { engine, manifest, ready };
}
