import { describe, expect, it } from 'vitest';
import { liveEditScope } from '../../build/demos/codeModules';
import type { PreparedDemo } from '../../build/demos/prepare';

const prepared = (importedNames: PreparedDemo['importedNames']): PreparedDemo => ({ importedNames } as PreparedDemo);

describe("a demo's live-edit scope", () => {
  it('takes what the demo and its variants import, and React and the JSX runtime whole', () => {
    const demo = {
      prepared: prepared({ '@mui/material/Button': ['default'], '@mui/material/styles': ['styled'], react: ['useState'] }),
      variants: [{ styling: 'CSS' as const, file: 'x.css.tsx', prepared: prepared({ '@mui/material/Button': ['default', 'buttonClasses'], '@mui/material/colors': '*' }) }],
    };
    expect(Object.fromEntries(liveEditScope(demo))).toEqual({
      '@mui/material/Button': ['default', 'buttonClasses'],
      '@mui/material/styles': ['styled'],
      '@mui/material/colors': '*',
      react: '*',
      'react/jsx-runtime': '*',
    });
  });
});
