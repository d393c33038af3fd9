// Search benchmark (issue 9): index size, search code size, query latency and result quality of the
// shipped engine (MiniSearch) beside the runner-up (FlexSearch), on the built site's own index.
// Standalone: `npx tsx bench/search.ts [distDir]` after `npm run build`.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { DIST_DIR, ROOT } from '../build/paths';
import { BROWSER_TARGETS } from '../build/bundle/options';
import { SearchEngine, type SearchContext } from '../site/search/engine';
import type { ResultGroup } from '../site/search/group';
import { SEARCH_DIR } from '../site/search/constants';
import { docsFromShard } from '../site/search/shard';
import { firstShards } from '../runtime/search/loadIndex';
import type { SearchDoc, SearchManifest, ShardFile } from '../site/search/types';
import { kb, type Figure } from './budgets';
import { FlexEngine } from './searchFlex';

/** The budgets of issue 9. */
export const SEARCH_BUDGETS = { indexGzipKb: 300, firstResultsMs: 50, codeGzipKb: 20, firstDownloadGzipKb: 150 } as const;

interface Engine {
  search(query: string, context: SearchContext): ResultGroup[];
}

const ms = (value: number): number => Number(value.toFixed(2));
const onMaterial: SearchContext = { product: 'material-ui', category: 'core' };
const onJoy: SearchContext = { product: 'joy-ui', category: 'core' };

interface QualityCase {
  query: string;
  context: SearchContext;
  where: string;
  /** The page expected as the first group. */
  page: string | RegExp;
  /** A section that group must list. */
  section?: string | RegExp;
}

/** The issue's quality queries: the page (and section) expected first, judged on the built content. */
function qualityCases(urls: ReadonlySet<string>): QualityCase[] {
  const cardPage = urls.has('/material-ui/react-card') ? '/material-ui/react-card' : '/material-ui/api/card';
  const onButtonPage: SearchContext = { ...onMaterial, pathname: '/material-ui/react-button' };
  const onOverview: SearchContext = { ...onMaterial, pathname: '/material-ui/getting-started' };
  return [
    { query: 'card', context: onMaterial, where: 'Material UI page', page: cardPage },
    { query: 'card api', context: onMaterial, where: 'Material UI page', page: '/material-ui/api/card' },
    { query: 'button', context: onJoy, where: 'Joy UI page', page: '/joy-ui/react-button' },
    { query: 'button', context: onMaterial, where: 'Material UI page', page: '/material-ui/react-button' },
    { query: 'buton', context: onMaterial, where: 'Material UI page', page: '/material-ui/react-button' },
    { query: 'buton', context: onJoy, where: 'Joy UI page', page: '/joy-ui/react-button' },
    { query: 'disableRipple', context: onButtonPage, where: 'Material UI Button page', page: '/material-ui/api/button', section: '/material-ui/api/button#button-prop-disableRipple' },
    { query: 'disableRipple', context: onOverview, where: 'Material UI overview', page: /^\/material-ui\/api\//, section: /^\/material-ui\/api\/[\w-]+#[\w-]+-prop-disableRipple$/ },
    { query: 'text field', context: onMaterial, where: 'Material UI page', page: '/material-ui/react-text-field' },
  ];
}

const matches = (url: string, expected: string | RegExp): boolean => (typeof expected === 'string' ? url === expected : expected.test(url));

/** 1-based position of the expected page among the result groups (0 when absent), and whether its section is listed. */
function judge(groups: readonly ResultGroup[], page: string | RegExp, section?: string | RegExp): { rank: number; section: boolean | null } {
  const index = groups.findIndex((group) => matches(group.url, page));
  const group = groups[index];
  return { rank: index + 1, section: section ? Boolean(group?.sections.some((candidate) => matches(candidate.url, section))) : null };
}

function latency(engine: Engine, queries: readonly string[], context: SearchContext): { first: number; median: number; p95: number } {
  const first = performance.now();
  engine.search(queries[0]!, context);
  const firstMs = performance.now() - first;
  const samples: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const query of queries) {
      const started = performance.now();
      engine.search(query, context);
      samples.push(performance.now() - started);
    }
  }
  samples.sort((a, b) => a - b);
  return { first: firstMs, median: samples[Math.floor(samples.length / 2)]!, p95: samples[Math.floor(samples.length * 0.95)]! };
}

