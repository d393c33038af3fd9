import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** Bytes a page loads before any interaction, by type, compressed two ways, and its request count. */
export interface PageWeight {
  requests: number;
  gzip: Record<'html' | 'css' | 'js' | 'other', number>;
  brotli: Record<'html' | 'css' | 'js' | 'other', number>;
}

function kindOf(url: string, resourceType: string): keyof PageWeight['gzip'] {
  if (resourceType === 'document') return 'html';
  if (url.endsWith('.css') || resourceType === 'stylesheet') return 'css';
  if (url.endsWith('.js') || resourceType === 'script') return 'js';
  return 'other';
}

/** Loads a page without scrolling or clicking and weighs every response it fetched. */
export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const weight: PageWeight = { requests: 0, gzip: { html: 0, css: 0, js: 0, other: 0 }, brotli: { html: 0, css: 0, js: 0, other: 0 } };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    pending.push(
      response.body().then(
        (body) => {
          const kind = kindOf(response.url(), response.request().resourceType());
          weight.requests += 1;
          weight.gzip[kind] += gzipSync(body).length;
          weight.brotli[kind] += brotliCompressSync(body).length;
        },
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await Promise.all(pending);
  await page.close();
  return weight;
}

/**
 * Milliseconds from a click on a navigation link to the next page's first contentful paint as the
 * visitor sees it (for a prerendered page: its activation, since it was painted before), after the
 * pointer rested on the link for 300 ms as a reader's does. The median of `samples` clicks.
 */
export async function measureNavigation(browser: Browser, url: string, linkSelector: string, samples = 5): Promise<number> {
  const timings: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const link = page.locator(linkSelector).first();
    await link.hover();
    await page.waitForTimeout(300);
    const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    await link.click();
    await page.waitForURL((next) => next.href !== url);
    const paintedAt = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const activationStart = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart?: number } | undefined)?.activationStart ?? 0;
          const report = (entry: PerformanceEntry): void => resolve(performance.timeOrigin + Math.max(entry.startTime, activationStart));
          const existing = performance.getEntriesByName('first-contentful-paint')[0];
          if (existing) return report(existing);
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry) report(entry);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    timings.push(paintedAt - clickedAt);
    await context.close();
  }
  timings.sort((a, b) => a - b);
  return Math.round(timings[Math.floor(timings.length / 2)]!);
}
