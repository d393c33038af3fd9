import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SITE_HEADERS } from '../../build/emit/headers';
import { hydrateAllIslands } from './islands';
import { internalLinkTargets, urlsNotAnswering200 } from './linkTargets';
import { serveWithNginx, type NginxSite } from './nginx';
import { useBrowser } from './useBrowser';

// dist/ as a stock nginx serves it (issue 27): `try_files $uri $uri/ =404; error_page 404 /404.html;`
// plus dist/_headers as add_header. test/ensure-hosting-tools.sh installs nginx (called by .ci/run).
const outDir = inject('outDir');
const browser = useBrowser();
let site: NginxSite;

beforeAll(async () => {
  site = await serveWithNginx(outDir);
});

afterAll(async () => {
  await site?.close();
});

// The e2e build's configured site URL (test/e2e/site.ts).
const SITE_URL = 'https://mui.com';

describe('dist/ on a stock nginx', () => {
  it('answers every internal link target and every sitemap URL with 200 and no redirect', async () => {
    const targets = internalLinkTargets(outDir);
    expect(targets.size).toBeGreaterThan(900);
    expect(await urlsNotAnswering200(site.origin, targets.keys())).toEqual([]);

    const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(SITE_URL.length));
    expect(locations.length).toBeGreaterThan(400);
    expect(await urlsNotAnswering200(site.origin, locations)).toEqual([]);
  });

  it('sends the _headers block with every answer, and the 404 page with status 404', async () => {
    const page = await fetch(`${site.origin}/material-ui/react-button/`);
    for (const [name, value] of SITE_HEADERS) expect(page.headers.get(name)).toBe(value);
    const missing = await fetch(`${site.origin}/material-ui/no-such-page/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('data-not-found');
  });
});

// Every kind of page, with what a visitor does there; each must run under its policy with no violation.
const PAGE_KINDS: ReadonlyArray<{ kind: string; path: string; act?: (page: Page) => Promise<void> }> = [
  { kind: 'home', path: '/' },
  { kind: 'guide', path: '/material-ui/getting-started/installation/' },
  { kind: 'component page with demos', path: '/material-ui/react-button/' },
  { kind: 'API page', path: '/material-ui/api/button/' },
  { kind: 'blog post', path: '/blog/dark-mode-without-a-flash/' },
  { kind: 'production error', path: '/production-error/?code=9&args[]=teal' },
  { kind: 'X Data Grid', path: '/x/react-data-grid/' },
  { kind: 'Base UI', path: '/base-ui/react-button/' },
  { kind: 'System', path: '/system/getting-started/the-sx-prop/' },
  { kind: 'iframe demos', path: '/material-ui/react-drawer/' },
  { kind: '404', path: '/joy-ui/react-buton/' },
  {
    kind: 'search dialog',
    path: '/joy-ui/react-button/',
    act: async (page) => {
      await page.locator('.search-button').click();
      await page.locator('.search-input').fill('button');
      await page.locator('.search-option').first().waitFor();
    },
  },
  {
    kind: 'live editing (the edited demo runs as a blob: module)',
    path: '/material-ui/react-button/',
    act: async (page) => {
      const demo = page.locator('#ClickCounter');
      await demo.getByRole('button', { name: 'Show code' }).click();
      const editor = demo.locator('.demo-code pre');
      await editor.waitFor();
      await editor.evaluate((pre) => {
        const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const index = node.textContent!.indexOf('Clicked');
          if (index === -1) continue;
          (pre as HTMLElement).focus();
          const range = document.createRange();
          range.setStart(node, index);
          range.collapse(true);
          getSelection()!.removeAllRanges();
          getSelection()!.addRange(range);
          return;
        }
      });
      await page.keyboard.type('Yes, ');
      // The edit shows only once the edited code ran (as a blob: module, which the policy allows).
      await page.waitForFunction(() => [...document.querySelectorAll('#ClickCounter .demo-live button')].some((button) => button.textContent === 'Yes, Clicked 0 times'), undefined, { timeout: 15_000 });
    },
  },
];

async function openWithViolationLog(path: string): Promise<{ page: Page; violations: () => Promise<string[]>; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Runs before the page's own scripts; the CSP does not apply to scripts the test harness injects.
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = log;
    document.addEventListener('securitypolicyviolation', (event) => log.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`));
  });
  await page.goto(`${site.origin}${path}`, { waitUntil: 'load' });
  return {
    page,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    close: () => context.close(),
  };
}

describe('Content Security Policy', () => {
  // One retry, in a fresh context: these pages load four at a time, and on a loaded machine a page's
  // islands now and then never all settle (the every-page sweep's known stall, pages.e2e.test.ts): one
  // of the last six CI runs lost a page to it here. A real violation fails both times.
  it.concurrent.for(PAGE_KINDS)('$kind runs under its policy with no violation', { retry: 1 }, async ({ path, act }, { expect }) => {
    const { page, violations, close } = await openWithViolationLog(path);
    try {
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).toMatch(/^script-src 'self'/);
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
      await hydrateAllIslands(page, ['hydrated', 'static'], 45_000);
      if (act) await act(page);
      await page.waitForTimeout(300);
      expect(await violations()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('blocks an injected inline event handler and an injected inline script', async () => {
    const { page, violations, close } = await openWithViolationLog('/material-ui/react-button/');
    try {
      await page.evaluate(() => {
        const holder = document.createElement('div');
        holder.innerHTML = '<img src="/no-such-image.png" onerror="window.__pwned = 1">';
        document.body.append(holder);
        const script = document.createElement('script');
        script.textContent = 'window.__pwnedScript = 1';
        document.body.append(script);
      });
      await expect.poll(async () => (await violations()).length).toBeGreaterThanOrEqual(2);
      expect(await page.evaluate(() => [(window as unknown as { __pwned?: number }).__pwned, (window as unknown as { __pwnedScript?: number }).__pwnedScript])).toEqual([undefined, undefined]);
      expect((await violations()).every((entry) => entry.startsWith('script-src'))).toBe(true);
    } finally {
      await close();
    }
  });
});
