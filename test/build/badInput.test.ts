import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SITE_ENV } from '../e2e/testSiteEnv';

// Each case breaks one input in a private copy of the project, runs `npm run build`'s command and checks
// that it fails with file, line and hint, and that the previous dist/ is byte-for-byte unchanged.

const ROOT = path.resolve(import.meta.dirname, '../..');
let project: string;

function run(): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'build/cli.ts'], {
    cwd: project,
    // A copy of the checkout's cache (warm after the end-to-end build), inside the copied project: each
    // case then costs its own work, not a cold API extraction, demo preparation and type check. Errors
    // are never cached, so every case still fails for real. With the end-to-end build's config, the
    // pages a case does not touch are that build's bodies, from the copied cache, not rendered again.
    env: { ...process.env, ...TEST_SITE_ENV, NODE_ENV: 'production', DOCS_CACHE_DIR: path.join(project, '.cache') },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string): void => {
    for (const name of readdirSync(current).sort()) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** Applies `edit` to a file, runs the build, then restores the file. */
function buildWith(file: string, edit: (source: string) => string): { status: number | null; output: string } {
  const full = path.join(project, file);
  const original = readFileSync(full, 'utf8');
  writeFileSync(full, edit(original));
  try {
    return run();
  } finally {
    writeFileSync(full, original);
  }
}

function lineOf(file: string, needle: string): number {
  return readFileSync(path.join(project, file), 'utf8').split('\n').findIndex((line) => line.includes(needle)) + 1;
}

let distHash: string;
let untouchedBuild: { status: number | null; output: string };

beforeAll(() => {
  project = mkdtempSync(path.join(os.tmpdir(), 'docs-bad-input-'));
  for (const name of ['build', 'site', 'runtime', 'content', 'public', 'package.json', 'package-lock.json', 'tsconfig.json']) {
    cpSync(path.join(ROOT, name), path.join(project, name), { recursive: true });
  }
  // TypeScript's build info names files relative to the cache, node_modules included, and TypeScript
  // follows symbolic links to their real place: with a linked node_modules every package type would be a
  // new file to it and the type check would start cold. Hard links (a second or two) keep the geometry;
  // across file systems, where they cannot be made, the link remains, only slower.
  const hardLinked = spawnSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(project, 'node_modules')]).status === 0;
  if (!hardLinked) {
    rmSync(path.join(project, 'node_modules'), { recursive: true, force: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'));
  }
  cpSync(process.env.DOCS_CACHE_DIR ?? path.join(ROOT, '.cache'), path.join(project, '.cache'), { recursive: true });
  // One build of the untouched copy first. It must come from the checkout's caches, warm after the
  // end-to-end build of these very sources (checked below), and its dist/ is the previous one every case
  // must leave as it was.
  untouchedBuild = run();
  distHash = hashTree(path.join(project, 'dist'));
}, 240_000);

afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

const PAGE = 'content/material-ui/react-button/index.mdx';

// Each case is a whole build (two for the invalid theme): minutes on a loaded 2-core machine.
describe('a bad input stops the build, says where, and keeps dist/', { timeout: 240_000 }, () => {
  it('(first, an untouched copy of the project builds from the caches of the checkout: no page is rendered again)', () => {
    // The caches name files relative to the project, so a copy with a copy of the cache (or a cache
    // restored into another folder) reuses them, and each case below costs only what its edit changes.
    expect(untouchedBuild.status, untouchedBuild.output).toBe(0);
    const [, pages, cached] = /Built (\d+) pages.*\((\d+) pages from the page cache\)/.exec(untouchedBuild.output) ?? [];
    // Every route and the 404 page.
    expect(Number(cached)).toBe(Number(pages) + 1);
  });

  it('an MDX syntax error', () => {
    const line = lineOf(PAGE, '## Sizes');
    const result = buildWith(PAGE, (source) => source.replace('## Sizes', '## Sizes\n\n<Callout type="info">never closed'));
    expect(result.status).not.toBe(0);
    // The unclosed tag sits two lines below the heading.
    expect(result.output).toContain(`${PAGE}:${line + 2}:`);
    expect(result.output).toMatch(/MDX syntax error/);
    expect(result.output).toContain('hint:');
    expect(hashTree(path.join(project, 'dist'))).toBe(distHash);
  });

  it('a front matter field of the wrong type', () => {
    const result = buildWith(PAGE, (source) => source.replace(/^title: .*$/m, 'title: 42'));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(`${PAGE}:2`);
    expect(result.output).toContain('Front matter field "title"');
    expect(result.output).toContain('hint:');
    expect(hashTree(path.join(project, 'dist'))).toBe(distHash);
  });

  it('a demo that does not compile', () => {
    const demo = 'content/material-ui/react-button/demos/ClickCounter.tsx';
    const line = lineOf(demo, 'const [count, setCount]');
    const result = buildWith(demo, (source) => source.replace('const [count, setCount]', 'const [count, setCount] = = ;'));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(`${demo}:${line}:`);
    expect(result.output).toContain('hint:');
    expect(hashTree(path.join(project, 'dist'))).toBe(distHash);
  });

  it('a demo that does not type-check', () => {
    const demo = 'content/material-ui/react-button/demos/ClickCounter.tsx';
    const line = lineOf(demo, 'const [count, setCount]');
    const result = buildWith(demo, (source) => source.replace('React.useState(0)', "React.useState<number>('zero')"));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(`${demo}:${line}:`);
    expect(result.output).toMatch(/Type error in demo: Argument of type 'string'/);
    expect(hashTree(path.join(project, 'dist'))).toBe(distHash);
  });

  it('a code block in prose that does not type-check', () => {
    const block = "```tsx\nimport IconButton from '@mui/material/IconButton';\n```";
    const broken = "```tsx\nimport IconButton from '@mui/material/IconButton';\n\nconst size: number = <IconButton />;\n```";
    const line = lineOf(PAGE, "import IconButton from '@mui/material/IconButton';") + 2;
    const result = buildWith(PAGE, (source) => source.replace(block, broken));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(`${PAGE}:${line}:7`);
    expect(result.output).toMatch(/Type error in code block: Type 'Element' is not assignable to type 'number'/);
    expect(result.output).toContain('```tsx fragment');
    expect(hashTree(path.join(project, 'dist'))).toBe(distHash);
    // The type check runs to the end of the build, after every page rendered: longer than a syntax error.
  }, 180_000);

  it('a <Demo> that names a demo the page does not import, and an import of a missing demo file', () => {
    const line = lineOf(PAGE, '<Demo of={ColorButtons} />');
    const misnamed = buildWith(PAGE, (source) => source.replace('<Demo of={ColorButtons} />', '<Demo of={ColourButtons} />'));
    expect(misnamed.status).not.toBe(0);
    expect(misnamed.output).toContain(`${PAGE}:${line}  <Demo of={ColourButtons}> names a demo this page does not import.`);
    expect(misnamed.output).toContain('hint:');
    const importLine = lineOf(PAGE, "import ColorButtons from './demos/ColorButtons';");
    const missing = buildWith(PAGE, (source) => source.replace("from './demos/ColorButtons'", "from './demos/ColourButtons'"));
    expect(missing.status).not.toBe(0);
    expect(missing.output).toContain(`${PAGE}:${importLine}  Cannot find "./demos/ColourButtons"`);
    expect(hashTree(path.join(project, 'dist'))).toBe(distHash);
  });

  it('a broken internal link and a broken anchor', () => {
    const result = buildWith(PAGE, (source) => `${source}\n\nSee [nothing](/material-ui/react-nothing) and [nowhere](#no-such-heading).\n`);
    const line = readFileSync(path.join(project, PAGE), 'utf8').split('\n').length + 2;
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(`${PAGE}:${line}  Broken link: "/material-ui/react-nothing"`);
    expect(result.output).toContain(`${PAGE}:${line}  Broken link: "#no-such-heading"`);
    expect(result.output).toContain('hint:');
    expect(hashTree(path.join(project, 'dist'))).toBe(distHash);
  });

  it('a demo whose own theme is invalid, made while rendering or at the top of the module', () => {
    // MUI's packages are production builds: the build spells out their minified errors from its table.
    const rendering = 'content/experiments/docs/own-theme/demos/OuterThemeFunction.tsx';
    const whileRendering = buildWith(rendering, (source) => source.replace("main: '#00796b'", "main: 'teal-ish'"));
    expect(whileRendering.status).not.toBe(0);
    expect(whileRendering.output).toContain(`${rendering}  The demo threw while rendering on /experiments/docs/own-theme: MUI: Unsupported \`teal-ish\` color.`);
    expect(whileRendering.output).toContain('hint:');
    const topLevel = 'content/experiments/docs/own-theme/demos/CssVariablesTheme.tsx';
    const atTopLevel = buildWith(topLevel, (source) => source.replace("main: '#c2410c'", "main: 'burnt-orange'"));
    expect(atTopLevel.status).not.toBe(0);
    expect(atTopLevel.output).toContain(`${topLevel}  This module threw while the pages loaded: MUI: Unsupported \`burnt-orange\` color.`);
    expect(hashTree(path.join(project, 'dist'))).toBe(distHash);
  });

  it('a duplicated navigation pathname', () => {
    const nav = 'content/material-ui/nav.ts';
    const result = buildWith(nav, (source) => source.replace("{ pathname: '/material-ui/react-text-field'", "{ pathname: '/material-ui/react-button', title: 'Again' },\n      { pathname: '/material-ui/react-text-field'"));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('Duplicated pathname /material-ui/react-button in pages');
    expect(result.output).toMatch(new RegExp(`${nav}:\\d+`));
    expect(hashTree(path.join(project, 'dist'))).toBe(distHash);
  });

  it('a page that no navigation reaches', () => {
    const orphan = path.join(project, 'content/material-ui/react-orphan/index.mdx');
    cpSync(path.join(project, 'content/material-ui/getting-started/index.mdx'), orphan);
    try {
      const result = run();
      expect(result.status).not.toBe(0);
      expect(result.output).toContain('content/material-ui/react-orphan/index.mdx:1  Page /material-ui/react-orphan is not reached by any navigation entry');
      expect(hashTree(path.join(project, 'dist'))).toBe(distHash);
    } finally {
      rmSync(path.dirname(orphan), { recursive: true, force: true });
    }
  });
});
