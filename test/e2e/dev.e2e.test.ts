import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

// `npm run dev` in a private copy of the project: an edit shows without a manual reload, an MDX
// syntax error shows the overlay with file and line, and fixing the file clears it; title, heading and
// demo edits show too, and an edited demo hydrates with its new code; navigation and site/ edits show,
// and a navigation mistake names its file and line (issue 10).
const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGE = 'content/material-ui/getting-started/index.mdx';
const BUTTON_PAGE = 'content/material-ui/react-button/index.mdx';
const COUNTER_DEMO = 'content/material-ui/react-button/demos/ClickCounter.tsx';
const NAV = 'content/material-ui/nav.ts';
let project: string;
let dev: ChildProcess;
let origin: string;
let output = '';
let browser: Browser;

function waitForOutput(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev server never printed ${pattern}:\n${output}`)), timeoutMs);
    const check = (): void => {
      const match = output.match(pattern);
      if (match) {
        clearTimeout(timer);
        dev.stdout?.off('data', check);
        resolve(match);
      }
    };
    dev.stdout?.on('data', check);
    check();
  });
}

beforeAll(async () => {
  project = mkdtempSync(path.join(os.tmpdir(), 'docs-dev-'));
  for (const name of ['build', 'site', 'runtime', 'content', 'public', 'package.json', 'tsconfig.json']) {
    cpSync(path.join(ROOT, name), path.join(project, name), { recursive: true });
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'));
  dev = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'build/dev/cli.ts'], {
    cwd: project,
    // The API model cache is keyed by package versions: sharing the main one skips a cold extraction.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DOCS_CACHE_DIR: path.join(ROOT, '.cache') },
    detached: true,
  });
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [, port] = await waitForOutput(/Dev server on http:\/\/localhost:(\d+)/, 60_000);
  origin = `http://127.0.0.1:${port}`;
  await waitForOutput(/Ready in \d+ ms/, 240_000);
  browser = await launchBrowser();
}, 330_000);

afterAll(async () => {
  await browser?.close();
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  rmSync(project, { recursive: true, force: true });
});

// A site/ edit prepares the whole site (tens of seconds at this site's size), and a loaded machine
// stretches every rebuild. Waits allow for that; they do not time it (the bench does).
const REBUILD_MS = 120_000;

/** Waits until a demo hydrates, scrolling it into view again after each reload the dev server triggers. */
async function waitForHydrated(page: Page, id: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const demo = page.locator(`#${id}`);
        await demo.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => {});
        return demo.locator('[data-island-state]').first().getAttribute('data-island-state', { timeout: 1_000 }).catch(() => null);
      },
      { timeout: REBUILD_MS, interval: 1_000 },
    )
    .toBe('hydrated');
}

