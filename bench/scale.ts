// The scale benchmark of issue 23 §1: synthetic content trees of 100, 400 and 1,600 pages (and the peer
// workload: 200 pages with one Material UI Button demo each) are generated into a private copy of the
// project, never into content/, and each is built cold, warm and after one MDX edit.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../build/paths';
import type { Figure } from './budgets';
import { generatePeerTree, generateScaleTree, navAppendix, SCALE_PRODUCTS, type GeneratedPage } from './scaleContent';

/** Per-page cold cost at the largest size may be at most this multiple of the cost at 400 pages. */
export const SCALE_LINEARITY_BUDGET = 1.2;
/** Peak memory of the largest build, MB. */
export const SCALE_MEMORY_BUDGET_MB = 4096;

interface BuildFigures {
  milliseconds: number;
  routes: number;
  demos: number;
  peakMemoryMb: number;
  pagesFromCache: number;
  /** Time by step, as the build log prints it. */
  steps: string;
}

/** What one synthetic tree cost to build. */
export interface ScaleRun {
  label: string;
  syntheticPages: number;
  routes: number;
  demos: number;
  coldS: number;
  warmS: number;
  editS: number;
  peakMemoryMb: number;
  distMb: number;
  /** Cold build time per route written, ms. */
  perRouteColdMs: number;
}

function copyProject(): string {
  const project = mkdtempSync(path.join(os.tmpdir(), 'docs-bench-scale-'));
  for (const name of ['build', 'site', 'runtime', 'content', 'public', 'bench', 'package.json', 'package-lock.json', 'tsconfig.json']) {
    cpSync(path.join(ROOT, name), path.join(project, name), { recursive: true });
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'));
  return project;
}

function writeTree(project: string, pages: readonly GeneratedPage[]): void {
  for (const file of pages.flatMap((page) => page.files)) {
    mkdirSync(path.dirname(path.join(project, file.path)), { recursive: true });
    writeFileSync(path.join(project, file.path), file.contents);
  }
  // Every page must be reachable from its product's navigation, or the build stops.
  for (const product of SCALE_PRODUCTS) appendFileSync(path.join(project, 'content', product, 'nav.ts'), navAppendix(pages, product));
}

function build(project: string, cacheDir: string): BuildFigures {
  const result = spawnSync(process.execPath, [path.join(project, 'node_modules/tsx/dist/cli.mjs'), 'bench/buildOnce.ts'], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', DOCS_CACHE_DIR: cacheDir },
    maxBuffer: 64 * 1024 * 1024,
  });
  // A tree the pipeline cannot build fails the benchmark with the build's own error.
  if (result.status !== 0) throw new Error(`The synthetic tree did not build:\n${result.stderr}${result.stdout}`);
  const figures = JSON.parse(result.stdout.trim().split('\n').pop() ?? '') as BuildFigures;
  // Where the time went, for the reader of the bench log: the table has the totals only.
  console.log(`    ${(figures.milliseconds / 1000).toFixed(1)} s, ${figures.pagesFromCache} pages from the page cache: ${figures.steps}`);
  return figures;
}

function treeBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? treeBytes(full) : statSync(full).size;
  }
  return total;
}

const seconds = (ms: number): number => Number((ms / 1000).toFixed(1));

/** Builds one synthetic tree in a fresh project copy with an empty cache: cold, warm, then after editing one page. */
export function measureTree(label: string, pages: readonly GeneratedPage[]): ScaleRun {
  const project = copyProject();
  const cacheDir = path.join(project, '.bench-cache');
  try {
    writeTree(project, pages);
    console.log(`  ${label}: cold build…`);
    const cold = build(project, cacheDir);
    console.log(`  ${label}: warm build…`);
    const warm = build(project, cacheDir);
    const edited = path.join(project, pages[0]!.files[0]!.path);
    appendFileSync(edited, '\nOne more sentence, written after the first build.\n');
    console.log(`  ${label}: build after one MDX edit…`);
    const edit = build(project, cacheDir);
    return {
      label,
      syntheticPages: pages.length,
      routes: cold.routes,
      demos: cold.demos,
      coldS: seconds(cold.milliseconds),
      warmS: seconds(warm.milliseconds),
      editS: seconds(edit.milliseconds),
      peakMemoryMb: Math.max(cold.peakMemoryMb, warm.peakMemoryMb, edit.peakMemoryMb),
      distMb: Number((treeBytes(path.join(project, 'dist')) / 1024 / 1024).toFixed(1)),
      perRouteColdMs: Math.round(cold.milliseconds / cold.routes),
    };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

/** The sizes to build: `BENCH_SCALE_SIZES=100,400` overrides the 100, 400 and 1,600 pages. */
export function scaleSizes(): number[] {
  return (process.env.BENCH_SCALE_SIZES ?? '100,400,1600').split(',').map(Number).filter((size) => size > 0);
}

/** The Markdown table of the scale runs. */
export function scaleTable(runs: readonly ScaleRun[]): string {
  const rows = runs.map(
    (run) =>
      `| ${run.label} | ${run.syntheticPages} | ${run.routes} | ${run.demos} | ${run.coldS} s | ${run.warmS} s | ${run.editS} s | ${run.peakMemoryMb} MB | ${run.distMb} MB | ${run.perRouteColdMs} ms |`,
  );
  return ['| tree | synthetic pages | routes | demos | cold | warm | after one MDX edit | peak memory | dist/ | cold per route |', '|---|---|---|---|---|---|---|---|---|---|', ...rows].join('\n');
}

/** Runs every size and the peer workload; returns the report's figures (budgets beside them) and the table. */
export function measureScale(sizes = scaleSizes(), peer = process.env.BENCH_SCALE_PEER !== '0'): { figures: Figure[]; table: string } {
  const runs: ScaleRun[] = [];
  for (const size of sizes) {
    console.log(`Scale: ${size} pages…`);
    runs.push(measureTree(`${size} pages`, generateScaleTree(size)));
  }
  if (peer) {
    console.log('Scale: peer workload (200 pages, one Button demo each)…');
    runs.push(measureTree('peer workload', generatePeerTree(200)));
  }
  const figures: Figure[] = runs.flatMap((run) => [
    { name: `scale ${run.label}: cold build (${run.routes} routes, ${run.demos} demos)`, value: run.coldS, unit: 's' },
    { name: `scale ${run.label}: cold build per 100 routes`, value: Number(((run.coldS * 100) / run.routes).toFixed(2)), unit: 's', budget: 5, kind: 'max' as const },
    { name: `scale ${run.label}: warm build per 100 routes`, value: Number(((run.warmS * 100) / run.routes).toFixed(2)), unit: 's', budget: 2, kind: 'max' as const },
    { name: `scale ${run.label}: build after one MDX edit`, value: run.editS, unit: 's' },
    { name: `scale ${run.label}: peak memory`, value: run.peakMemoryMb, unit: 'MB', budget: SCALE_MEMORY_BUDGET_MB, kind: 'max' as const },
    { name: `scale ${run.label}: dist/`, value: run.distMb, unit: 'MB' },
  ]);
  const at = (pages: number): ScaleRun | undefined => runs.find((run) => run.label === `${pages} pages`);
  const largest = at(Math.max(...sizes));
  if (at(400) && largest && largest !== at(400)) {
    figures.push({ name: `scale: cold cost per route at ${largest.syntheticPages} pages ÷ at 400 pages`, value: Number((largest.perRouteColdMs / at(400)!.perRouteColdMs).toFixed(2)), unit: '×', budget: SCALE_LINEARITY_BUDGET, kind: 'max' });
  }
  return { figures, table: scaleTable(runs) };
}