async function gzipOfBundle(entry: esbuild.StdinOptions | string): Promise<number> {
  const result = await esbuild.build({
    ...(typeof entry === 'string' ? { entryPoints: [entry] } : { stdin: entry }),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: BROWSER_TARGETS,
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
  });
  return result.outputFiles.reduce((total, file) => total + gzipSync(file.contents).length, 0);
}

/** Measures the search index and engines of a built site. */
export async function measureSearch(distDir: string = DIST_DIR): Promise<{ figures: Figure[]; comparison: string }> {
  const folder = path.join(distDir, SEARCH_DIR);
  const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
  const manifestName = files.find((name) => name.startsWith('manifest-'));
  if (!manifestName) throw new Error(`No search manifest in ${folder}: run npm run build first.`);
  const manifest = JSON.parse(readFileSync(path.join(folder, manifestName), 'utf8')) as SearchManifest;
  let indexRaw = 0;
  let indexGzip = 0;
  let largestShardGzip = 0;
  const gzipByUrl = new Map<string, number>();
  const docs: SearchDoc[] = [];
  for (const name of files) {
    const contents = readFileSync(path.join(folder, name));
    indexRaw += contents.length;
    const gzip = gzipSync(contents).length;
    indexGzip += gzip;
    gzipByUrl.set(`/${SEARCH_DIR}/${name}`, gzip);
    if (name !== manifestName) largestShardGzip = Math.max(largestShardGzip, gzip);
  }
  // What a reader's first search downloads: the manifest and the shards the browser loads first
  // (runtime/search/loadIndex.ts), on a page of each product and on a page of none; the worst counts.
  const readers = [...new Set(manifest.shards.map((shard) => shard.product))];
  const firstDownloads = readers.map((product) => ({
    product,
    bytes: gzipByUrl.get(`/${SEARCH_DIR}/${manifestName}`)! + firstShards(manifest.shards, product).reduce((total, shard) => total + (gzipByUrl.get(shard.url) ?? 0), 0),
  }));
  const heaviestFirst = firstDownloads.sort((a, b) => b.bytes - a.bytes)[0]!;
  for (const shard of manifest.shards) {
    const file = JSON.parse(readFileSync(path.join(distDir, shard.url), 'utf8')) as ShardFile;
    docs.push(...docsFromShard(file, docs.length));
  }
  const urls = new Set(docs.filter((doc) => doc.kind === 'page').map((doc) => doc.url));

  // Index the reader's product first, as the browser does, and time how soon it is searchable.
  const materialDocs = docs.filter((doc) => doc.product === 'material-ui');
  let started = performance.now();
  const mini = new SearchEngine(materialDocs);
  const miniFirstShardMs = performance.now() - started;
  mini.add(docs.filter((doc) => doc.product !== 'material-ui'));
  const miniBuildMs = performance.now() - started;
  started = performance.now();
  const flex = new FlexEngine(docs);
  const flexBuildMs = performance.now() - started;
  const flexExportGzip = gzipSync(flex.exported()).length;

  const queries = ['card', 'card api', 'button', 'buton', 'disableRipple', 'text field', 'theme palette', 'autocomplete'];
  const miniLatency = latency(mini, queries, onMaterial);
  const flexLatency = latency(flex, queries, onMaterial);

  const dialogGzip = await gzipOfBundle(path.join(ROOT, 'runtime/search/dialog.ts'));
  const miniLibGzip = await gzipOfBundle({ contents: "export { default } from 'minisearch';", resolveDir: ROOT, loader: 'ts' });
  const flexLibGzip = await gzipOfBundle({ contents: "export { Document, Charset } from 'flexsearch';", resolveDir: ROOT, loader: 'ts' });

  const rows: string[] = ['| query | reader on | expected first | MiniSearch | FlexSearch |', '|---|---|---|---|---|'];
  let miniFirsts = 0;
  let flexFirsts = 0;
  const cases = qualityCases(urls);
  for (const { query, context, where, page, section } of cases) {
    const describe = (result: { rank: number; section: boolean | null }): string =>
      `${result.rank === 0 ? 'missing' : `#${result.rank}`}${result.section === null ? '' : result.section ? ', section listed' : ', section not listed'}`;
    const miniResult = judge(mini.search(query, context), page, section);
    const flexResult = judge(flex.search(query, context), page, section);
    if (miniResult.rank === 1 && miniResult.section !== false) miniFirsts++;
    if (flexResult.rank === 1 && flexResult.section !== false) flexFirsts++;
    rows.push(`| ${query} | ${where} | ${String(section ?? page)} | ${describe(miniResult)} | ${describe(flexResult)} |`);
  }
  const comparison = [
    `Index: ${docs.length} documents (${urls.size} pages), ${manifest.shards.length} shards.`,
    '',
    '| | MiniSearch (shipped) | FlexSearch |',
    '|---|---|---|',
    `| library alone, min+gzip | ${kb(miniLibGzip)} KB | ${kb(flexLibGzip)} KB |`,
    `| index build in the browser from the shards | ${ms(miniBuildMs)} ms | ${ms(flexBuildMs)} ms |`,
    `| prebuilt index instead of documents, gzip | — | ${kb(flexExportGzip)} KB (vs ${kb(indexGzip)} KB of documents) |`,
    `| first query after load | ${ms(miniLatency.first)} ms | ${ms(flexLatency.first)} ms |`,
    `| query median / p95 | ${ms(miniLatency.median)} / ${ms(miniLatency.p95)} ms | ${ms(flexLatency.median)} / ${ms(flexLatency.p95)} ms |`,
    `| issue queries answered first | ${miniFirsts} / ${cases.length} | ${flexFirsts} / ${cases.length} |`,
    '',
    ...rows,
  ].join('\n');

  const figures: Figure[] = [
    { name: 'search index gzip (whole site, all shards + manifest)', value: kb(indexGzip), unit: 'KB', budget: SEARCH_BUDGETS.indexGzipKb, kind: 'max' },
    { name: 'search index raw', value: kb(indexRaw), unit: 'KB' },
    { name: 'largest search shard gzip', value: kb(largestShardGzip), unit: 'KB' },
    { name: 'search code gzip (dialog + MiniSearch + strings)', value: kb(dialogGzip), unit: 'KB', budget: SEARCH_BUDGETS.codeGzipKb, kind: 'max' },
    { name: `search first download gzip, code + index (heaviest: a page of ${heaviestFirst.product ?? 'no product'})`, value: kb(dialogGzip + heaviestFirst.bytes), unit: 'KB', budget: SEARCH_BUDGETS.firstDownloadGzipKb, kind: 'max' },
    { name: 'search index build after load: reader\'s product (Material UI)', value: ms(miniFirstShardMs), unit: 'ms' },
    { name: 'search index build after load: whole site (in chunks, off the critical path)', value: ms(miniBuildMs), unit: 'ms' },
    { name: 'search first results after the index loaded', value: ms(miniLatency.first), unit: 'ms', budget: SEARCH_BUDGETS.firstResultsMs, kind: 'max' },
    { name: 'search query p95', value: ms(miniLatency.p95), unit: 'ms' },
    { name: 'search issue queries answered first', value: miniFirsts, unit: `of ${cases.length}` },
  ];
  return { figures, comparison };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { toMarkdown } = await import('./budgets');
  const { figures, comparison } = await measureSearch(process.argv[2] ? path.resolve(process.argv[2]) : DIST_DIR);
  console.log(`${toMarkdown(figures)}\n\n${comparison}`);
}
