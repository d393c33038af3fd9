// `npm run bench`: builds cold and warm, serves dist/, measures page weight, Lighthouse and navigation,
// and writes bench-report/report.{md,json} with every figure beside its budget (issue 11).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { listBuiltPages } from '../build/distPages';
import { DIST_DIR, ROOT } from '../build/paths';
import { createStaticServer, listen } from '../build/serve';
import { launchBrowser } from '../test/e2e/browser';
import { startFakeFeedback } from '../test/e2e/fakeFeedback';
import { startFakeThirdParties } from '../test/e2e/fakeThirdParties';
import { BUDGETS, kb, toMarkdown, withinBudget, type Figure } from './budgets';
import { measureDevTimings } from './devTimings';
import { launchChromeForLighthouse, runLighthouse } from './lighthouse';
import { measureNavigation } from './navigation';
import { measurePageWeight } from './pageWeight';
import { measureHeaviestPages } from './heaviestPages';
import { measureScale } from './scale';
import { measureSearch } from './search';

const REPORT_DIR = path.join(ROOT, 'bench-report');

// A cache folder of the benchmark's own: "cold" means empty, and nobody else's cache is touched.
const BENCH_CACHE_DIR = path.join(os.tmpdir(), `docs-bench-cache-${process.pid}`);

/** Build settings that point every third party at the local fakes, so pages load as on the real site. */
function thirdPartyEnv(providerOrigin: string, feedbackOrigin: string): Record<string, string> {
  return {
    DOCS_AD_SCRIPT_URL: `${providerOrigin}/carbon.js`,
    DOCS_AD_FEED_URL: `${providerOrigin}/feed.json`,
    DOCS_GA_MEASUREMENT_ID: 'G-BENCH',
    DOCS_GA_SCRIPT_URL: `${providerOrigin}/gtag.js`,
    DOCS_FEEDBACK_URL: `${feedbackOrigin}/feedback`,
    DOCS_ICON_STYLESHEET_URL: `${feedbackOrigin}/icons.css`,
  };
}

function runBuild(extraEnv: Record<string, string>): { milliseconds: number; routes: number; peakMemoryMb: number } {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'bench/buildOnce.ts')], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...extraEnv, DOCS_CACHE_DIR: BENCH_CACHE_DIR },
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}`);
  const line = result.stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(line) as { milliseconds: number; routes: number; peakMemoryMb: number };
}


const FLAGSHIP_COMPONENT_PAGE = '/material-ui/react-button';

function pickPageKinds(): { kinds: Record<string, string>; largestApi: { pathname: string; gzipKb: number } | null } {
  const pages = listBuiltPages(DIST_DIR);
  const demoCount = (file: string): number => (readFileSync(file, 'utf8').match(/data-island="demo:/g) ?? []).length;
  const component = pages.filter((page) => !page.pathname.startsWith('/experiments')).sort((a, b) => demoCount(b.file) - demoCount(a.file))[0];
  const apiPages = pages.filter((page) => /\/api\//.test(page.pathname) || /-api$/.test(page.pathname));
  const sizeOf = (file: string): number => gzipSync(readFileSync(file)).length;
  const largestApi = apiPages.sort((a, b) => sizeOf(b.file) - sizeOf(a.file))[0];
  const blogPost = pages.find((page) => /^\/blog\/[^/]+$/.test(page.pathname));
  const kinds: Record<string, string> = { home: '/' };
  if (component) kinds[`component page (${component.pathname})`] = component.pathname;
  // The flagship page too; Lighthouse scores its demos with the rest of it (test/e2e/a11y.e2e.test.ts checks their contrast).
  if (component?.pathname !== FLAGSHIP_COMPONENT_PAGE) kinds[`component page (${FLAGSHIP_COMPONENT_PAGE})`] = FLAGSHIP_COMPONENT_PAGE;
  if (largestApi) kinds[`API page (${largestApi.pathname})`] = largestApi.pathname;
  kinds.guide = '/material-ui/getting-started/installation';
  if (blogPost) kinds[`blog post (${blogPost.pathname})`] = blogPost.pathname;
  return { kinds, largestApi: largestApi ? { pathname: largestApi.pathname, gzipKb: kb(sizeOf(largestApi.file)) } : null };
}

function writeReport(figures: readonly Figure[], scaleTable?: string): void {
  mkdirSync(REPORT_DIR, { recursive: true });
  const table = toMarkdown(figures);
  const stamp = new Date().toISOString();
  const scale = scaleTable ? `\n## Scale (synthetic trees in a project copy)\n\n${scaleTable}\n` : '';
  writeFileSync(path.join(REPORT_DIR, 'report.md'), `# Benchmark report\n\n${stamp}\n\n${table}\n${scale}`);
  writeFileSync(path.join(REPORT_DIR, 'report.json'), `${JSON.stringify({ date: stamp, figures: figures.map((figure) => ({ ...figure, within: withinBudget(figure) })) }, null, 2)}\n`);
  console.log(`\n${table}\n\nWritten to bench-report/report.md and report.json.`);
}

