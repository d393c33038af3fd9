import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

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

function kindOf(url: string, resourceType: string): keyof PageWeight['gzip'] {
  if (resourceType === 'document') return 'html';
  if (url.endsWith('.css') || resourceType === 'stylesheet') return 'css';
  if (url.endsWith('.js') || resourceType === 'script') return 'js';
  return 'other';
}

/** Loads a page without scrolling or clicking and weighs every response it fetched. */
export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
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
  await page.goto(url, { waitUntil: 'networkidle' });
  // Code loaded when the browser is idle (ads, analytics, the feedback prompt) counts too: wait until
  // nothing has arrived for two seconds, or one run catches an idle chunk that another misses.
  while (Date.now() - lastResponseAt < QUIET_MS) await page.waitForTimeout(250);
  await Promise.all(pending);
  await page.close();
  weight.jsAsOneFileGzip = gzipSync(Buffer.concat(scripts)).length;
  return weight;
}
