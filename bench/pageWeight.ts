import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { MIN_VISIBLE_BEFORE_MOVE_PX } from '../runtime/islands/schedule';

/** Bytes a page loads before any interaction, by type, compressed two ways, and its request count. */
export interface PageWeight {
  requests: number;
  gzip: Record<'html' | 'css' | 'js' | 'other', number>;
  brotli: Record<'html' | 'css' | 'js' | 'other', number>;
  /**
   * The page's scripts compressed as one file (gzip): the floor no way of splitting them can go below.
   * The gap to `gzip.js` is what splitting costs, mostly gzip starting afresh in every file.
   */
  jsAsOneFileGzip: number;
}

const QUIET_MS = 2000;
const SETTLE_TIMEOUT_MS = 10_000;

// True once every island on screen that hydrates by itself (on load, or when visible by the margin the
// runtime asks for before the reader moves) has finished, one way or another. Runs in the page.
const ON_SCREEN_ISLANDS_SETTLED = `[...document.querySelectorAll('[data-island]')].every((island) => {
  if (island.getAttribute('data-hydrate') === 'idle') return true;
  const box = island.getBoundingClientRect();
  const onScreen = box.bottom > ${MIN_VISIBLE_BEFORE_MOVE_PX} && box.top < innerHeight - ${MIN_VISIBLE_BEFORE_MOVE_PX} && box.width > 0;
  return !onScreen || ['hydrated', 'failed', 'static'].includes(island.getAttribute('data-island-state') ?? '');
})`;

/**
 * Waits until the islands on screen have hydrated. Now and then a page weighed beside others gets no
 * IntersectionObserver callback: its demo never loads, and the page weighed a tenth of its real weight.
 * Brought to the front it usually does; a page that still does not settle is an error (weigh it alone).
 */
async function waitForIslandsOnScreen(page: Page, url: string): Promise<void> {
  const settled = (): Promise<unknown> => page.waitForFunction(ON_SCREEN_ISLANDS_SETTLED, undefined, { polling: 100, timeout: SETTLE_TIMEOUT_MS });
  try {
    await settled();
  } catch {
    await page.bringToFront();
    await settled().catch(() => {
      throw new Error(`${url}: the islands on screen did not hydrate within ${(2 * SETTLE_TIMEOUT_MS) / 1000} s, so the page cannot be weighed`);
    });
  }
}

function kindOf(url: string, resourceType: string): keyof PageWeight['gzip'] {
  if (resourceType === 'document') return 'html';
  if (url.endsWith('.css') || resourceType === 'stylesheet') return 'css';
  if (url.endsWith('.js') || resourceType === 'script') return 'js';
  return 'other';
}

/** The phone viewport Lighthouse emulates, at which the flagship pages are weighed. */
export const PHONE_VIEWPORT = { width: 412, height: 823 };

/** Loads a page at a viewport (the phone's by default) without scrolling or clicking and weighs every response it fetched. */
export async function measurePageWeight(browser: Browser, url: string, viewport = PHONE_VIEWPORT): Promise<PageWeight> {
  const page = await browser.newPage({ viewport });
  const weight: PageWeight = { requests: 0, gzip: { html: 0, css: 0, js: 0, other: 0 }, brotli: { html: 0, css: 0, js: 0, other: 0 }, jsAsOneFileGzip: 0 };
  const scripts: Buffer[] = [];
  const pending: Promise<void>[] = [];
  let lastResponseAt = Date.now();
  page.on('response', (response) => {
    lastResponseAt = Date.now();
    pending.push(
      response.body().then(
        (body) => {
          const kind = kindOf(response.url(), response.request().resourceType());
          weight.requests += 1;
          weight.gzip[kind] += gzipSync(body).length;
          weight.brotli[kind] += brotliCompressSync(body).length;
          if (kind === 'js') scripts.push(body);
        },
        () => undefined,
      ),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await waitForIslandsOnScreen(page, url);
    // Code loaded when the browser is idle (ads, analytics, the feedback prompt) counts too: wait until
    // nothing has arrived for two seconds, or one run catches an idle chunk that another misses.
    while (Date.now() - lastResponseAt < QUIET_MS) await page.waitForTimeout(250);
    await Promise.all(pending);
  } finally {
    await page.close();
  }
  weight.jsAsOneFileGzip = gzipSync(Buffer.concat(scripts)).length;
  return weight;
}
