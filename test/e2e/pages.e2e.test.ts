import { readFileSync } from 'node:fs';
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listBuiltPages, type BuiltPage } from '../../build/distPages';
import { hydrateAllIslands } from './islands';
import { useBrowser } from './useBrowser';

const origin = inject('origin');
const outDir = inject('outDir');
const browser = useBrowser();

// The pages that set the pattern: swept whatever the sampling below leaves out.
const PATTERN_PAGES = [
  '/',
  '/material-ui/getting-started',
  '/material-ui/getting-started/installation',
  '/material-ui/react-button',
  '/material-ui/react-text-field',
  '/joy-ui/getting-started',
  '/joy-ui/react-button',
  '/base-ui/getting-started',
  '/base-ui/react-button',
  '/system/getting-started',
  '/system/react-box',
];

/**
 * Every page with an island (every demo of the site hydrates here, and nowhere else all together), and
 * a sample of the pages without one: those run only the runtime every page shares on markup from a few
 * templates (API pages from one, checked in api.e2e.test.ts), so three per product and kind say as much
 * as all of them, at a fraction of the time. Their links are checked in full elsewhere (the build's
 * link check, hosting.e2e.test.ts).
 */
function sampledPages(pages: readonly BuiltPage[]): string[] {
  const seen = new Map<string, number>();
  return pages
    .filter(({ pathname, file }) => {
      if (PATTERN_PAGES.includes(pathname) || readFileSync(file, 'utf8').includes('data-island=')) return true;
      const api = /^(\/[^/]*)\/(?:api\/|react-[^/]+\/(?:components|hooks)-api$)/.exec(pathname);
      const group = api ? `${api[1]} api` : `/${pathname.split('/')[1] ?? ''}`;
      const count = seen.get(group) ?? 0;
      seen.set(group, count + 1);
      return count < 3;
    })
    .map(({ pathname }) => pathname);
}

/** The demos whose live area has content beyond its box (more than 2 px, for rounding), with both sizes. */
function overflowingDemos(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.demo-live')]
      .filter((live) => live.scrollWidth > live.clientWidth + 2 || live.scrollHeight > live.clientHeight + 2)
      .map((live) => `#${live.closest('.demo')?.id ?? '?'}: content ${live.scrollWidth}×${live.scrollHeight} px in a box of ${live.clientWidth}×${live.clientHeight} px`),
  );
}

describe('every page', () => {
  const pages = sampledPages(listBuiltPages(outDir));
  // One browser context for the whole sweep, each page a tab of it: pages then share the HTTP cache and
  // the compiled scripts of the chunks most pages load (React, the libraries), which cut the sweep by
  // about a third against a context per page (16 demo pages, four at a time: 57 s -> 38 s). The sweep
  // only reads pages, so what the tabs share (storage, cookies) is never written by it.
  let context: BrowserContext;
  // Tabs that passed a page, kept for the next one: a tab navigated to another page of the site keeps its
  // renderer process, where a fresh tab starts one and compiles the shared chunks again (68 Joy UI pages:
  // 143 s -> 92 s). Navigation gives each page a fresh document; a tab whose page failed is closed, so a
  // retry starts in a fresh one.
  const idleTabs: Page[] = [];
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('includes the pages that set the pattern', () => {
    expect(pages).toEqual(expect.arrayContaining(PATTERN_PAGES));
  });

  // Every page with a demo, so every demo of the site hydrates in some test; four at a time, which beat
  // one at a time by a fifth on two cores (a page also waits for chunks and idle callbacks). The sweep
  // grows with the site's demos: about 1.7 s a page in all.
  // One retry, in a fresh page: about one full run in three lost a page whose islands never all settled
  // while three other pages loaded beside it (never the same page twice, never in isolation). The cause is
  // not found yet; the failure names each unsettled island and its state (islands.ts). A page with a real
  // fault (an error logged, an island that cannot hydrate) fails both times.
  it.concurrent.for(pages)('%s renders, hydrates every demo, logs nothing and fits each demo in its box', { retry: 1 }, async (pathname, { expect }) => {
    const page = idleTabs.pop() ?? (await context.newPage());
    let passed = false;
    const problems: string[] = [];
    const onConsole = (message: ConsoleMessage): void => {
      // The Pro Data Grid demo runs with the placeholder license key (SPEC §9); MUI X says so, by design.
      if (pathname === '/x/react-data-grid' && /MUI X: Invalid license key/.test(message.text())) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    };
    const onPageError = (error: Error): void => {
      problems.push(`pageerror: ${error.message}`);
    };
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    try {
      await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
      await expect(page.locator('h1').count()).resolves.toBe(1);
      await hydrateAllIslands(page);
      expect(problems).toEqual([]);
      // At a desktop width every demo fits its box: a demo wider or taller than the box is cut off or
      // scrolls inside the page, and readers rarely find the part they cannot see. Polled: a demo that
      // lays itself out after hydrating (Masonry measures its items, then orders them into columns)
      // passes through wider states on a loaded machine; one that stays too wide still fails.
      await expect.poll(() => overflowingDemos(page), { timeout: 10_000 }).toEqual([]);
      passed = true;
    } finally {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      // Closed when failing: a failing page left open keeps hydrating and slows every test after it.
      if (passed) idleTabs.push(page);
      else await page.close();
    }
  });
});
