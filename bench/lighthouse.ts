import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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

/** Runs Lighthouse's default (mobile) configuration on one URL. */
export async function runLighthouse(port: number, url: string): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
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
