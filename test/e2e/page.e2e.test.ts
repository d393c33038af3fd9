import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import materialNav from '../../content/material-ui/nav';
import { readingOrder } from '../../site/nav/tree';
import { useBrowser } from './useBrowser';

const origin = inject('origin');
const browser = useBrowser();

/** Opens a page and records every console error or warning and uncaught exception on it. */
async function open(pathname: string, options: { width?: number } = {}): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: options.width ?? 1400, height: 900 } });
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
  return { page, problems };
}

describe('a component page', () => {
  it('marks the active page in the drawer and opens its group', async () => {
    const { page } = await open('/material-ui/react-button');
    const active = page.locator('#nav-drawer [aria-current="page"]');
    await expect(active.count()).resolves.toBe(1);
    await expect(active.textContent()).resolves.toBe('Button');
    await expect(active.getAttribute('href')).resolves.toBe('/material-ui/react-button/');
    const group = page.locator('#nav-drawer details.nav-group', { has: page.locator('[aria-current="page"]') });
    await expect(group.evaluate((element) => (element as HTMLDetailsElement).open)).resolves.toBe(true);
    await page.close();
  });

  it('lists the h2/h3 headings in the table of contents, each linking to its section', async () => {
    const { page } = await open('/material-ui/react-button');
    const headings = await page.locator('.markdown-body h2[id], .markdown-body h3[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
    const links = await page.locator('.toc a[data-toc-link]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    expect(headings.length).toBeGreaterThan(3);
    expect(links).toEqual(headings.map((id) => `#${id}`));

    const last = headings[headings.length - 1]!;
    await page.locator(`.toc a[href="#${last}"]`).click();
    await page.waitForFunction((id) => location.hash === `#${id}`, last);
    const top = await page.locator(`[id="${last}"]`).evaluate((node) => node.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(900);
    await page.waitForFunction(() => document.querySelector('.toc a[aria-current="location"]') !== null);
    await page.close();
  });

  it('hydrates a demo that responds to clicks, without console errors', async () => {
    const { page, problems } = await open('/material-ui/react-button');
    const demo = page.locator('#ClickCounter');
    await demo.scrollIntoViewIfNeeded();
    await page.waitForSelector('#ClickCounter [data-island-state="hydrated"]');
    const button = demo.getByRole('button', { name: /Clicked/ });
    await expect(button.textContent()).resolves.toBe('Clicked 0 times');
    await button.click();
    await button.click();
    await expect(button.textContent()).resolves.toBe('Clicked 2 times');
    await demo.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(button.textContent()).resolves.toBe('Clicked 0 times');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the demo source on request', async () => {
    const { page } = await open('/material-ui/react-button');
    const demo = page.locator('#ClickCounter');
    await demo.scrollIntoViewIfNeeded();
    await page.waitForSelector('#ClickCounter [data-island-state="hydrated"]');
    await expect(demo.locator('.demo-code pre').count()).resolves.toBe(0);
    await demo.getByRole('button', { name: 'Show code' }).click();
    await demo.locator('.demo-code pre').waitFor();
    await expect(demo.locator('.demo-code pre').textContent()).resolves.toContain('export default function ClickCounter()');
    await page.close();
  });

  it('carries title, description, canonical link and product meta tags', async () => {
    const { page } = await open('/joy-ui/react-button/');
    await expect(page.title()).resolves.toBe('Button - Joy UI');
    const meta = (name: string) => page.locator(`meta[name="${name}"]`).getAttribute('content');
    await expect(meta('mui:productId')).resolves.toBe('joy-ui');
    await expect(meta('mui:productCategoryId')).resolves.toBe('core');
    await expect(meta('description')).resolves.toBeTruthy();
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe('https://mui.com/joy-ui/react-button/');
    await expect(page.locator('meta[property="og:url"]').getAttribute('content')).resolves.toBe('https://mui.com/joy-ui/react-button/');
    await expect(page.locator('meta[property="og:title"]').getAttribute('content')).resolves.toBe('Button - Joy UI');
    await page.close();
  });

  it('links to the previous and next pages in navigation order', async () => {
    // The neighbours change as planned pages get written: read them from the navigation file.
    const order = readingOrder(materialNav).map((entry) => `${entry.pathname}/`);
    const at = order.indexOf('/material-ui/react-button/');
    const { page } = await open('/material-ui/react-button/');
    await expect(page.locator('.prev-next a[rel="prev"]').getAttribute('href')).resolves.toBe(order[at - 1]);
    await page.locator('.prev-next a[rel="next"]').click();
    await page.waitForURL(`${origin}${order[at + 1]}`);
    await page.close();
  });
});

describe('serving', () => {
  it('serves a page at its trailing-slash URL and redirects the bare path there, as stock static hosts do', async () => {
    const response = await fetch(`${origin}/material-ui/react-button/`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Button - Material UI</title>');
    const bare = await fetch(`${origin}/material-ui/react-button?x=1`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/material-ui/react-button/?x=1');
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await fetch(`${origin}/material-ui/react-nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('sends /zh/ paths to the canonical page, keeping the hash', async () => {
    const { page } = await open('/zh/material-ui/react-button/#sizes');
    await page.waitForURL(`${origin}/material-ui/react-button/#sizes`);
    await page.close();
  });

  it('caches hashed assets for a year', async () => {
    const html = await (await fetch(`${origin}/material-ui/react-button/`)).text();
    const script = /<script type="module" src="([^"]+)"/.exec(html)![1]!;
    expect(script).toMatch(/^\/static\/runtime-[A-Z0-9]+\.js$/);
    const response = await fetch(`${origin}${script}`);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('compresses text as a production host would, and revalidates pages by ETag', async () => {
    const { request } = await import('node:http');
    const get = (headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: number }>((resolve, reject) => {
        // node:http, unlike fetch, hands back the body as sent, so its encoding and size are visible.
        request(`${origin}/material-ui/react-button/`, { headers }, (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }));
        }).on('error', reject).end();
      });
    const plain = await get({});
    const brotli = await get({ 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await get({ 'Accept-Encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.bytes).toBeLessThan(plain.bytes / 4);
    expect(gzip.bytes).toBeLessThan(plain.bytes / 4);
    const again = await get({ 'If-None-Match': String(plain.headers.etag) });
    expect(again.status).toBe(304);
  });
});

describe('the shell on a phone', () => {
  it('opens and closes the navigation drawer with the menu button', async () => {
    const { page } = await open('/material-ui/react-button', { width: 390 });
    const drawer = page.locator('#nav-drawer');
    await expect(drawer.isVisible()).resolves.toBe(false);
    const menu = page.locator('.menu-button');
    await expect(menu.getAttribute('aria-label')).resolves.toBe('Open navigation');
    await menu.click();
    await page.waitForFunction(() => getComputedStyle(document.getElementById('nav-drawer')!).visibility === 'visible');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(menu.getAttribute('aria-label')).resolves.toBe('Close navigation');
    await page.keyboard.press('Escape');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.waitForFunction(() => getComputedStyle(document.getElementById('nav-drawer')!).visibility === 'hidden');
    await page.close();
  });

  it.each([320, 375])('keeps the app bar on one line at %i px, with every version in the product menu', async (width) => {
    const { page } = await open('/x/react-data-grid', { width });
    const bar = await page.evaluate(() => {
      const appBar = document.querySelector('.app-bar')!;
      const rects = [...appBar.children].map((child) => child.getBoundingClientRect()).filter((rect) => rect.width > 0);
      return { overflow: appBar.scrollWidth - appBar.clientWidth, tops: new Set(rects.map((rect) => Math.round(rect.top + rect.height / 2))).size, switcherHeight: document.querySelector('.product-switcher > summary')!.getBoundingClientRect().height };
    });
    expect(bar).toEqual({ overflow: 0, tops: 1, switcherHeight: 40 });
    await page.locator('.product-switcher > summary').click();
    const menu = page.locator('.product-menu');
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expect(menu.locator('a', { hasText: 'Material UI' }).locator('.version-label').textContent()).resolves.toMatch(/^v\d+\.\d+\.\d+/);
    await page.close();
  });

  // Each has a word longer than a phone's line: in inline code, the title, a link or the next-page link.
  it.each([
    '/material-ui/react-toggle-button',
    '/material-ui/customization/creating-themed-components',
    '/joy-ui/customization/creating-themed-components',
    '/material-ui/integrations/routing',
    '/material-ui/api/experimental-css-vars-provider',
    '/material-ui/api/use-event-callback',
    '/x/api/data-grid/grid-column-header-filter-icon-button',
  ])(
    'does not scroll sideways at 390 px on %s, which has words longer than the line',
    async (pathname) => {
      const { page } = await open(pathname, { width: 390 });
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
      await page.close();
    },
  );

  it('skips to the content with the first Tab', async () => {
    const { page } = await open('/material-ui/react-button');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    await page.close();
  });
});