async function main(): Promise<void> {
  const figures: Figure[] = [];
  // `BENCH_ONLY=dev npm run bench`: the dev-mode timings alone, without the builds and Lighthouse.
  if (process.env.BENCH_ONLY === 'dev') {
    console.log('Measuring dev mode…');
    writeReport(await measureDevTimings());
    return;
  }
  // `BENCH_ONLY=weight npm run bench`: the heaviest pages with demos of the dist/ already built.
  if (process.env.BENCH_ONLY === 'weight') {
    const server = createStaticServer(DIST_DIR);
    const browser = await launchBrowser({ optimizingCompiler: true });
    try {
      writeReport(await measureHeaviestPages(browser, `http://127.0.0.1:${await listen(server, 0)}`, DIST_DIR));
    } finally {
      await browser.close();
      server.close();
    }
    return;
  }
  // `BENCH_ONLY=scale npm run bench`: the synthetic scale trees alone (issue 23 §1).
  if (process.env.BENCH_ONLY === 'scale') {
    const scale = measureScale();
    console.log(`\n${scale.table}`);
    writeReport(scale.figures, scale.table);
    return;
  }
  const [fakes, feedbackFake] = await Promise.all([startFakeThirdParties(), startFakeFeedback()]);
  const fakeEnv = thirdPartyEnv(fakes.origin, feedbackFake.origin);
  console.log('Cold build…');
  rmSync(BENCH_CACHE_DIR, { recursive: true, force: true });
  const cold = runBuild(fakeEnv);
  console.log('Warm build…');
  const warm = runBuild(fakeEnv);
  rmSync(BENCH_CACHE_DIR, { recursive: true, force: true });
  const per100 = (ms: number): number => Number(((ms / 1000) * (100 / cold.routes)).toFixed(2));
  figures.push(
    { name: 'routes built', value: cold.routes, unit: '' },
    { name: 'cold build', value: Number((cold.milliseconds / 1000).toFixed(2)), unit: 's' },
    { name: 'cold build per 100 routes', value: per100(cold.milliseconds), unit: 's', budget: BUDGETS.coldBuildPer100RoutesS, kind: 'max' },
    { name: 'warm build', value: Number((warm.milliseconds / 1000).toFixed(2)), unit: 's' },
    { name: 'warm build per 100 routes', value: per100(warm.milliseconds), unit: 's', budget: BUDGETS.warmBuildPer100RoutesS, kind: 'max' },
    { name: 'peak memory (cold build)', value: cold.peakMemoryMb, unit: 'MB' },
  );

  const { kinds, largestApi } = pickPageKinds();
  if (largestApi) figures.push({ name: `largest API page HTML gzip (${largestApi.pathname})`, value: largestApi.gzipKb, unit: 'KB', budget: BUDGETS.htmlLargestApiKb, kind: 'max' });

  const server = createStaticServer(DIST_DIR);
  const port = await listen(server, 0);
  const origin = `http://127.0.0.1:${port}`;
  const browser = await launchBrowser({ optimizingCompiler: true });
  const chrome = await launchChromeForLighthouse();
  try {
    for (const [kind, pathname] of Object.entries(kinds)) {
      console.log(`Measuring ${kind}…`);
      const weight = await measurePageWeight(browser, `${origin}${pathname}`);
      const jsBudget = kind.startsWith('component') ? BUDGETS.jsComponentKb : kind.startsWith('API') || kind === 'guide' ? BUDGETS.jsGuideKb : undefined;
      figures.push(
        { name: `${kind}: HTML gzip / brotli`, value: kb(weight.gzip.html), unit: `KB (br ${kb(weight.brotli.html)} KB)` },
        { name: `${kind}: CSS gzip / brotli`, value: kb(weight.gzip.css), unit: `KB (br ${kb(weight.brotli.css)} KB)` },
        { name: `${kind}: JS before interaction gzip`, value: kb(weight.gzip.js), unit: 'KB', ...(jsBudget ? { budget: jsBudget, kind: 'max' as const } : {}) },
        { name: `${kind}: JS before interaction brotli`, value: kb(weight.brotli.js), unit: 'KB' },
        { name: `${kind}: requests`, value: weight.requests, unit: '' },
      );
      const lh = await runLighthouse(chrome.port, `${origin}${pathname}`);
      const failed = (ids: string[]): string => (ids.length > 0 ? ` (failed: ${ids.join(', ')})` : '');
      figures.push(
        { name: `${kind}: Lighthouse performance`, value: lh.performance, unit: '', budget: BUDGETS.lighthousePerformance, kind: 'min' },
        { name: `${kind}: Lighthouse accessibility${failed(lh.failingAudits.accessibility)}`, value: lh.accessibility, unit: '', budget: BUDGETS.lighthouseAccessibility, kind: 'min' },
        { name: `${kind}: Lighthouse best practices${failed(lh.failingAudits.bestPractices)}`, value: lh.bestPractices, unit: '', budget: BUDGETS.lighthouseBestPractices, kind: 'min' },
        { name: `${kind}: Lighthouse SEO${failed(lh.failingAudits.seo)}`, value: lh.seo, unit: '', budget: BUDGETS.lighthouseSeo, kind: 'min' },
        { name: `${kind}: LCP`, value: lh.lcpMs, unit: 'ms' },
        { name: `${kind}: TBT`, value: lh.tbtMs, unit: 'ms', budget: BUDGETS.tbtMs, kind: 'max' },
        { name: `${kind}: CLS`, value: lh.cls, unit: '', budget: BUDGETS.cls, kind: 'max' },
      );
    }
    console.log('Weighing every page with demos…');
    figures.push(...(await measureHeaviestPages(browser, origin, DIST_DIR)));
    console.log('Measuring navigation…');
    const navigation = await measureNavigation(`${origin}/material-ui/react-button`, '.prev-next a[rel="next"]');
    figures.push({ name: 'click on a navigation link → next page first paint', value: navigation, unit: 'ms', budget: BUDGETS.navigationMs, kind: 'max' });
  } finally {
    await browser.close();
    await chrome.kill();
    server.close();
    await Promise.all([fakes.close(), feedbackFake.close()]);
  }
  console.log('Measuring search…');
  const search = await measureSearch(DIST_DIR);
  figures.push(...search.figures);
  console.log(search.comparison);
  console.log('Measuring dev mode…');
  figures.push(...(await measureDevTimings()));
  console.log('Measuring scale…');
  const scale = measureScale();
  figures.push(...scale.figures);
  writeReport(figures, scale.table);
}

await main();
