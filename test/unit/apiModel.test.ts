import { describe, expect, it } from 'vitest';
import { packageImportsOf } from '../../build/api/demoUsage';
import { apiCoverage } from '../../build/api/coverage';
import { createLinkResolver, renderMarkdown } from '../../build/api/markdown';
import { kebabName } from '../../build/api/names';
import { apiNavGroups, insertApiGroups } from '../../build/api/nav';
import type { ApiPackageSpec } from '../../build/api/packages';
import { entryLocations, planApiPages } from '../../build/api/plan';
import { splitTopLevelUnion, summariseType } from '../../build/api/typeSummary';
import { pageAnchors, pageToc, pageView } from '../../build/api/views';
import type { ApiComponent, ApiHook, ApiPackage } from '../../site/api/types';

function component(name: string, packageName: string, extra: Partial<ApiComponent> = {}): ApiComponent {
  return { kind: 'component', name, packageName, description: '', props: [], ref: null, slots: [], classes: [], source: `${packageName}/${name}/${name}.d.ts`, declaredDemoPaths: [], ...extra };
}

function hook(name: string, packageName: string, extra: Partial<ApiHook> = {}): ApiHook {
  return { kind: 'hook', name, packageName, description: '', parameters: [], returns: [], returnType: { short: 'void' }, source: `${packageName}/${name}/${name}.d.ts`, declaredDemoPaths: [], ...extra };
}

const SPECS: ApiPackageSpec[] = [
  { packageName: '@mui/material', productId: 'material-ui', fallbackClassName: (c, k) => `Mui${c}-${k}` },
  { packageName: '@mui/lab', productId: 'material-ui', fallbackClassName: (c, k) => `Mui${c}-${k}` },
  { packageName: '@mui/base', productId: 'base-ui', fallbackClassName: (c, k) => `base-${c}-${k}` },
];

const PACKAGES: ApiPackage[] = [
  { packageName: '@mui/material', version: '6', entries: [component('Button', '@mui/material'), component('ButtonBase', '@mui/material'), hook('useMediaQuery', '@mui/material')] },
  { packageName: '@mui/lab', version: '6', entries: [component('Button', '@mui/lab'), component('LoadingButton', '@mui/lab')] },
  {
    packageName: '@mui/base',
    version: '5',
    entries: [
      component('Menu', '@mui/base', { declaredDemoPaths: ['/base-ui/react-menu'] }),
      component('MenuItem', '@mui/base', { declaredDemoPaths: ['/base-ui/react-menu'] }),
      component('MenuProvider', '@mui/base'),
      hook('useMenu', '@mui/base', { declaredDemoPaths: ['/base-ui/react-menu'] }),
      component('Unstable_NumberInput', '@mui/base', { declaredDemoPaths: ['/base-ui/react-number-input'] }),
    ],
  },
];

describe('type summaries', () => {
  it('splits unions only at the top level', () => {
    expect(splitTopLevelUnion("'a' | { b: 'c' | 'd' } | (x: 1 | 2) => void")).toEqual(["'a'", "{ b: 'c' | 'd' }", '(x: 1 | 2) => void']);
  });

  it('spells out short types and literal unions, and summarises long ones with the full text kept', () => {
    expect(summariseType('boolean')).toEqual({ short: 'boolean' });
    const colors = "'inherit' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning'";
    expect(summariseType(colors)).toEqual({ short: colors });
    const long = 'null | SystemCssProperties<Theme> | CSSPseudoSelectorProps<Theme> | ((theme: Theme) => SystemStyleObject<Theme>)';
    expect(summariseType(long)).toEqual({ short: 'union', full: long });
    const func = '(event: React.ChangeEvent<HTMLInputElement>, value: string, reason: AutocompleteChangeReason) => void';
    expect(summariseType(func).short).toBe('func');
    expect(summariseType(`{ ${'a: string; '.repeat(10)}}`).short).toBe('object');
  });
});

