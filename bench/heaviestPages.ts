// Issue 23 §2: JS before interaction on every component page, not only the flagships. Every page with
// demos is weighed in Chromium (a few at a time); the heaviest three of the whole site are reported, and
// the component pages against their budget at a phone and a desktop viewport (a guide with demos is
// shown among the heaviest, without a verdict).
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { listBuiltPages } from '../build/distPages';
import { BUDGETS, kb, type Figure } from './budgets';
import { measurePageWeight, PHONE_VIEWPORT } from './pageWeight';

const CONCURRENT_PAGES = 4;

/** Pathnames of the built pages that show at least one demo (component pages and guides with demos). */
export function pagesWithDemos(outDir: string): string[] {
  return listBuiltPages(outDir)
    .filter((page) => readFileSync(page.file, 'utf8').includes('data-island="demo:'))
    .map((page) => page.pathname);
}

/** Whether a pathname is a component page (`/material-ui/react-button/`, `/x/react-data-grid/editing/`): the pages the 120 KB budget is for. */
export function isComponentPage(pathname: string): boolean {
  return pathname.split('/').some((segment) => segment.startsWith('react-'));
}

/** One weighed page: its JS before interaction (gzip), and the same scripts as one file. */
export type Weighed = { pathname: string; jsGzip: number; jsAsOneFileGzip: number };

/** A common laptop screen; the first demo starts on it on about half of the component pages. */
const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/** Weighs pages a few at a time, heaviest first; a page whose islands did not hydrate beside the others is weighed again alone. */
async function weighPages(browser: Browser, origin: string, pathnames: readonly string[], viewport: typeof PHONE_VIEWPORT): Promise<Weighed[]> {
  const queue = [...pathnames];
  const weighed: Weighed[] = [];
  const unsettled: string[] = [];
  const weigh = async (pathname: string): Promise<void> => {
    const weight = await measurePageWeight(browser, `${origin}${pathname}`, viewport);
    weighed.push({ pathname, jsGzip: weight.gzip.js, jsAsOneFileGzip: weight.jsAsOneFileGzip });
  };
  const worker = async (): Promise<void> => {
    for (let pathname = queue.shift(); pathname !== undefined; pathname = queue.shift()) {
      await weigh(pathname).catch(() => unsettled.push(pathname));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_PAGES }, worker));
  // Failing alone fails the bench.
  for (const pathname of unsettled) await weigh(pathname);
  return weighed.sort((a, b) => b.jsGzip - a.jsGzip);
}

/** The heaviest three pages of the site, each with its one-file floor; the budget only beside component pages. */
function heaviestThree(weighed: readonly Weighed[]): Figure[] {
  return weighed.slice(0, 3).flatMap((page, rank) => {
    const budgeted = isComponentPage(page.pathname);
    return [
      {
        name: `heaviest page with demos #${rank + 1} of ${weighed.length} (${page.pathname}${budgeted ? '' : ', not a component page: no budget'}): JS before interaction gzip`,
        value: kb(page.jsGzip),
        unit: 'KB',
        ...(budgeted ? { budget: BUDGETS.jsComponentKb, kind: 'max' as const } : {}),
      },
      // Informative: whether the page would fit the budget if its scripts were one file (see PageWeight).
      { name: `heaviest page with demos #${rank + 1}: the same scripts as one file, gzip`, value: kb(page.jsAsOneFileGzip), unit: 'KB' },
    ];
  });
}

/** The heaviest component page at one viewport, and how many component pages are over the budget there (the first few named). */
export function componentVerdict(weighed: readonly Weighed[], viewport: string): Figure[] {
  const components = weighed.filter((page) => isComponentPage(page.pathname));
  const heaviest = components[0];
  if (!heaviest) return [];
  // Judged on the figure the report shows (0.1 KB), so the count and the heaviest page's line agree.
  const over = components.filter((page) => kb(page.jsGzip) > BUDGETS.jsComponentKb);
  const named = over.slice(0, 5).map((page) => `${page.pathname} ${kb(page.jsGzip)}`);
  return [
    { name: `heaviest component page of ${components.length} at ${viewport} (${heaviest.pathname}): JS before interaction gzip`, value: kb(heaviest.jsGzip), unit: 'KB', budget: BUDGETS.jsComponentKb, kind: 'max' },
    {
      name: `component pages over ${BUDGETS.jsComponentKb} KB at ${viewport}${named.length > 0 ? ` (${named.join(', ')}${over.length > named.length ? ', …' : ''})` : ''}`,
      value: over.length,
      unit: `of ${components.length}`,
      budget: 0,
      kind: 'max',
    },
  ];
}

/**
 * Weighs every page with demos at the phone viewport, then every component page at a desktop one. The
 * viewport decides what a component page loads: its first demo hydrates only if it starts on screen.
 * On a phone the ad's reserved box under the description (it stays when the ad fails or is blocked)
 * keeps the first demo below the fold; on a desktop the first demo is on screen on about half of them.
 */
export async function measureHeaviestPages(browser: Browser, origin: string, outDir: string): Promise<Figure[]> {
  const pages = pagesWithDemos(outDir);
  const phone = await weighPages(browser, origin, pages, PHONE_VIEWPORT);
  const desktop = await weighPages(browser, origin, pages.filter(isComponentPage), DESKTOP_VIEWPORT);
  return [...heaviestThree(phone), ...componentVerdict(phone, 'phone 412×823'), ...componentVerdict(desktop, 'desktop 1280×800')];
}
