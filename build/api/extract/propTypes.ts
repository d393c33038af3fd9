import { existsSync, readFileSync } from 'node:fs';

/** One prop of a generated `propTypes` block: its validator (`PropTypes.string`) and its JSDoc text. */
export interface DocumentedPropType {
  validator: string;
  description: string;
}

// The text of a JSDoc block written before a prop, without its `*` margins and tags.
function commentText(comment: string): string {
  return comment
    .split('\n')
    .map((line) => line.replace(/^\s*\/?\*+\/?\s?/, '').trimEnd())
    .filter((line) => line && !line.startsWith('@') && line !== '/')
    .join(' ')
    .trim();
}

/**
 * The props a component's own runtime file documents: the keys of its generated `propTypes` block
 * (`Button.propTypes /* remove-proptypes *\/ = { … }` in `Button/Button.js`), without those marked
 * `@ignore`. MUI generates that block from the component's declaration, listing every prop the
 * component itself supports, including ones its TypeScript interface takes from a parent
 * (`disableRipple` from ButtonBase, `children` from React). Null when the file has no such block.
 */
export function documentedPropTypes(runtimeFile: string, componentName: string): Map<string, DocumentedPropType> | null {
  if (!existsSync(runtimeFile)) return null;
  const text = readFileSync(runtimeFile, 'utf8');
  const start = new RegExp(`\\b${componentName}\\.propTypes\\b[^=]*=\\s*\\{`).exec(text);
  if (!start) return null;
  const names = new Map<string, DocumentedPropType>();
  let comment = '';
  let depth = 1;
  // Generated code: one prop per line at two spaces, each after its own JSDoc comment.
  for (const line of text.slice(start.index + start[0].length).split('\n')) {
    if (depth === 1) {
      if (/^ {2}\/\*\*/.test(line)) comment = '';
      comment += `${line}\n`;
      const key = /^ {2}(?:'([^']+)'|([A-Za-z_$][\w$]*)):\s*(.*)$/.exec(line);
      if (key) {
        const validator = key[3]!.replace(/,$/, '');
        if (!/@ignore\b/.test(comment)) names.set(key[1] ?? key[2]!, { validator, description: commentText(comment.slice(0, comment.lastIndexOf(line))) });
        comment = '';
      }
    }
    for (const char of line.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, '')) {
      if (char === '{' || char === '(' || char === '[') depth += 1;
      else if (char === '}' || char === ')' || char === ']') depth -= 1;
    }
    if (depth <= 0) break;
  }
  return names;
}