describe('JSDoc Markdown', () => {
  const links = createLinkResolver(new Map([['/material-ui/api/button', new Set(['button-classes-text'])]]));
  const resolve = links.resolve;

  it('drops control characters such as the U+0008 of the Tabs description', () => {
    expect(renderMarkdown('The \u0008value\u0007 of the tab.', resolve)).toBe('<p>The value of the tab.</p>');
  });

  it('renders code, links, emphasis, paragraphs and lists, escaping everything else', () => {
    expect(renderMarkdown('If `true`, the **button** is <b>off</b>.\n\n- one\n- two', resolve)).toBe('<p>If <code>true</code>, the <strong>button</strong> is &lt;b&gt;off&lt;/b&gt;.</p><ul><li>one</li><li>two</li></ul>');
  });

  it('keeps fenced code whole, blank lines included, and reads loose list markers and headings', () => {
    const source = 'Used by:\n\n*   Input\n*   FormLabel\n\n## Advanced\n\n```jsx\n<FormControl>\n\n  <Input />\n</FormControl>\n```\n\nDone.';
    expect(renderMarkdown(source, resolve)).toBe(
      '<p>Used by:</p><ul><li>Input</li><li>FormLabel</li></ul><p><strong>Advanced</strong></p><pre tabindex="0"><code>&lt;FormControl&gt;\n\n  &lt;Input /&gt;\n&lt;/FormControl&gt;</code></pre><p>Done.</p>',
    );
  });

  it("keeps a drawing indented under a sentence as it is (Joy Select's indicator), not as emphasis and rules", () => {
    const source = 'The indicator(*) for the select.\n   ________________\n  [ value        * ]\n   ‾‾‾‾‾‾‾‾‾‾‾‾‾‾‾‾';
    expect(renderMarkdown(source, resolve)).toBe('<p>The indicator(*) for the select.</p><pre tabindex="0"><code> ________________\n[ value        * ]\n ‾‾‾‾‾‾‾‾‾‾‾‾‾‾‾‾</code></pre>');
  });

  it('links a page of the site in its trailing-slash form, and shows a link to a page it lacks as text, counted once', () => {
    expect(resolve('/material-ui/api/button/#button-classes-text')).toBe('/material-ui/api/button/#button-classes-text');
    expect(resolve('/material-ui/api/button#button-classes-text')).toBe('/material-ui/api/button/#button-classes-text');
    expect(resolve('/material-ui/api/button/#missing')).toBe('/material-ui/api/button/');
    expect(resolve('/material-ui/migration/x/')).toBeNull();
    expect(renderMarkdown('See [the migration](/material-ui/migration/x/) and [again](/material-ui/migration/x).', resolve)).toBe('<p>See the migration and again.</p>');
    expect([...links.unresolved]).toEqual(['/material-ui/migration/x']);
    expect(resolve('https://example.com/a')).toBe('https://example.com/a');
    expect(renderMarkdown('[guide](https://mui.com/a)', resolve)).toBe('<p><a href="https://mui.com/a" rel="noopener">guide</a></p>');
    expect(renderMarkdown('Use flex instead: https://mui.com/x/layout/#flex.', resolve)).toBe('<p>Use flex instead: <a href="https://mui.com/x/layout/#flex" rel="noopener">https://mui.com/x/layout/#flex</a>.</p>');
  });
});

describe('names and demo imports', () => {
  it('turns export names into URL segments', () => {
    expect(kebabName('ButtonBase')).toBe('button-base');
    expect(kebabName('Unstable_TrapFocus')).toBe('unstable-trap-focus');
    expect(kebabName('useMediaQuery')).toBe('use-media-query');
    expect(kebabName('Grid2')).toBe('grid2');
  });

  it('reads which package exports a demo imports, skipping type-only imports', () => {
    const source = [
      "import * as React from 'react';",
      "import Button from '@mui/material/Button';",
      "import { Button as BaseButton, buttonClasses } from '@mui/base/Button';",
      "import type { SxProps } from '@mui/system';",
      "import { Stack, type Theme } from '@mui/joy';",
    ].join('\n');
    expect(packageImportsOf(source)).toEqual([
      { packageName: '@mui/material', name: 'Button' },
      { packageName: '@mui/base', name: 'Button' },
      { packageName: '@mui/base', name: 'buttonClasses' },
      { packageName: '@mui/joy', name: 'Stack' },
    ]);
  });
});

