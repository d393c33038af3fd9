import { describe, expect, it } from 'vitest';
import { blameBundleModule } from '../../build/bundle/moduleFailure';
import { explainMuiError } from '../../build/productionErrors/explain';
import { minifiedErrorQuery } from '../../site/productionError/minified';

// How a demo that throws is reported: MUI's minified errors in full, and the module to blame in a bundle.
const CODES = { '9': 'MUI: Unsupported `%s` color.' };
const MINIFIED = 'Minified MUI error #9; visit https://mui.com/production-error/?code=9&args[]=teal-ish for the full message.';

describe('minified MUI errors', () => {
  it('finds the query of a minified error, and nothing in other messages', () => {
    expect(minifiedErrorQuery(MINIFIED)).toBe('?code=9&args[]=teal-ish');
    expect(minifiedErrorQuery('Cannot read properties of undefined')).toBeNull();
  });

  it('spells a minified error out from the table, and leaves other messages and unknown codes alone', () => {
    expect(explainMuiError(MINIFIED, CODES)).toBe('MUI: Unsupported `teal-ish` color.');
    expect(explainMuiError(MINIFIED.replaceAll('9', '99999'), CODES)).toBe(MINIFIED.replaceAll('9', '99999'));
    expect(explainMuiError('Plain failure', CODES)).toBe('Plain failure');
  });
});

describe('blameBundleModule', () => {
  const bundle = [
    '// node_modules/@mui/material/styles/createPalette.js',
    'function augmentColor() {',
    '  throw new Error("bad");',
    '}',
    '// content/material-ui/react-demo/demos/Themed.tsx',
    'var theme = createTheme();',
  ].join('\n');

  it('skips frames inside packages and names the first project module on the stack', () => {
    const stack = 'Error: bad\n    at augmentColor (file:///tmp/server-1-2.mjs:3:9)\n    at file:///tmp/server-1-2.mjs:6:13';
    expect(blameBundleModule(stack, '/tmp/server-1-2.mjs', bundle)).toBe('content/material-ui/react-demo/demos/Themed.tsx');
  });

  it('names nothing when only packages are on the stack, or the frames are in another file', () => {
    expect(blameBundleModule('Error: bad\n    at augmentColor (file:///tmp/server-1-2.mjs:3:9)', '/tmp/server-1-2.mjs', bundle)).toBeNull();
    expect(blameBundleModule('Error: bad\n    at x (file:///tmp/other.mjs:6:1)', '/tmp/server-1-2.mjs', bundle)).toBeNull();
  });
});
