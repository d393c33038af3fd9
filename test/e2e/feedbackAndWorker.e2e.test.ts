import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../build/build';
import { createStaticServer, listen } from '../../build/serve';
import type { SiteConfig } from '../../site/config/siteConfig';
import { launchBrowser } from './browser';
import { startFakeFeedback, type FakeFeedback } from './fakeFeedback';
import { testSiteConfig } from './site';

// Page feedback, the icon stylesheet and the service worker against fakes on localhost. The site is
// built with the test server's own host as the production host, so the worker registers here; a second
// build served from the same origin plays the next deployment.
const PAGE = '/material-ui/react-button';
const OTHER_PAGE = '/material-ui/getting-started';
const NEVER_VISITED = '/joy-ui/getting-started';

let fake: FakeFeedback;
let browser: Browser;
let workDir: string;
let origin: string;
let serveFrom: http.Server | null = null;
let server: http.Server;
const contexts: BrowserContext[] = [];

async function build(name: string, overrides: Partial<SiteConfig>): Promise<string> {
  const outDir = path.join(workDir, name);
  // Only the pages these tests open: the others would only be rendered again with this config.
  await buildSite({ outDir, config: { ...testSiteConfig(), feedbackUrl: `${fake.origin}/feedback`, iconStylesheetUrl: `${fake.origin}/icons.css`, productionHost: new URL(origin).host, ...overrides }, onlyPages: [PAGE, OTHER_PAGE, NEVER_VISITED] });
  return outDir;
}

async function newPage(): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

beforeAll(async () => {
  fake = await startFakeFeedback();
  workDir = mkdtempSync(path.join(os.tmpdir(), 'docs-e2e-sw-'));
  // The origin must be known before the build (it is the production host), so the server starts first.
  server = http.createServer((req, res) => {
    if (serveFrom) serveFrom.emit('request', req, res);
    else res.writeHead(503).end();
  });
  origin = `http://127.0.0.1:${await listen(server, 0)}`;
  serveFrom = createStaticServer(await build('first', {}));
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await fake?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('page feedback', () => {
  it('sends a vote and a comment to the endpoint and says "Feedback submitted"', async () => {
    fake.mode = 'accept';
    const sent = fake.received.length;
    const { page, errors } = await newPage();
    await page.goto(`${origin}${PAGE}`);
    const prompt = page.locator('[data-feedback]');
    await prompt.scrollIntoViewIfNeeded();
    await expect(prompt.locator('.feedback-question').textContent()).resolves.toBe('Was this page helpful?');
    await prompt.getByRole('button', { name: 'Yes' }).click();
    // A click that beats the prompt's code is replayed once it loads: the answer can take a moment.
    await expect.poll(() => prompt.getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('true');
    await prompt.getByLabel('What would have made this page better? (optional)').fill('A demo with icons would help.');
    await page.keyboard.press('Control+Enter');
    await page.waitForFunction(() => document.querySelector('.feedback-snackbar')?.textContent === 'Feedback submitted');
    expect(fake.received.slice(sent)).toEqual([
      { page: PAGE, rating: 1, comment: 'A demo with icons would help.', version: '6.0.0-rc.0', language: 'en', id: expect.any(String) as unknown },
    ]);
    await expect(prompt.locator('.feedback-form').isHidden()).resolves.toBe(true);

    // The vote is remembered on the next visit.
    await page.reload();
    await page.locator('[data-feedback]').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('.feedback-vote[data-rating="1"]')?.getAttribute('aria-pressed') === 'true');
    expect(errors).toEqual([]);
  });

  it('shows the failure message when the endpoint fails, with the comment still in the box', async () => {
    fake.mode = 'fail';
    const sent = fake.received.length;
    const { page, errors } = await newPage();
    await page.goto(`${origin}${OTHER_PAGE}`);
    const prompt = page.locator('[data-feedback]');
    await prompt.scrollIntoViewIfNeeded();
    await prompt.getByRole('button', { name: 'No' }).click();
    const box = prompt.getByLabel('What would have made this page better? (optional)');
    await box.fill('The install steps skip yarn.');
    await prompt.getByRole('button', { name: 'Submit' }).click();
    await page.waitForFunction(() => document.querySelector('.feedback-snackbar')?.textContent === "Couldn't submit feedback. Please try again later.");
    await expect(box.inputValue()).resolves.toBe('The install steps skip yarn.');
    await expect(box.isVisible()).resolves.toBe(true);
    await expect(prompt.getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).resolves.toBe('true');
    expect(fake.received.slice(sent)).toMatchObject([{ page: OTHER_PAGE, rating: 0, comment: 'The install steps skip yarn.' }]);
    expect(errors).toEqual([]);
  });
});

describe('the icon stylesheet', () => {
  it('is linked once per page from the configured address, after the page itself', async () => {
    const before = fake.iconRequests;
    const { page } = await newPage();
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelectorAll('link[data-icon-stylesheet]').length === 1);
    const hrefs = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.filter((href) => href === `${fake.origin}/icons.css`)).toHaveLength(1);
    // Not in the served HTML: it cannot hold up first paint.
    const html = await (await fetch(`${origin}${PAGE}`)).text();
    expect(html).not.toMatch(/<link[^>]+icons\.css/);
    await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.endsWith('/icons.css')));
    expect(fake.iconRequests - before).toBe(1);
  });

  it('costs nothing else when the font host fails', async () => {
    fake.iconsFail = true;
    const before = fake.iconRequests;
    try {
      const { page, errors } = await newPage();
      await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
      await page.waitForFunction((count) => document.querySelectorAll('link[data-icon-stylesheet]').length === count, 1);
      // The page's own behaviours still work: a demo hydrates and the feedback prompt answers.
      const demo = page.locator('#ClickCounter');
      await demo.scrollIntoViewIfNeeded();
      await page.waitForSelector('#ClickCounter [data-island-state="hydrated"]');
      await demo.getByRole('button', { name: /Clicked/ }).click();
      await expect(demo.getByRole('button', { name: /Clicked/ }).textContent()).resolves.toBe('Clicked 1 time');
      const prompt = page.locator('[data-feedback]');
      await prompt.scrollIntoViewIfNeeded();
      await prompt.getByRole('button', { name: 'Yes' }).click();
      await prompt.locator('.feedback-form').waitFor({ state: 'visible', timeout: 10_000 });
      expect(fake.iconRequests - before).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      fake.iconsFail = false;
    }
  });
});

