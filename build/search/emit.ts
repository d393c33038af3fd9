import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { getProductInfoFromUrl } from '../../site/routing/productInfo';
import type { ProductCategoryId } from '../../site/products';
import { SEARCH_DIR, SEARCH_MANIFEST_PLACEHOLDER, START_PAGES_PER_PRODUCT } from '../../site/search/constants';
import type { SearchManifest } from '../../site/search/types';
import type { LoadedNav } from '../nav/load';
import type { Route } from '../routes';
import { buildShards, type IndexablePage } from './records';
import { startPagesFor } from './startPages';
import { extractPage, readablePart, type ExtractedPage } from './extract';
import { sha1 } from '../bundle/inputHashes';
import { codeKeyOf } from '../cacheFiles';
import { keyedEntries, readThroughEntry } from '../keyedEntries';
import { CACHE_DIR, ROOT } from '../paths';

/** What the search emitter wrote. */
export interface SearchIndexReport {
  manifestUrl: string;
  /** A page's HTML with its search button pointing at the manifest. */
  withManifest: (html: string) => string;
  files: { url: string; bytes: number }[];
}

function contentHash(contents: string): string {
  return createHash('sha256').update(contents).digest('base64url').slice(0, 10);
}

async function writeHashed(outDir: string, name: string, contents: string): Promise<{ url: string; bytes: number }> {
  const file = `${name}-${contentHash(contents)}.json`;
  await fs.mkdir(path.join(outDir, SEARCH_DIR), { recursive: true });
  await fs.writeFile(path.join(outDir, SEARCH_DIR, file), contents);
  return { url: `/${SEARCH_DIR}/${file}`, bytes: Buffer.byteLength(contents) };
}

function categoryOf(pathname: string): ProductCategoryId | null {
  const { productCategoryId } = getProductInfoFromUrl(`${pathname}/`);
  return productCategoryId === 'null' ? null : (productCategoryId as ProductCategoryId);
}

/** The pages the index covers: every rendered route except hidden ones (test pages). */
export function indexablePages(routes: readonly Route[], rendered: ReadonlyMap<string, string>): IndexablePage[] {
  return routes.flatMap((route) => {
    const html = rendered.get(route.pathname);
    if (!html || route.frontMatter.hidden) return [];
    const part = route.kind === 'api' ? ('api' as const) : ('guides' as const);
    return [{ pathname: route.pathname, title: route.frontMatter.title, description: route.frontMatter.description, product: route.productId, category: categoryOf(route.pathname), part, html }];
  });
}

// Reading a page's sections out of its HTML is most of the index's cost (about 2 ms a page), and a warm
// build renders few pages anew: each page's extract is kept under a hash of the HTML it reads and the extractor.
const EXTRACT_ENTRIES = keyedEntries(path.join(CACHE_DIR, 'search-extracts'), '.json');
const EXTRACTOR_FILES = ['build/search/extract.ts', 'build/search/html.ts'];

async function extractAll(pages: readonly IndexablePage[]): Promise<Map<string, ExtractedPage>> {
  const code = await codeKeyOf(ROOT, [], EXTRACTOR_FILES);
  const extracts = await Promise.all(
    pages.map(async (page) => {
      const text = await readThroughEntry(EXTRACT_ENTRIES, page.pathname, sha1(`${code}\0${readablePart(page.html)}`), () => JSON.stringify(extractPage(page.html)));
      return [page.pathname, JSON.parse(text) as ExtractedPage] as const;
    }),
  );
  return new Map(extracts);
}

/**
 * Writes content-hashed index files per product (guides, API pages) and a hashed manifest under
 * `static/search/`; the caller points each page's search button at the manifest (`withManifest`) as it
 * writes the page, so the site's HTML is never held twice.
 */
export async function emitSearchIndex(options: { outDir: string; routes: readonly Route[]; navs: readonly LoadedNav[]; rendered: ReadonlyMap<string, string> }): Promise<SearchIndexReport> {
  const { outDir, routes, navs, rendered } = options;
  const pages = indexablePages(routes, rendered);
  const extracts = await extractAll(pages);
  const shards = buildShards(pages, (page) => {
    const extract = extracts.get(page.pathname);
    // extractAll extracts every indexable page: a missing one is a bug here, not a content mistake.
    if (!extract) throw new Error(`No search extract for ${page.pathname}`);
    return extract;
  });
  const files: SearchIndexReport['files'] = [];
  const manifest: SearchManifest = { shards: [], start: [] };
  for (const shard of shards) {
    const written = await writeHashed(outDir, `${shard.product ?? 'site'}${shard.part === 'api' ? '-api' : ''}`, JSON.stringify(shard));
    files.push(written);
    manifest.shards.push({ product: shard.product, part: shard.part, url: written.url, docs: shard.pages.length + shard.sections.length });
  }
  const exists = (pathname: string): boolean => routes.some((route) => route.pathname === pathname && !route.frontMatter.hidden);
  for (const nav of navs) {
    const pages = startPagesFor(nav.pages, exists, START_PAGES_PER_PRODUCT);
    if (pages.length > 0) manifest.start.push({ product: nav.productId, pages });
  }
  const written = await writeHashed(outDir, 'manifest', JSON.stringify(manifest));
  files.push(written);

  return { manifestUrl: written.url, files, withManifest: (html) => html.replaceAll(SEARCH_MANIFEST_PLACEHOLDER, written.url) };
}