describe('npm run dev', { timeout: 4 * REBUILD_MS }, () => {
  it('shows an edit without a manual reload, and an error overlay with file and line until the fix', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/material-ui/getting-started`, { waitUntil: 'load' });
    await expect(page.locator('h1').textContent()).resolves.toContain('Material UI');
    // The dev client is connected once the event stream is open.
    await page.waitForSelector('html[data-dev-connected]');

    const file = path.join(project, PAGE);
    const original = readFileSync(file, 'utf8');
    const marker = `Edited in dev mode ${Date.now()}`;
    appendFileSync(file, `\n\n${marker}\n`);
    await page.waitForSelector(`text=${marker}`, { timeout: REBUILD_MS });

    const brokenLine = original.split('\n').length + 4;
    writeFileSync(file, `${original}\n\n${marker}\n\n<Callout type="info">never closed\n`);
    const overlay = page.locator('#docs-dev-overlay');
    await overlay.waitFor({ timeout: REBUILD_MS });
    await expect(overlay.locator('.docs-dev-error-location').first().textContent()).resolves.toContain(`${PAGE}:${brokenLine}`);
    // The last good version stays underneath.
    await expect(page.locator(`text=${marker}`).count()).resolves.toBe(1);

    writeFileSync(file, original);
    await overlay.waitFor({ state: 'detached', timeout: REBUILD_MS });
    await page.waitForFunction((text) => !document.body.textContent?.includes(text), marker, { timeout: REBUILD_MS });
    await page.close();
  });

  it('shows front matter and heading edits, and a demo edit that hydrates with its new code', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    // Code errors (a hydration mismatch among them), not third-party URLs this closed network cannot resolve.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${origin}/material-ui/react-button`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-dev-connected]');

    const pageFile = path.join(project, BUTTON_PAGE);
    const original = readFileSync(pageFile, 'utf8');
    const marker = `Retitled ${Date.now()}`;
    const firstHeading = original.match(/^## (.+)$/m)![1]!;
    writeFileSync(pageFile, original.replace(/^title: Button$/m, `title: Button ${marker}`).replace(`## ${firstHeading}`, `## ${firstHeading} ${marker}`));
    await page.locator('h1', { hasText: marker }).waitFor({ timeout: REBUILD_MS });
    await expect(page.title()).resolves.toContain(marker);
    await page.locator('.toc a', { hasText: `${firstHeading} ${marker}` }).waitFor({ timeout: 10_000 });
    writeFileSync(pageFile, original);
    await page.locator('h1', { hasText: marker }).waitFor({ state: 'detached', timeout: REBUILD_MS });

    const demoFile = path.join(project, COUNTER_DEMO);
    const demoSource = readFileSync(demoFile, 'utf8');
    writeFileSync(demoFile, demoSource.replace('`Clicked ${count}', '`Pressed ${count}'));
    const demo = page.locator('#ClickCounter');
    await demo.getByRole('button', { name: 'Pressed 0 times' }).waitFor({ timeout: REBUILD_MS });
    await waitForHydrated(page, 'ClickCounter');
    // A stale browser bundle would hydrate the old demo and say "Clicked".
    await demo.getByRole('button', { name: 'Pressed 0 times' }).click();
    await demo.getByRole('button', { name: 'Pressed 1 time' }).waitFor({ timeout: 10_000 });
    writeFileSync(demoFile, demoSource);
    await demo.getByRole('button', { name: 'Clicked 0 times' }).waitFor({ timeout: REBUILD_MS });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows a demo whose theme is invalid as its error, with the rest of the page working', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${origin}/experiments/docs/own-theme`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-dev-connected]');
    const demoFile = path.join(project, 'content/experiments/docs/own-theme/demos/OuterThemeFunction.tsx');
    const demoSource = readFileSync(demoFile, 'utf8');
    writeFileSync(demoFile, demoSource.replace("main: '#00796b'", "main: 'teal-ish'"));
    try {
      // The server renders the panel the demo's error boundary shows; hydration shows it again.
      const panel = page.locator('#OuterThemeFunction .demo-error');
      await panel.waitFor({ timeout: REBUILD_MS });
      await expect(panel.locator('.demo-error-message').textContent()).resolves.toContain('teal-ish');
      await expect(panel.getByRole('link', { name: 'Read the full message' }).getAttribute('href')).resolves.toBe('/production-error/?code=9&args[]=teal-ish');
      await waitForHydrated(page, 'OuterThemeFunction');
      await expect(panel.locator('.demo-error-message').textContent()).resolves.toContain('teal-ish');
      // The page and its other demos carry on.
      await expect(page.locator('h1').textContent()).resolves.toContain('Demos with their own theme');
      await waitForHydrated(page, 'NestedPaletteTheme');
      await expect(page.locator('#NestedPaletteTheme .MuiButton-contained').count()).resolves.toBe(1);
      await expect(page.locator('#docs-dev-overlay').count()).resolves.toBe(0);
    } finally {
      writeFileSync(demoFile, demoSource);
    }
    await page.locator('#OuterThemeFunction .demo-error').waitFor({ state: 'detached', timeout: REBUILD_MS });
    await page.close();
  });

  it('shows a navigation edit in the drawer, and a navigation mistake with file and line until the fix', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${origin}/material-ui/getting-started`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-dev-connected]');
    const file = path.join(project, NAV);
    const original = readFileSync(file, 'utf8');
    const marker = `Setup ${Date.now()}`;
    writeFileSync(file, original.replace("title: 'Installation' }", `title: '${marker}' }`));
    await page.locator('#nav-drawer a', { hasText: marker }).waitFor({ timeout: REBUILD_MS });

    // A page listed in the navigation that has no MDX file and is not marked planned.
    const missing = "      { pathname: '/material-ui/getting-started/nowhere', title: 'Nowhere' },";
    const lines = original.split('\n');
    const at = lines.findIndex((line) => line.includes("title: 'Installation' }")) + 1;
    writeFileSync(file, [...lines.slice(0, at), missing, ...lines.slice(at)].join('\n'));
    const overlay = page.locator('#docs-dev-overlay');
    await overlay.waitFor({ timeout: REBUILD_MS });
    await expect(overlay.locator('.docs-dev-error-location').first().textContent()).resolves.toContain(`${NAV}:${at + 1}`);

    writeFileSync(file, original);
    await overlay.waitFor({ state: 'detached', timeout: REBUILD_MS });
    await page.locator('#nav-drawer a', { hasText: 'Installation' }).waitFor({ timeout: REBUILD_MS });
    await page.close();
  });

  it('shows an edit under site/ on the open page', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/material-ui/getting-started`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-dev-connected]');
    const file = path.join(project, 'site/i18n/en/special.ts');
    const original = readFileSync(file, 'utf8');
    const label = `Read as Markdown ${Date.now()}`;
    writeFileSync(file, original.replace("viewMarkdown: 'View as Markdown'", `viewMarkdown: '${label}'`));
    await page.locator('.copy-page-link', { hasText: label }).waitFor({ timeout: REBUILD_MS });
    writeFileSync(file, original);
    await page.locator('.copy-page-link', { hasText: 'View as Markdown' }).waitFor({ timeout: REBUILD_MS });
    await page.close();
  });

  it('serves the Markdown rendering that "View as Markdown" links to, for guides and API pages', async () => {
    for (const [pathname, title] of [['/material-ui/react-button', 'Button'], ['/material-ui/api/button', 'Button API'], ['/', 'MUI documentation']] as const) {
      const response = await fetch(`${origin}${pathname === '/' ? '/index' : pathname}.md`);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
      expect((await response.text()).startsWith(`# ${title}\n`)).toBe(true);
    }
    expect((await fetch(`${origin}/no-such-page.md`)).status).toBe(404);
  });

  it('never puts dev code into a production build', () => {
    const outDir = inject('outDir');
    const files = (readdirSync(outDir, { recursive: true }) as string[]).filter((name) => name.endsWith('.html') || name.endsWith('.js'));
    expect(files.length).toBeGreaterThan(10);
    const withDevCode = files.filter((name) => readFileSync(path.join(outDir, name), 'utf8').includes('/__dev/'));
    expect(withDevCode).toEqual([]);
  });
});
