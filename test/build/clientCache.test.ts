import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

// A build whose browser-bundle inputs did not change links in the last bundle instead of running
// esbuild again (build/bundle/clientCache.ts); an edited demo must still reach the browser.

const tmp = mkdtempSync(path.join(os.tmpdir(), 'docs-client-cache-'));
// The cache folder is read when build/paths.ts loads: point it at this test's folder first.
process.env.DOCS_CACHE_DIR = path.join(tmp, 'cache');
const { bundleClient } = await import('../../build/bundle/client');
const { prepareDemoOnce } = await import('../../build/bundle/demoModules');
const { WORK_DIR } = await import('../../build/paths');

const demoFile = path.join(tmp, 'content', 'books', 'demos', 'SaveButton.tsx');
const sourceWith = (label: string): string => `import Button from '@mui/material/Button';\n\nexport default function SaveButton() {\n  return <Button>${label}</Button>;\n}\n`;

async function demosWith(label: string) {
  mkdirSync(path.dirname(demoFile), { recursive: true });
  writeFileSync(demoFile, sourceWith(label));
  return [{ id: 'books/SaveButton', file: demoFile, product: 'material-ui' as const, prepared: await prepareDemoOnce(sourceWith(label)), variants: [] }];
}

/** The text of every JavaScript file a build wrote, keyed by its URL. */
function outputsOf(outDir: string, build: { metafile: esbuild.Metafile }): Map<string, string> {
  const staticDir = path.join(outDir, 'static');
  const files = Object.keys(build.metafile.outputs).map((output) => path.resolve(process.cwd(), output));
  return new Map(files.filter((file) => file.endsWith('.js')).map((file) => [path.relative(staticDir, file), readFileSync(file, 'utf8')]));
}

afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  rmSync(WORK_DIR, { recursive: true, force: true });
  await esbuild.stop();
});

describe('the browser bundle between builds', () => {
  it('is linked from the last build when no input changed, and bundled again after a demo edit', async () => {
    const first = await bundleClient(await demosWith('Save draft'), path.join(tmp, 'one'));
    const second = await bundleClient(await demosWith('Save draft'), path.join(tmp, 'two'));
    expect(second.assets).toEqual(first.assets);
    const secondOutputs = outputsOf(path.join(tmp, 'two'), second);
    expect(secondOutputs).toEqual(outputsOf(path.join(tmp, 'one'), first));
    // Reused, not rebuilt: the files are links to the cached ones.
    const anyFile = path.join(tmp, 'two', 'static', [...secondOutputs.keys()][0]!);
    expect(statSync(anyFile).nlink).toBeGreaterThan(1);

    const edited = await bundleClient(await demosWith('Publish book'), path.join(tmp, 'three'));
    const texts = [...outputsOf(path.join(tmp, 'three'), edited).values()].join('\n');
    expect(texts).toContain('Publish book');
    expect(texts).not.toContain('Save draft');
    expect(statSync(path.join(tmp, 'three', 'static', edited.assets.runtimeScript.slice('/static/'.length))).isFile()).toBe(true);
  }, 300_000);

  it('is bundled again when a page gains its first demo, though no input of the last bundle changed', async () => {
    const before = await bundleClient(await demosWith('Save draft'), path.join(tmp, 'four'));
    const filmFile = path.join(tmp, 'content', 'films', 'demos', 'PlayButton.tsx');
    const filmSource = sourceWith('Play trailer').replace('SaveButton', 'PlayButton');
    mkdirSync(path.dirname(filmFile), { recursive: true });
    writeFileSync(filmFile, filmSource);
    const film = { id: 'films/PlayButton', file: filmFile, product: 'material-ui' as const, prepared: await prepareDemoOnce(filmSource), variants: [] };
    const after = await bundleClient([...(await demosWith('Save draft')), film], path.join(tmp, 'five'));
    expect(Object.keys(after.assets.islandRegistries)).toHaveLength(Object.keys(before.assets.islandRegistries).length + 1);
    expect([...outputsOf(path.join(tmp, 'five'), after).values()].join('\n')).toContain('Play trailer');
  }, 300_000);

  // esbuild reads a demo, the author saves it, and only then are the inputs hashed: kept under the new
  // text's hash, the old bundle would be linked into every build until the demo changed again.
  it('is not kept when a demo was written after the bundling began, and is kept by the next build', async () => {
    const keptManifest = (): string => readFileSync(path.join(tmp, 'cache', 'client-bundle', 'manifest.json'), 'utf8');
    const demos = await demosWith('Renew loan');
    const before = keptManifest();
    // A save that lands while esbuild runs leaves a modification time after the bundling began.
    const later = Date.now() / 1000 + 3600;
    utimesSync(demoFile, later, later);
    const duringEdit = await bundleClient(demos, path.join(tmp, 'six'));
    expect([...outputsOf(path.join(tmp, 'six'), duringEdit).values()].join('\n')).toContain('Renew loan');
    expect(keptManifest()).toBe(before);

    const earlier = Date.now() / 1000 - 60;
    utimesSync(demoFile, earlier, earlier);
    await bundleClient(demos, path.join(tmp, 'seven'));
    expect(keptManifest()).not.toBe(before);
  }, 300_000);
});
