// Dev-mode timings of issue 10, measured on a private copy of the project (so no edit touches the
// checkout): `npm run dev` start, and an MDX edit and a demo edit until the new text is in the open page.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from '../build/paths';
import { launchBrowser } from '../test/e2e/browser';
import { BUDGETS, type Figure } from './budgets';

const PAGE_PATH = '/material-ui/react-button';
const MDX_FILE = 'content/material-ui/react-button/index.mdx';
const DEMO_FILE = 'content/material-ui/react-button/demos/BasicButtons.tsx';
const RUNS = 3;
const TIMEOUT_MS = 60_000;

// Runs in the page (and in every page the dev client reloads to): records when the text stored under
// `bench-marker` first appears in the document, from parsing or from a later DOM update. A string, so
// the TypeScript loader cannot add helpers the page does not have.
const WATCH_FOR_MARKER = `(() => {
  const marker = sessionStorage.getItem('bench-marker');
  if (!marker) return;
  const check = () => {
    if (window.benchSeenAt === undefined && document.body && document.body.textContent.includes(marker)) window.benchSeenAt = performance.timeOrigin + performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  check();
})();`;

function copyProject(): string {
  const project = mkdtempSync(path.join(os.tmpdir(), 'docs-bench-dev-'));
  for (const name of ['build', 'site', 'runtime', 'content', 'public', 'package.json', 'package-lock.json', 'tsconfig.json']) {
    cpSync(path.join(ROOT, name), path.join(project, name), { recursive: true });
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'));
  return project;
}

function startDev(project: string): { dev: ChildProcess; port: Promise<number>; output: () => string } {
  let output = '';
  const dev = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'build/dev/cli.ts'], {
    cwd: project,
    // As `npm run dev` runs it; the API model cache is shared with the checkout, as a maintainer's would be.
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DOCS_CACHE_DIR: path.join(ROOT, '.cache') },
    detached: true,
  });
  const port = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev server printed no port:\n${output}`)), TIMEOUT_MS);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = output.match(/Dev server on http:\/\/localhost:(\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    dev.stdout?.on('data', read);
    dev.stderr?.on('data', read);
  });
  return { dev, port, output: () => output };
}

// The dev server answers 503 while it prepares the site: poll until the page itself is served.
async function waitForPage(url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 4 * TIMEOUT_MS;
  while (Date.now() < deadline) {
    const status = await fetch(url).then((response) => response.status, () => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the dev server never served ${url}:\n${output()}`);
}

// Writes the file and returns the milliseconds until `marker` was in the page, as the page timed it,
// and (for demos) until an island showing it had hydrated, as timed from here.
async function timeEdit(page: Page, file: string, contents: string, marker: string, island = false): Promise<{ visible: number; hydrated: number }> {
  await page.evaluate((text) => sessionStorage.setItem('bench-marker', text), marker);
  await page.evaluate(WATCH_FOR_MARKER);
  const writtenAt = Date.now();
  writeFileSync(file, contents);
  await page.getByText(marker).first().waitFor({ timeout: TIMEOUT_MS });
  const seenAt = await page.evaluate(() => (window as unknown as { benchSeenAt?: number }).benchSeenAt);
  if (seenAt === undefined) throw new Error(`"${marker}" is in the page but its time was not recorded`);
  if (island) await page.locator('[data-island-state="hydrated"]', { hasText: marker }).first().waitFor({ timeout: TIMEOUT_MS });
  const hydrated = Date.now() - writtenAt;
  // Let the reloaded page hydrate and the server settle before the next edit.
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  return { visible: Math.max(0, Math.round(seenAt - writtenAt)), hydrated };
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Starts `npm run dev` on a copy of the project and times start, MDX edits and demo edits against their budgets. */
export async function measureDevTimings(): Promise<Figure[]> {
  const project = copyProject();
  // Chromium starts first so its own start-up does not compete with the dev server's for the clock.
  const browser = await launchBrowser({ optimizingCompiler: true });
  const startedAt = performance.now();
  const { dev, port, output } = startDev(project);
  const exited = new Promise<void>((resolve) => dev.once('exit', () => resolve()));
  try {
    const origin = `http://127.0.0.1:${await port}`;
    await waitForPage(`${origin}${PAGE_PATH}`, output);
    const startS = Number(((performance.now() - startedAt) / 1000).toFixed(2));

    const page = await browser.newPage();
    await page.addInitScript(WATCH_FOR_MARKER);
    await page.goto(`${origin}${PAGE_PATH}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-dev-connected]');

    const mdxFile = path.join(project, MDX_FILE);
    const mdxSource = readFileSync(mdxFile, 'utf8');
    const demoFile = path.join(project, DEMO_FILE);
    const demoSource = readFileSync(demoFile, 'utf8');
    const mdx: number[] = [];
    const demo: number[] = [];
    const demoHydrated: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const marker = `Bench MDX edit ${run} ${Date.now()}`;
      mdx.push((await timeEdit(page, mdxFile, `${mdxSource}\n\n${marker}\n`, marker)).visible);
    }
    for (let run = 1; run <= RUNS; run += 1) {
      const marker = `Publish ${run}-${Date.now()}`;
      const timed = await timeEdit(page, demoFile, demoSource.replace('>Publish<', `>${marker}<`), marker, true);
      demo.push(timed.visible);
      demoHydrated.push(timed.hydrated);
    }
    await page.close();
    return [
      { name: 'dev: npm run dev start → first page served', value: startS, unit: 's', budget: BUDGETS.devStartS, kind: 'max' },
      { name: `dev: MDX edit → text in the open page (median of ${mdx.join(', ')} ms)`, value: median(mdx), unit: 'ms', budget: BUDGETS.devMdxEditMs, kind: 'max' },
      { name: `dev: demo edit → text in the open page (median of ${demo.join(', ')} ms)`, value: median(demo), unit: 'ms', budget: BUDGETS.devDemoEditMs, kind: 'max' },
      { name: `dev: demo edit → demo hydrated with the new code (median of ${demoHydrated.join(', ')} ms)`, value: median(demoHydrated), unit: 'ms' },
      { name: 'dev: load average (1 min) at the end of the dev timings', value: Number(os.loadavg()[0]!.toFixed(2)), unit: '' },
    ];
  } finally {
    await browser.close();
    // The supervisor and the dev server form one process group; both must exit (no esbuild context left open).
    if (dev.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    rmSync(project, { recursive: true, force: true });
  }
}
