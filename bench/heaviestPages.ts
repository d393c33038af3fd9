// Issue 23 §2: JS before interaction on every component page, not only the flagships. Every page with
// demos is weighed in Chromium (a few at a time); the heaviest three of the whole site are reported, and
// the heaviest component page against the budget, which is the component pages' (a guide with demos is
// shown beside it, without a verdict).
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { listBuiltPages } from '../build/distPages';
import { BUDGETS, kb, type Figure } from './budgets';
import { measurePageWeight } from './pageWeight';

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

type Weighed = { pathname: string; jsGzip: number; jsAsOneFileGzip: number };


/** Weighs every page with demos and returns the heaviest three by JS before interaction (gzip), each with its one-file floor. */
export async function measureHeaviestPages(browser: Browser, origin: string, outDir: string): Promise<Figure[]> {
  const queue = pagesWithDemos(outDir);
  const weighed: Weighed[] = [];
  const unsettled: string[] = [];
  const weigh = async (pathname: string): Promise<void> => {
    const weight = await measurePageWeight(browser, `${origin}${pathname}`);
    weighed.push({ pathname, jsGzip: weight.gzip.js, jsAsOneFileGzip: weight.jsAsOneFileGzip });
  };
  const worker = async (): Promise<void> => {
    for (let pathname = queue.shift(); pathname !== undefined; pathname = queue.shift()) {
      await weigh(pathname).catch(() => unsettled.push(pathname));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_PAGES }, worker));
  // A page whose islands did not hydrate beside the others is weighed again alone; failing then fails the bench.
  for (const pathname of unsettled) await weigh(pathname);
  weighed.sort((a, b) => b.jsGzip - a.jsGzip);
  const heaviestComponent = weighed.find((page) => isComponentPage(page.pathname));
  const components = weighed.filter((page) => isComponentPage(page.pathname)).length;
  return [
    ...weighed.slice(0, 3).flatMap((page, rank) => {
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
    }),
    ...(heaviestComponent ? [{ name: `heaviest component page of ${components} (${heaviestComponent.pathname}): JS before interaction gzip`, value: kb(heaviestComponent.jsGzip), unit: 'KB', budget: BUDGETS.jsComponentKb, kind: 'max' as const }] : []),
  ];
}
