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

/** What the search emitter wrote. */
export interface SearchIndexReport {
  manifestUrl: string;
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

/**
 * Writes content-hashed index files per product (guides, API pages) and a hashed manifest under `static/search/`, then
 * points every page's search button at the manifest: the page HTML in `rendered` (updated in place)
 * and on disk, plus any `extraHtmlFiles` (such as 404.html).
 */
export async function emitSearchIndex(options: {
  outDir: string;
  routes: readonly Route[];
  navs: readonly LoadedNav[];
  rendered: Map<string, string>;
  extraHtmlFiles?: readonly string[];
}): Promise<SearchIndexReport> {
  const { outDir, routes, navs, rendered } = options;
  const shards = buildShards(indexablePages(routes, rendered));
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

  for (const [pathname, html] of rendered) {
    if (!html.includes(SEARCH_MANIFEST_PLACEHOLDER)) continue;
    const updated = html.replaceAll(SEARCH_MANIFEST_PLACEHOLDER, written.url);
    rendered.set(pathname, updated);
    await fs.writeFile(path.join(outDir, pathname, 'index.html'), updated);
  }
  for (const file of options.extraHtmlFiles ?? []) {
    const html = await fs.readFile(file, 'utf8');
    if (html.includes(SEARCH_MANIFEST_PLACEHOLDER)) await fs.writeFile(file, html.replaceAll(SEARCH_MANIFEST_PLACEHOLDER, written.url));
  }
  return { manifestUrl: written.url, files };
}
