import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { barrelImportsPlugin } from '../../build/bundle/barrelImports';
import { ROOT } from '../../build/paths';

// Bundles real modules with the plugin and reads which files esbuild pulled in.
async function bundle(entryPoints: string[]): Promise<{ inputs: string[]; text: string }> {
  const result = await esbuild.build({
    entryPoints,
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    outdir: '/barrel-test',
    external: ['react', 'react-dom', 'react/jsx-runtime', '@emotion/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [barrelImportsPlugin()],
  });
  return { inputs: Object.keys(result.metafile.inputs).map((input) => input.split(path.sep).join('/')), text: result.outputFiles.map((file) => file.text).join('\n') };
}

describe('barrel imports', () => {
  it("sends MUI's own `../styles` imports and the site's `@mui/material/styles` imports to the defining files", async () => {
    const { inputs } = await bundle([path.join(ROOT, 'site/demos/providers/materialTheme.ts'), path.join(ROOT, 'node_modules/@mui/material/Skeleton/index.js')]);
    expect(inputs.some((input) => input.endsWith('@mui/material/styles/createTheme.js'))).toBe(true);
    expect(inputs.filter((input) => /@mui\/material\/styles\/(index|adaptV4Theme|responsiveFontSizes)\.js$/.test(input))).toEqual([]);
    // `alpha` is re-exported by @mui/material/styles from @mui/system: followed to its own file.
    expect(inputs.some((input) => input.endsWith('@mui/system/colorManipulator/colorManipulator.js'))).toBe(true);
    expect(inputs.filter((input) => /@mui\/system\/(esm\/)?index\.js$/.test(input))).toEqual([]);
  });

  it("sends a demo's `@mui/system` import to the defining file in the browser bundle", async () => {
    const demo = path.join(ROOT, 'content/base-ui/react-transitions/demos/CssTransitionMenu.tsx');
    const { inputs } = await bundle([demo]);
    expect(inputs).toContain('content/base-ui/react-transitions/demos/CssTransitionMenu.tsx');
    expect(inputs.filter((input) => /@mui\/system\/(esm\/)?(index|Grid\/index|Stack\/index|Container\/index)\.js$/.test(input))).toEqual([]);
  });

  it('leaves import statements quoted inside strings alone', async () => {
    const { text } = await bundle([path.join(ROOT, 'node_modules/@mui/material/styles/experimental_extendTheme.js')]);
    expect(text).toContain("import { extendTheme } from '@mui/material/styles'");
  });
});
