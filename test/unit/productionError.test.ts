import { describe, expect, it } from 'vitest';
import { extractErrorCodes } from '../../build/productionErrors/extract';
import { decodeProductionError, fillMessage, MISSING_ARGUMENT, parseErrorQuery } from '../../site/productionError/decode';

const codes = { '9': 'MUI: Unsupported `%s` color.', '11': 'MUI: The color%s provided to augmentColor(color) is invalid.\nIt needs a `main` or a `%s` property.', '20': 'MUI: `vars` is a private field.' };

describe('extractErrorCodes', () => {
  it('reads code and message from the shape MUI publishes, %s in place of each interpolation', () => {
    const source = [
      'import _formatMuiErrorMessage from "@mui/utils/formatMuiErrorMessage";',
      'throw new Error(process.env.NODE_ENV !== "production" ? `MUI: The color${name ? ` (${name})` : \'\'} is invalid.\\nUse \\`${mainShade}\\`.` : _formatMuiErrorMessage(11, name ? ` (${name})` : \'\', mainShade));',
      'throw new Error(process.env.NODE_ENV !== "production" ? `MUI: \\`vars\\` is private.` : _formatMuiErrorMessage(20));',
      'throw new Error(process.env.NODE_ENV !== "production" ? "MUI: plain string." : (0, _formatMuiErrorMessage2.default)(7));',
      'const unrelated = cond ? `a${b}` : other(3);',
    ].join('\n');
    expect(extractErrorCodes(source)).toEqual([
      { code: 11, message: 'MUI: The color%s is invalid.\nUse `%s`.' },
      { code: 20, message: 'MUI: `vars` is private.' },
    ]);
  });

  it('skips files that never call formatMuiErrorMessage without parsing them', () => {
    expect(extractErrorCodes('this is not even JavaScript {{{')).toEqual([]);
  });
});

describe('decodeProductionError', () => {
  it('parses ?code=N&args[]=… as formatMuiErrorMessage writes it', () => {
    expect(parseErrorQuery('?code=11&args[]=%20(primary)&args[]=500')).toEqual({ code: '11', args: [' (primary)', '500'] });
  });

  it('fills each %s in order and marks missing arguments', () => {
    const decoded = decodeProductionError('?code=11&args[]=%20(primary)', codes);
    expect(decoded).toEqual({
      kind: 'message',
      code: '11',
      segments: [
        { kind: 'text', text: 'MUI: The color' },
        { kind: 'argument', text: ' (primary)' },
        { kind: 'text', text: ' provided to augmentColor(color) is invalid.\nIt needs a `main` or a `' },
        { kind: 'missing', text: MISSING_ARGUMENT },
        { kind: 'text', text: '` property.' },
      ],
    });
  });

  it('keeps markup in arguments as text segments, never as anything else', () => {
    for (const payload of ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)']) {
      const decoded = decodeProductionError(`?code=9&args[]=${encodeURIComponent(payload)}`, codes);
      expect(decoded.kind === 'message' && decoded.segments[1]).toEqual({ kind: 'argument', text: payload });
    }
  });

  it('ignores extra arguments and handles a message without placeholders', () => {
    expect(fillMessage('no placeholders', ['extra'])).toEqual([{ kind: 'text', text: 'no placeholders' }]);
    expect(fillMessage('%s%s', ['a'])).toEqual([
      { kind: 'argument', text: 'a' },
      { kind: 'missing', text: MISSING_ARGUMENT },
    ]);
  });

  it('explains the page for an absent, empty, unknown or non-numeric code', () => {
    expect(decodeProductionError('', codes)).toEqual({ kind: 'no-code' });
    expect(decodeProductionError('?code=', codes)).toEqual({ kind: 'no-code' });
    expect(decodeProductionError('?code=999', codes)).toEqual({ kind: 'unknown-code', code: '999' });
    expect(decodeProductionError('?code=__proto__', codes)).toEqual({ kind: 'unknown-code', code: '__proto__' });
    expect(decodeProductionError('?code=toString', codes)).toEqual({ kind: 'unknown-code', code: 'toString' });
  });
});