describe('the service worker', () => {
  it('registers on the production host and keeps visited pages readable offline', async () => {
    const { page, context } = await newPage();
    await page.goto(`${origin}${PAGE}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await page.goto(`${origin}${OTHER_PAGE}`);
    const hash = await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('mui-docs-')));
    expect(hash).toHaveLength(1);
    // Browsers must see a new sw.js at once: it is never cached for long.
    expect((await fetch(`${origin}/sw.js`)).headers.get('cache-control')).toContain('max-age=0');

    await context.setOffline(true);
    // The first page, read before the worker existed, and one read through it.
    for (const [pathname, title] of [
      [PAGE, 'Button'],
      [OTHER_PAGE, null],
    ] as const) {
      await page.goto(`${origin}${pathname}`);
      const h1 = await page.locator('main h1').first().textContent();
      if (title) expect(h1).toContain(title);
      expect(h1?.length).toBeGreaterThan(0);
      // Styled by the precached stylesheet: the layout grid is in place.
      await expect(page.locator('.layout').evaluate((node) => getComputedStyle(node).display)).resolves.toBe('grid');
    }
    await page.goto(`${origin}${NEVER_VISITED}`);
    await expect(page.locator('h1').textContent()).resolves.toBe('You are offline');
    await context.setOffline(false);
  });

  it('hands over to the next build’s worker with exactly one reload', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${origin}${PAGE}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    const firstCache = await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('mui-docs-')));
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(`https://mui.com${PAGE}/`);

    // The next deployment: different pages, so a different build hash and worker.
    serveFrom = createStaticServer(await build('second', { siteUrl: 'https://next.mui.com' }));
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.bringToFront();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await page.waitForFunction(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.startsWith('https://next.mui.com'), undefined, { timeout: 30_000 });
    // Give a stray second reload the chance to happen before counting.
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);
    const cacheNames = await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('mui-docs-')));
    expect(cacheNames).toHaveLength(1);
    expect(cacheNames).not.toEqual(firstCache);
    expect(errors).toEqual([]);
  }, 300_000);
});