describe('API page plans', () => {
  const plans = planApiPages(PACKAGES, SPECS);

  it('gives every export a page in its product, with Base UI grouped by family', () => {
    expect(plans.map((plan) => `${plan.pathname} ${plan.entries.map((entry) => entry.name).join(',')}`)).toEqual([
      '/base-ui/react-menu/components-api Menu,MenuItem,MenuProvider',
      '/base-ui/react-menu/hooks-api useMenu',
      '/base-ui/react-number-input/components-api Unstable_NumberInput',
      '/material-ui/api/button Button',
      '/material-ui/api/button-base ButtonBase',
      '/material-ui/api/loading-button LoadingButton',
      '/material-ui/api/use-media-query useMediaQuery',
    ]);
    expect(plans.find((plan) => plan.pathname === '/material-ui/api/button')!.entries[0]!.packageName).toBe('@mui/material');
    expect(plans.find((plan) => plan.pathname === '/material-ui/api/button')!.title).toBe('Button API');
  });

  it('counts coverage per product and reports an export without a page', () => {
    const coverage = apiCoverage(PACKAGES, SPECS, plans);
    expect(coverage.map((product) => [product.productId, product.pages, product.missing.length])).toEqual([
      ['material-ui', 4, 0],
      ['base-ui', 3, 0],
    ]);
    const withoutBase = apiCoverage(PACKAGES, SPECS, plans.filter((plan) => plan.productId !== 'base-ui'));
    expect(withoutBase.find((product) => product.productId === 'base-ui')!.missing).toContain('@mui/base: Menu');
  });

  it('locates Base UI entries by anchor on their family page', () => {
    const locations = entryLocations(plans);
    expect(locations.get('@mui/base:MenuItem')).toBe('/base-ui/react-menu/components-api#menu-item');
    expect(locations.get('@mui/material:Button')).toBe('/material-ui/api/button');
  });

  it('lists API pages in the navigation after the Components group', () => {
    const groups = apiNavGroups(plans);
    const material = groups.find((group) => group.productId === 'material-ui')!;
    expect(material.groups.map((group) => [group.title, group.children!.map((child) => child.pathname)])).toEqual([
      ['Component API', ['/material-ui/api/button', '/material-ui/api/button-base', '/material-ui/api/loading-button']],
      ['Hooks API', ['/material-ui/api/use-media-query']],
    ]);
    const tree = insertApiGroups([{ pathname: '/a', children: [{ pathname: '/b' }] }, { pathname: '/material-ui/react-', title: 'Components', children: [{ pathname: '/c' }] }, { pathname: '/z' }], material.groups);
    expect(tree.map((page) => page.pathname)).toEqual(['/a', '/material-ui/react-', '/material-ui/api-components-group', '/material-ui/api-hooks-group', '/z']);
  });

  it('gives every prop, slot and class an anchor the table of contents and links can use', () => {
    const button = component('Button', '@mui/material', {
      props: [{ name: 'variant', type: { short: "'text' | 'contained'" }, default: "'text'", required: false, description: 'The variant.' }],
      slots: [{ name: 'root', description: 'Root.' }],
      classes: [{ key: 'root', className: 'MuiButton-root', description: 'Root.' }],
    });
    const plan = { pathname: '/material-ui/api/button', productId: 'material-ui' as const, title: 'Button API', navTitle: 'Button', group: 'components' as const, entries: [button], multi: false, parts: [] };
    expect([...pageAnchors(plan)].sort()).toEqual(['button-classes-root', 'button-prop-variant', 'button-slots-root', 'classes', 'demos', 'import', 'props', 'slots']);
    const view = pageView(plan, { resolveLink: (href) => href, locations: new Map(), demoPages: new Map([['@mui/material:Button', [{ title: 'Button', href: '/material-ui/react-button', demosUsing: 7, demosOnPage: 7 }]]]) });
    expect(view.entries[0]!.demos).toEqual([{ title: 'Button', href: '/material-ui/react-button' }]);
    expect(view.entries[0]!.imports).toEqual(["import { Button } from '@mui/material';"]);
    expect(pageToc(view).map((entry) => entry.id)).toEqual(['demos', 'import', 'props', 'slots', 'classes']);
  });
});
