import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { listBuiltPages } from '../../build/distPages';
import { useBrowser } from './useBrowser';

const origin = inject('origin');
const outDir = inject('outDir');
const browser = useBrowser();

async function open(pathname: string, options: { width?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<{ page: Page; problems: string[]; status: number | undefined }> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1400, height: 900 }, colorScheme: options.colorScheme ?? 'light' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // Any alert(), confirm() or prompt() would mean an injected script ran.
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const response = await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
  // The decoder and the 404 suggestions load as chunks of their own: wait until they have run.
  if (pathname.startsWith('/production-error')) await page.locator('[data-production-error][data-decoded]').waitFor({ state: 'attached' });
  if (response?.status() === 404) await page.locator('[data-not-found][data-ready]').waitFor({ state: 'attached' });
  return { page, problems, status: response?.status() };
}

describe('/versions', () => {
  it('lists each library newest first with the documented version marked current', async () => {
    const { page, problems } = await open('/versions');
    const currentOf = (name: string) => page.locator('.versions-library', { has: page.getByRole('heading', { name, exact: true }) }).locator('tr[data-current="true"] th code').textContent();
    await expect(currentOf('Material UI')).resolves.toBe('v6.0.0-rc.0');
    await expect(currentOf('Joy UI')).resolves.toBe('v5.0.0-beta.46');
    await expect(currentOf('Base UI')).resolves.toBe('v5.0.0-beta.58');
    await expect(currentOf('MUI System')).resolves.toBe('v6.0.0-rc.0');
    const material = page.locator('.versions-library', { has: page.getByRole('heading', { name: 'Material UI', exact: true }) });
    await expect(material.locator('tbody th code').allTextContents()).resolves.toEqual(['v6.0.0-rc.0', 'v5.17.1', 'v4.12.4', 'v3.9.4', 'v0.20.2']);
    await expect(material.locator('tr[data-current="true"] a').first().getAttribute('href')).resolves.toBe('/material-ui/getting-started/');
    await expect(material.getByRole('link', { name: 'Release notes' }).first().getAttribute('href')).resolves.toBe('https://github.com/mui/material-ui/releases/tag/v6.0.0-rc.0');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('/blog', () => {
  it('lists posts newest first with date, authors, tags and reading time', async () => {
    const { page, problems } = await open('/blog');
    const cards = page.locator('.blog-post-card');
    await expect(cards.count()).resolves.toBeGreaterThanOrEqual(3);
    const dates = await cards.locator('time').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());
    const first = cards.first();
    await expect(first.locator('.blog-meta-line').textContent()).resolves.toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} · By .+ · \d+ min read$/);
    await expect(first.locator('.blog-tags li').count()).resolves.toBeGreaterThan(0);
    await first.locator('h2 a').click();
    await page.waitForURL(/\/blog\/.+/);
    await expect(page.locator('.markdown-body .blog-meta time').count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('publishes an RSS feed of the same posts', async () => {
    const response = await fetch(`${origin}/feed/blog/rss.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((match) => new URL(match[1]!).pathname);
    const { page } = await open('/blog');
    await expect(page.locator('.blog-post-card h2 a').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))).resolves.toEqual(links);
    await page.close();
  });
});

describe('/production-error', () => {
  it('fills each %s in order and marks a missing argument', async () => {
    const { page, problems } = await open(`/production-error?code=11&args[]=${encodeURIComponent(' (primary)')}`);
    const message = page.locator('[data-error-message]');
    await expect(message.textContent()).resolves.toBe('MUI: The color (primary) provided to augmentColor(color) is invalid.\nThe color object needs to have a `main` property or a `[missing argument]` property.');
    await expect(page.locator('[data-error-explanation]').isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each(['<script>window.__pwned = 1</script>', '"><img src=x onerror="window.__pwned = 1; alert(1)">', 'javascript:alert(1)'])('shows %s as text and runs nothing', async (payload) => {
    const { page, problems } = await open(`/production-error?code=9&args[]=${encodeURIComponent(payload)}`);
    const message = page.locator('[data-error-message]');
    await expect(message.textContent()).resolves.toBe(`MUI: Unsupported \`${payload}\` color.\nThe following formats are supported: #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color().`);
    await expect(message.locator('script, img, a').count()).resolves.toBe(0);
    await expect(page.locator('main img').count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).resolves.toBeUndefined();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('explains what the page is for without a code or with an unknown one', async () => {
    for (const query of ['', '?code=99999', '?code=%3Cb%3Ebold%3C/b%3E']) {
      const { page } = await open(`/production-error${query}`);
      await expect(page.locator('[data-error-explanation]').isVisible()).resolves.toBe(true);
      await expect(page.locator('[data-error-explanation]').textContent()).resolves.toContain('production builds');
      await expect(page.locator('[data-error-result]').isVisible()).resolves.toBe(false);
      if (query) await expect(page.locator('[data-error-unknown-code]').textContent()).resolves.toBe(decodeURIComponent(query.slice('?code='.length)));
      await expect(page.locator('[data-error-unknown] b').count()).resolves.toBe(0);
      await page.close();
    }
  });
});

describe('404', () => {
  it('is served with status 404 and suggests the closest pages, current product first', async () => {
    const { page, status } = await open('/joy-ui/react-buton');
    expect(status).toBe(404);
    const links = page.locator('[data-not-found-list] a');
    await expect(links.first().getAttribute('href')).resolves.toBe('/joy-ui/react-button/');
    await expect(page.locator('[data-not-found]').isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('offers the site search', async () => {
    const { page } = await open('/no-such-page-at-all');
    await page.getByRole('button', { name: 'Search the docs' }).click();
    await page.locator('dialog.search-dialog[open]').waitFor();
    await page.close();
  });

  it('sends legacy /zh/ and /api/ paths to the canonical page', async () => {
    const { page } = await open('/zh/material-ui/react-button');
    await page.waitForURL(`${origin}/material-ui/react-button/`);
    await page.goto(`${origin}/api/button`);
    await page.waitForURL(`${origin}/material-ui/api/button/`);
    await page.close();
  });
});

describe('/x/react-data-grid', () => {
  it('runs the free and the Pro grid; the Pro one shows the placeholder-key watermark', async () => {
    const { page, problems } = await open('/x/react-data-grid');
    await page.locator('#BasicDataGrid').scrollIntoViewIfNeeded();
    await page.locator('#BasicDataGrid [role="gridcell"]', { hasText: 'Joy UI' }).waitFor();
    await page.locator('#BasicDataGrid [role="columnheader"]', { hasText: 'Library' }).click();
    await expect(page.locator('#BasicDataGrid [role="row"]').nth(1).textContent()).resolves.toContain('Base UI');
    await page.locator('#ProDataGrid').scrollIntoViewIfNeeded();
    await page.locator('#ProDataGrid [role="gridcell"]', { hasText: 'Ada' }).first().waitFor();
    await expect(page.locator('#ProDataGrid').textContent()).resolves.toContain('MUI X Invalid license key');
    const config = await page.locator('#docs-config').textContent();
    expect(JSON.parse(config!).dataGridLicenseKey).toBe('YOUR_MUI_X_LICENSE_KEY');
    // The only console output is MUI X's notice about the placeholder key.
    expect(problems.filter((problem) => !/MUI X: Invalid license key/.test(problem))).toEqual([]);
    await page.close();
  });

  it('has its test and migration pages and API pages in its navigation', async () => {
    const { page } = await open('/x/react-data-grid/migration-from-v6');
    await expect(page.locator('meta[name="mui:productId"]').getAttribute('content')).resolves.toBe('x-data-grid');
    await expect(page.locator('meta[name="mui:productCategoryId"]').getAttribute('content')).resolves.toBe('x');
    const drawer = page.locator('#nav-drawer');
    await expect(drawer.locator('a[href="/x/react-data-grid/testing/"]').count()).resolves.toBe(1);
    await expect(drawer.locator('a[href="/x/api/data-grid/data-grid/"]').count()).resolves.toBe(1);
    await page.close();
  });
});

describe('/experiments/docs', () => {
  it('has its own navigation and is not in the product switcher', async () => {
    const { page, problems } = await open('/experiments/docs/markdown');
    await expect(page.locator('meta[name="mui:productId"]').getAttribute('content')).resolves.toBe('docs-infra');
    const drawerLinks = await page.locator('#nav-drawer a').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    expect(drawerLinks).toEqual(['/experiments/docs/', '/experiments/docs/demos/', '/experiments/docs/own-theme/', '/experiments/docs/markdown/', '/experiments/docs/api/']);
    await expect(page.locator('.product-menu a[href^="/experiments"]').count()).resolves.toBe(0);
    // Code tabs: one block at a time once the script ran.
    const tabs = page.locator('.code-tabs [role="tab"]');
    await tabs.nth(1).click();
    await expect(page.locator('.code-tabs [role="tabpanel"]:visible').textContent()).resolves.toContain('pnpm add');
    await expect(page.locator('kbd').count()).resolves.toBeGreaterThan(2);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('runs a demo whose own mode switch changes only that demo', async () => {
    const { page, problems } = await open('/experiments/docs/demos');
    const demo = page.locator('#ModeToggleDemo');
    await demo.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('#ModeToggleDemo [data-island]')?.getAttribute('data-island-state') === 'hydrated');
    await demo.getByLabel('Dark mode').check();
    await expect(demo.locator('.MuiCard-root').textContent()).resolves.toContain('Dark card');
    await expect(page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'))).resolves.toBe('light');
    await expect(page.locator('#IframeDemo iframe').count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows a demo without its toolbar, and another with its code open from the start', async () => {
    const { page, problems } = await open('/experiments/docs/demos');
    const bare = page.locator('#ToolbarFreeDemo');
    await bare.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('#ToolbarFreeDemo [data-island]')?.getAttribute('data-island-state') === 'hydrated');
    await expect(bare.getByRole('toolbar').count()).resolves.toBe(0);
    await expect(bare.locator('pre').count()).resolves.toBe(0);
    await bare.getByRole('button', { name: 'Lemon' }).click();
    await expect(bare.locator('.MuiChip-colorPrimary').textContent()).resolves.toBe('Lemon');

    const codeFirst = page.locator('#CodeFirstDemo');
    await codeFirst.scrollIntoViewIfNeeded();
    await codeFirst.locator('pre').first().waitFor();
    await expect(codeFirst.locator('pre').first().textContent()).resolves.toContain('Hello from the code panel');
    expect(problems).toEqual([]);
    await page.close();
  });
});


describe('Markdown for machines', () => {
  it('lists every page in /llms.txt with its description', async () => {
    const text = await (await fetch(`${origin}/llms.txt`)).text();
    const listed = [...text.matchAll(/^- \[[^\]]+\]\(https:\/\/mui\.com([^)]*)\): \S/gm)].map((match) => match[1]!.replace(/\.md$/, '').replace(/^\/index$/, '/'));
    expect(listed.sort()).toEqual(listBuiltPages(outDir).map((page) => page.pathname).sort());
  });

  it('serves each doc page as Markdown, with demo sources inline', async () => {
    const response = await fetch(`${origin}/material-ui/react-button.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
    const markdown = await response.text();
    expect(markdown.startsWith('# Button\n')).toBe(true);
    expect(markdown).toContain('export default function BasicButtons()');
    expect(markdown).not.toMatch(/^import \w+ from '\.\/demos/m);
    expect(readFileSync(path.join(outDir, 'index.md'), 'utf8').startsWith('# MUI documentation')).toBe(true);
  });

  it.each(['/material-ui/api/button', '/base-ui/react-badge/hooks-api', '/x/api/data-grid/data-grid'])('serves the API page %s as Markdown with every row and import the page shows', async (pathname) => {
    const response = await fetch(`${origin}${pathname}.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
    const markdown = await response.text();
    const page = await browser.newPage();
    await page.goto(`${origin}${pathname}`);
    const title = await page.locator('h1').textContent();
    expect(markdown.startsWith(`# ${title}\n`)).toBe(true);
    await expect(page.locator('.copy-page-link').getAttribute('href')).resolves.toBe(`${pathname}.md`);
    // Every table row of the page is a table row of the Markdown, under the same section heading.
    const sections = await page.locator('.api-section').evaluateAll((nodes) =>
      nodes.map((node) => ({ heading: node.querySelector('h2, h3')!.textContent!, rows: [...node.querySelectorAll('.api-row:not(.api-row-head) .api-name code')].map((code) => code.textContent!) })),
    );
    expect(sections.length).toBeGreaterThan(1);
    let cursor = 0;
    for (const section of sections) {
      cursor = markdown.indexOf(` ${section.heading}\n`, cursor);
      expect(cursor, section.heading).toBeGreaterThan(0);
      for (const name of section.rows) expect(markdown.slice(cursor)).toContain(`| \`${name}\``);
    }
    for (const line of (await page.locator('.api-import code').allTextContents()).join('\n').split('\n')) expect(markdown).toContain(`\n${line}\n`);
    await page.close();
  });

  it('"Copy page" copies the Markdown rendering', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const page = await context.newPage();
    await page.goto(`${origin}/blog/dark-mode-without-a-flash`);
    // Its name starts with what it shows, so voice control can press it by its words.
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    // The button's name changes with its label: found again by role, it must say "Copied" now.
    await page.getByRole('button', { name: 'Copied as Markdown' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-copy-page] .copy-page-label')?.textContent === 'Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await fetch(`${origin}/blog/dark-mode-without-a-flash.md`)).text());
    expect(copied).toContain('# Dark mode without a flash');
    await context.close();
  });
});
