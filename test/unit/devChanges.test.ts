import { describe, expect, it } from 'vitest';
import { planChanges } from '../../build/dev/changes';
import { importSpecifiers, PAGE_IMPORTS_EXPORT, withImportCapture } from '../../build/dev/pageImports';

describe('what a dev-mode edit asks for', () => {
  it('swaps pages in when only pages\' MDX changed', () => {
    expect(planChanges(['content/material-ui/react-button/index.mdx', 'content/joy-ui/react-button/index.mdx'])).toEqual({ restart: false, client: false, rebuild: true, pagesOnly: true, demosOnly: false });
  });

  it('swaps demos in and rebuilds the browser bundle when only demo components changed', () => {
    expect(planChanges(['content/material-ui/react-button/demos/BasicButtons.tsx'])).toEqual({ restart: false, client: true, rebuild: true, pagesOnly: false, demosOnly: true });
  });

  it('prepares everything again for a styling variant, a helper module, navigation or a mix of pages and demos', () => {
    for (const files of [
      ['content/base-ui/react-button/demos/UnstyledButton.css.tsx'],
      ['content/material-ui/react-button/demos/data.ts'],
      ['content/material-ui/nav.ts'],
      ['content/material-ui/react-button/index.mdx', 'content/material-ui/react-button/demos/BasicButtons.tsx'],
    ]) {
      const plan = planChanges(files);
      expect(plan.rebuild).toBe(true);
      expect(plan.pagesOnly || plan.demosOnly).toBe(false);
    }
  });

  it('rebuilds browser code for site/ and runtime/, copies public/ again, and restarts for build/', () => {
    expect(planChanges(['site/layout/AppBar.tsx'])).toMatchObject({ rebuild: true, client: true });
    expect(planChanges(['runtime\\toc.ts'])).toMatchObject({ rebuild: true, client: true });
    expect(planChanges(['public/favicon.svg'])).toMatchObject({ rebuild: true, client: false });
    expect(planChanges(['build/routes.ts'])).toEqual({ restart: true, client: false, rebuild: false, pagesOnly: false, demosOnly: false });
    expect(planChanges(['README.md']).rebuild).toBe(false);
  });
});

describe('the imports a page module captures in dev mode', () => {
  const compiled = [
    "import {jsx as _jsx} from 'react/jsx-runtime';",
    "import type { Props } from './types';",
    "import BasicButtons from './demos/BasicButtons';",
    'import "./side-effect.css";',
    'function _createMdxContent(props) { return _jsx("p", {}); }',
    "export default function MDXContent() { import('./not-a-header-import'); }",
  ].join('\n');

  it('lists value imports in order, without type-only ones or imports after the code begins', () => {
    expect(importSpecifiers(compiled)).toEqual(['react/jsx-runtime', './demos/BasicButtons', './side-effect.css']);
  });

  it('exports every imported module by specifier, extras included', () => {
    const captured = withImportCapture(compiled, ['react']);
    expect(captured.startsWith(compiled)).toBe(true);
    expect(captured).toContain(`export const ${PAGE_IMPORTS_EXPORT} = { "react/jsx-runtime": __devImport0, "./demos/BasicButtons": __devImport1, "./side-effect.css": __devImport2, "react": __devImport3 };`);
  });
});
