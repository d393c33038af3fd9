import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findStylingVariants, variantFile } from '../../build/demos/variants';
import { demoPackages, importBindings, installedVersion, packageOf } from '../../build/demos/dependencies';
import { extractPreview, MAX_PREVIEW_LINES } from '../../build/demos/preview';

describe('extractPreview', () => {
  it('returns the JSX the default export returns, dedented', () => {
    const source = `import Button from '@mui/material/Button';

export default function One() {
  const label = 'Go';
  return (
    <div>
      <Button>{label}</Button>
    </div>
  );
}
`;
    expect(extractPreview(source)).toBe('<div>\n  <Button>{label}</Button>\n</div>');
  });

  it('has no preview when the returned JSX is too long or the function returns no JSX', () => {
    const long = `export default function Long() {\n  return (\n    <div>\n${'      <span />\n'.repeat(MAX_PREVIEW_LINES)}    </div>\n  );\n}\n`;
    expect(extractPreview(long)).toBeNull();
    expect(extractPreview('export default function Nothing() {\n  return null;\n}\n')).toBeNull();
  });
});

describe('demo dependencies', () => {
  it('names the package of an import', () => {
    expect(packageOf('@mui/material/Button')).toBe('@mui/material');
    expect(packageOf('react')).toBe('react');
    expect(packageOf('./local')).toBeNull();
  });

  it('lists runtime imports in order, without type-only imports', () => {
    const source = "import * as React from 'react';\nimport type { SxProps } from '@mui/system';\nimport './side-effect.css';\nimport Add from '@mui/icons-material/Add';\n";
    expect([...importBindings(source).keys()]).toEqual(['react', './side-effect.css', '@mui/icons-material/Add']);
  });

  it('lists what each import takes: names, a default, the namespace, or nothing', () => {
    const source = [
      "import * as React from 'react';",
      "import Button, { buttonClasses as classes, type ButtonProps } from '@mui/material/Button';",
      "import type { SxProps } from '@mui/system';",
      "import { styled } from '@mui/material/styles';",
      "import { alpha } from '@mui/material/styles';",
      "import './side-effect.css';",
    ].join('\n');
    expect(Object.fromEntries(importBindings(source))).toEqual({
      react: '*',
      '@mui/material/Button': ['default', 'buttonClasses'],
      '@mui/material/styles': ['styled', 'alpha'],
      './side-effect.css': [],
    });
  });

  it('adds React, and Emotion for the styled libraries', () => {
    expect(demoPackages(['@mui/joy/Button'])).toEqual(['@emotion/react', '@emotion/styled', '@mui/joy', 'react', 'react-dom']);
    expect(demoPackages(['react'])).toEqual(['react', 'react-dom']);
  });

  it('pins the installed versions, which are the documented ones', () => {
    expect(installedVersion('@mui/material')).toBe('6.0.0-rc.0');
    expect(installedVersion('@mui/joy')).toBe('5.0.0-beta.46');
  });
});

describe('code-styling variants', () => {
  it('finds the variants a demo folder provides, by file suffix', async () => {
    const demo = path.resolve(import.meta.dirname, '../../content/base-ui/react-button/demos/UnstyledButton.tsx');
    expect(variantFile(demo, 'css')).toBe(demo.replace(/\.tsx$/, '.css.tsx'));
    // The Button page's first demo has both twins; the order is the switch's order (STYLING_SUFFIXES).
    await expect(findStylingVariants(demo)).resolves.toEqual([
      { styling: 'Tailwind', file: demo.replace(/\.tsx$/, '.tailwind.tsx') },
      { styling: 'CSS', file: demo.replace(/\.tsx$/, '.css.tsx') },
    ]);
    await expect(findStylingVariants(demo.replace('UnstyledButton', 'ClickCounter'))).resolves.toEqual([]);
  });
});
