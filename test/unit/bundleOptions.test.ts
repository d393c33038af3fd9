import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { markGeneratedModules, SHARED_ESBUILD_OPTIONS, SHARED_ESBUILD_PLUGINS } from '../../build/bundle/options';
import { ROOT } from '../../build/paths';

// Bundles a module for the browser with the site's shared settings; returns the files that put code in the output.
async function bundledFiles(source: string): Promise<string[]> {
  const result = await esbuild.build({
    ...SHARED_ESBUILD_OPTIONS,
    stdin: { contents: source, resolveDir: ROOT, loader: 'tsx' },
    absWorkingDir: ROOT,
    write: false,
    metafile: true,
    platform: 'browser',
    outdir: '/options-test',
    logLevel: 'silent',
    plugins: SHARED_ESBUILD_PLUGINS,
  });
  const output = Object.values(result.metafile.outputs)[0]!;
  return Object.entries(output.inputs)
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([input]) => input.split(path.sep).join('/'));
}

describe('the shared bundle settings', () => {
  it("leave hoist-non-react-statics out of Emotion unless withTheme is used", async () => {
    const withCss = await bundledFiles("import { css } from '@emotion/react';\nconsole.log(css`color: red;`);\n");
    expect(withCss.some((file) => file.includes('@emotion/react/'))).toBe(true);
    expect(withCss.filter((file) => /hoist-non-react-statics|react-is/.test(file))).toEqual([]);
    const withTheme = await bundledFiles("import { withTheme } from '@emotion/react';\nconsole.log(withTheme);\n");
    expect(withTheme.some((file) => file.includes('hoist-non-react-statics/'))).toBe(true);
  });
});

// A generated module imports the default of a CommonJS module that was compiled from ESM (`__esModule`).
// In the project (`"type": "module"`) that default is `module.exports`, as in Node; a cache folder
// elsewhere (DOCS_CACHE_DIR=/tmp/…) must bundle it the same way, or its bundles differ from the project's.
describe('generated modules outside the project', () => {
  async function defaultImportIn(dir: string): Promise<unknown> {
    writeFileSync(path.join(dir, 'compiled.cjs'), 'Object.defineProperty(exports, "__esModule", { value: true });\nexports.default = "the default export";\nexports.named = 1;\n');
    writeFileSync(path.join(dir, 'generated.ts'), "import value from './compiled.cjs';\nexport const seen = value;\n");
    const result = await esbuild.build({ entryPoints: [path.join(dir, 'generated.ts')], bundle: true, write: false, format: 'cjs', platform: 'node', logLevel: 'silent' });
    const module = { exports: {} as { seen?: unknown } };
    new Function('module', 'exports', result.outputFiles[0]!.text)(module, module.exports);
    return module.exports.seen;
  }

  it('read a CommonJS default as the project does once marked', async () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'docs-generated-'));
    mkdirSync(path.join(ROOT, 'node_modules', '.cache'), { recursive: true });
    const inside = mkdtempSync(path.join(ROOT, 'node_modules', '.cache', 'docs-generated-'));
    try {
      const inProject = await defaultImportIn(inside);
      expect(inProject).toEqual(expect.objectContaining({ named: 1 }));
      // Unmarked, a folder outside the project reads the default another way…
      expect(await defaultImportIn(outside)).not.toEqual(inProject);
      // …and marked, it reads it as the project does.
      await markGeneratedModules(outside);
      expect(await defaultImportIn(outside)).toEqual(inProject);
    } finally {
      rmSync(outside, { recursive: true, force: true });
      rmSync(inside, { recursive: true, force: true });
    }
  });
});
