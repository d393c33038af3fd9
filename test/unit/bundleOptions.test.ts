import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { SHARED_ESBUILD_OPTIONS, SHARED_ESBUILD_PLUGINS } from '../../build/bundle/options';
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
