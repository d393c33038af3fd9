import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { createClientBundler, type ClientBuild } from '../../build/bundle/client';
import { prepareDemoOnce, type DemoRecord } from '../../build/bundle/demoModules';
import { bytesOf, outputOf, staticClosure } from '../../build/bundle/loadClosure';
import { WORK_DIR } from '../../build/paths';

// Issue 23 §2: no file that every page, or every demo page, loads may grow with the number of pages or
// demos. The browser bundle is built twice, for a small site and for one with thirty more pages of demos,
// and what a demo page loads before its first demo runs must weigh the same.

const tmp = mkdtempSync(path.join(os.tmpdir(), 'docs-shared-chunks-'));
const COMPONENTS = ['Button', 'Chip', 'Switch', 'Slider'];

async function syntheticDemos(pages: number, perPage: number): Promise<DemoRecord[]> {
  const demos: DemoRecord[] = [];
  for (let page = 0; page < pages; page += 1) {
    for (let index = 0; index < perPage; index += 1) {
      const component = COMPONENTS[index % COMPONENTS.length]!;
      const name = `Demo${index}`;
      const file = path.join(tmp, 'content', `page${page}`, 'demos', `${name}.tsx`);
      const source = `import ${component} from '@mui/material/${component}';\n\nexport default function ${name}() {\n  return <${component} />;\n}\n`;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, source);
      demos.push({ id: `synthetic/page${page}/${name}`, file, product: 'material-ui', prepared: await prepareDemoOnce(source), variants: [] });
    }
  }
  return demos;
}

/** What a Material UI demo page loads until its first demo runs (its shell, provider and component included), and its registry. */
function demoPageLoads({ metafile }: ClientBuild): { shared: Set<string>; registry: string } {
  const registry = outputOf(metafile, 'page-islands/synthetic/page0.generated.ts');
  const shared = staticClosure(metafile, [
    outputOf(metafile, 'runtime/main.ts'),
    outputOf(metafile, 'runtime/islands/hydrate.tsx'),
    outputOf(metafile, 'demo-entry/synthetic_page0_Demo0.ts'),
    registry,
  ]);
  shared.delete(registry);
  return { shared, registry };
}

/** A fresh bundle every time: `bundleClient` would reuse, and replace, the checkout's cached bundle. */
async function bundleClient(demos: readonly DemoRecord[], outDir: string): Promise<ClientBuild> {
  const bundler = createClientBundler(outDir);
  try {
    return await bundler.build(demos);
  } finally {
    await bundler.dispose();
  }
}

afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  rmSync(WORK_DIR, { recursive: true, force: true });
  // esbuild's service process would otherwise keep the test worker from exiting.
  await esbuild.stop();
});

describe('what every demo page loads', () => {
  it('does not grow with the number of pages and demos on the site', async () => {
    const small = await bundleClient(await syntheticDemos(2, 4), path.join(tmp, 'small'));
    const large = await bundleClient(await syntheticDemos(32, 4), path.join(tmp, 'large'));
    const before = demoPageLoads(small);
    const after = demoPageLoads(large);
    // Thirty more pages and 120 more demos: the old site-wide registry grew by ~150 bytes a demo.
    expect(bytesOf(large.metafile, after.shared)).toBeLessThanOrEqual(bytesOf(small.metafile, before.shared) + 256);
    // A page's own registry lists its own demos only.
    expect(large.metafile.outputs[after.registry]!.bytes).toBe(small.metafile.outputs[before.registry]!.bytes);
    expect(Object.keys(large.assets.islandRegistries)).toHaveLength(32);
  }, 300_000);
});
