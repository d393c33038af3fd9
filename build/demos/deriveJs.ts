import * as prettier from 'prettier';
import { transform } from 'sucrase';

/** Prettier settings of the derived JS; they match how the TS demos are written. */
export const DEMO_PRETTIER_OPTIONS: prettier.Options = { parser: 'babel', singleQuote: true, printWidth: 85, trailingComma: 'all' };

/**
 * Drops the lines that only held types: sucrase keeps every line in place (it blanks what it removes), so
 * a line that was written non-blank and came out blank held a type import, an interface or an alias.
 * Blank lines the author wrote are kept. Falls back to the output as is if the line counts ever differ.
 */
export function dropEmptiedLines(original: string, stripped: string): string {
  const before = original.split('\n');
  const after = stripped.split('\n');
  if (before.length !== after.length) return stripped;
  return after.filter((line, index) => line.trim() !== '' || before[index]!.trim() === '').join('\n');
}

/**
 * Derives the JavaScript twin of a TypeScript demo (DESIGN.md §7): types removed, JSX and comments kept,
 * formatted by prettier, so it reads as if written by hand (a demo without types is its own twin). Prettier alone cannot restore blank lines,
 * so they are never lost: sucrase strips types in place, and only lines emptied by it are dropped.
 */
export async function deriveJs(tsSource: string): Promise<string> {
  const stripped = transform(tsSource, {
    transforms: ['typescript', 'jsx'],
    jsxRuntime: 'preserve',
    disableESTransforms: true,
  }).code;
  const javascript = dropEmptiedLines(tsSource, stripped);
  // Nothing stripped: the demo is JavaScript already, and its twin is the file itself, as its author
  // formatted it, so switching to JS shows the same code (more than half the demos have no types).
  if (javascript === tsSource) return tsSource;
  return prettier.format(javascript, DEMO_PRETTIER_OPTIONS);
}
