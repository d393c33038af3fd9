import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

// Lighthouse's own advice for steady figures: several runs, report the median one. One run's TBT
// ranged 10–70 ms on the same page and build here.
type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
const RUNS_PER_PAGE = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The Lighthouse figures the report shows for one page (mobile, simulated throttling). */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Ids of the accessibility, best-practices and SEO audits that failed, so the report says what to fix. */
  failingAudits: Record<'accessibility' | 'bestPractices' | 'seo', string[]>;
}

/** Starts Debian's Chromium for Lighthouse with the flags this closed network needs. */
export function launchChromeForLighthouse(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * Runs Lighthouse's default (mobile) configuration on one URL several times and returns the figures
 * of the median run (closest to the median first paint and time to interactive, as Lighthouse picks it).
 */
export async function runLighthouse(port: number, url: string): Promise<LighthouseFigures> {
  const runs: LighthouseResult[] = [];
  for (let run = 0; run < RUNS_PER_PAGE; run += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    runs.push(result.lhr);
  }
  const { categories, audits } = computeMedianRun(runs) as LighthouseResult;
  const score = (id: string): number => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string): number => audits[id]?.numericValue ?? Number.NaN;
  const failing = (category: string): string[] =>
    (categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    failingAudits: { accessibility: failing('accessibility'), bestPractices: failing('best-practices'), seo: failing('seo') },
  };
}
