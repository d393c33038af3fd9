// Issue 23 §2: JS before interaction on every component page, not only the flagships. Every page with
// demos is weighed in Chromium (a few at a time) and the heaviest three are reported against the budget.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { listBuiltPages } from '../build/distPages';
import { BUDGETS, type Figure } from './budgets';
import { measurePageWeight } from './pageWeight';

const CONCURRENT_PAGES = 4;

/** Pathnames of the built pages that show at least one demo (component pages and guides with demos). */
export function pagesWithDemos(outDir: string): string[] {
  return listBuiltPages(outDir)
    .filter((page) => readFileSync(page.file, 'utf8').includes('data-island="demo:'))
    .map((page) => page.pathname);
}

/** Weighs every page with demos and returns the heaviest three by JS before interaction (gzip), each with its one-file floor. */
export async function measureHeaviestPages(browser: Browser, origin: string, outDir: string): Promise<Figure[]> {
  const queue = pagesWithDemos(outDir);
  const weighed: Array<{ pathname: string; jsGzip: number; jsAsOneFileGzip: number }> = [];
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
  const heaviest = weighed.sort((a, b) => b.jsGzip - a.jsGzip).slice(0, 3);
  const kb = (bytes: number): number => Number((bytes / 1024).toFixed(1));
  return heaviest.flatMap((page, rank) => [
    {
      name: `heaviest page with demos #${rank + 1} of ${weighed.length} (${page.pathname}): JS before interaction gzip`,
      value: kb(page.jsGzip),
      unit: 'KB',
      budget: BUDGETS.jsComponentKb,
      kind: 'max' as const,
    },
    // Informative: whether the page would fit the budget if its scripts were one file (see PageWeight).
    { name: `heaviest page with demos #${rank + 1}: the same scripts as one file, gzip`, value: kb(page.jsAsOneFileGzip), unit: 'KB' },
  ]);
}
