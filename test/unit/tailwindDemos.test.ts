import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { compileTailwindCss, isScopedSelector, writeTailwindStylesheet } from '../../build/demos/tailwind';
import { BuildError } from '../../build/errors';
import { renderPage } from '../../site/render/renderPage';
import type { PageAssets, PageModel } from '../../site/render/types';

// A demo folder with a Tailwind twin (button page) and one with a plain demo (slider page): Tailwind
// must see only the twin, and only the button page may link the result.
function fixture(): { dir: string; demos: Array<{ id: string; file: string; variants: Array<{ file: string }> }> } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tailwind-demos-'));
  mkdirSync(path.join(dir, 'demos'));
  const write = (name: string, source: string): string => {
    const file = path.join(dir, 'demos', name);
    writeFileSync(file, source);
    return file;
  };
  const plainButton = write('Save.tsx', 'export default function Save() {\n  return <button className="save">Save</button>;\n}\n');
  const twinButton = write(
    'Save.tailwind.tsx',
    [
      'export default function Save() {',
      '  return (',
      '    <button className="bg-fuchsia-700 dark:bg-fuchsia-300 [&.base--focusVisible]:outline-dashed animate-spin">',
      '      Save',
      '    </button>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  // `bg-lime-400` is a Tailwind class, but this file is no Tailwind demo: it must not be generated.
  const slider = write('Volume.tsx', 'export default function Volume() {\n  return <div className="bg-lime-400">50</div>;\n}\n');
  return {
    dir,
    demos: [
      { id: 'base-ui/react-button/Save', file: plainButton, variants: [{ file: twinButton }] },
      { id: 'base-ui/react-slider/Volume', file: slider, variants: [] },
    ],
  };
}

function page(pathname: string): PageModel {
  return { pathname, title: 'Page', description: 'A page.', layout: 'doc', flags: {}, productId: 'base-ui', metaProductId: 'base-ui', metaProductCategoryId: 'core', toc: [], nav: null, prev: null, next: null, sourcePath: 'content/x/index.mdx' };
}

// Runs Tailwind for real (about a second cold).
describe('the Tailwind stylesheet of demos', { timeout: 60_000 }, () => {
  it('holds the classes of Tailwind demos only, every rule scoped to Tailwind demos, dark: following the site', async () => {
    const { dir, demos } = fixture();
    const assetsDir = path.join(dir, 'dist');
    const cacheDir = path.join(dir, 'cache');
    const { stylesheets, fromCache } = await writeTailwindStylesheet(demos, assetsDir, cacheDir);
    expect(fromCache).toBe(false);
    expect(Object.keys(stylesheets)).toEqual(['base-ui/react-button']);
    const [href] = stylesheets['base-ui/react-button']!;
    expect(href).toMatch(/^\/static\/tailwind-[0-9A-F]{8}\.css$/);
    const css = readFileSync(path.join(assetsDir, href!), 'utf8');

    expect(css).toContain('.bg-fuchsia-700');
    expect(css).not.toContain('bg-lime-400');
    // No preflight: nothing resets element styles.
    expect(css).not.toMatch(/(^|[},])\s*(html|body|button)\s*[{,]/);

    const root = postcss.parse(css);
    const selectors: string[] = [];
    root.walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
      selectors.push(...rule.selectors);
    });
    expect(selectors.length).toBeGreaterThan(3);
    expect(selectors.filter((selector) => !isScopedSelector(selector))).toEqual([]);
    // The `--tw-*` defaults Tailwind puts on `*` are scoped too, and its keyframes cannot clash with the site's.
    expect(selectors.some((selector) => selector.startsWith('[data-tailwind-demo] *'))).toBe(true);
    root.walkAtRules(/keyframes$/, (rule) => expect(rule.params).toBe('tw-spin'));
    expect(css).toMatch(/animation:\s*tw-spin/);
    // dark: follows the attribute the site's colour-scheme bootstrap sets on <html>.
    expect(selectors.find((selector) => selector.includes('dark\\:bg-fuchsia-300'))).toMatch(/:where\(\[data-mui-color-scheme="?dark"?\]/);
    // State classes through arbitrary variants.
    expect(selectors.some((selector) => selector.includes('.base--focusVisible'))).toBe(true);

    // A second build with the same Tailwind files reads the cache and writes the same file.
    const again = await writeTailwindStylesheet(demos, path.join(dir, 'dist2'), cacheDir);
    expect(again).toEqual({ stylesheets, fromCache: true });
    expect(readFileSync(path.join(dir, 'dist2', href!), 'utf8')).toBe(css);
  });

  it('is linked from pages with Tailwind demos only', () => {
    const assets: PageAssets = {
      stylesheet: '/static/site.css',
      runtimeScript: '/static/main.js',
      preloads: [],
      islandRegistries: {},
      demoStylesheets: { 'base-ui/react-button': ['/static/tailwind-ABCDEF12.css'] },
      themeBootstrapScript: '',
    };
    const render = (pathname: string): string => renderPage({ page: page(pathname), Content: () => null, assets, siteUrl: 'https://mui.com', repositoryUrl: 'https://github.com/mui/material-ui' });
    expect(render('/base-ui/react-button')).toContain('<link rel="stylesheet" href="/static/tailwind-ABCDEF12.css">');
    expect(render('/base-ui/react-slider')).not.toContain('tailwind-');
  });

  it('has nothing to link when no demo is written with Tailwind', async () => {
    const { dir, demos } = fixture();
    const result = await writeTailwindStylesheet([demos[1]!], path.join(dir, 'dist'), path.join(dir, 'cache'));
    expect(result.stylesheets).toEqual({});
    expect(existsSync(path.join(dir, 'dist', 'static'))).toBe(false);
  });

  it('stops the build at the file and line of a class Tailwind cannot generate', async () => {
    const file = '/project/content/x/demos/Broken.tailwind.tsx';
    const source = 'export default function Broken() {\n  return <p className="p-2 bg-[theme(colors.nope)]">Hi</p>;\n}\n';
    const error = await compileTailwindCss([{ file, source }]).then(() => null, (thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).location).toEqual({ file, line: 2 });
    expect((error as BuildError).message).toContain('bg-[theme(colors.nope)]');
  });
});
