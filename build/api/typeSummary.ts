import type { ApiType } from '../../site/api/types';

/** Types up to this many characters are shown whole; longer ones get a one-word summary. */
export const MAX_INLINE_TYPE_LENGTH = 60;

/** Splits a type's text at its top-level `|`, ignoring bars nested in brackets, braces or strings. */
export function splitTopLevelUnion(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('([{<'.includes(char)) depth += 1;
    else if (')]}>'.includes(char) && text[index - 1] !== '=') depth -= 1;
    else if (char === '|' && depth === 0) {
      parts.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((part) => part !== '');
}

const LITERAL = /^(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|true|false|null|undefined)$/;

/** Unions of literals longer than this many members are summarised too (e.g. every HTML tag name). */
export const MAX_SPELLED_OUT_MEMBERS = 16;

/** Whether every member of a union is a literal, so spelling it out is the clearest form. */
export function isLiteralUnion(members: readonly string[]): boolean {
  return members.length > 1 && members.every((member) => LITERAL.test(member));
}

// A function type starts with its parameter list (or type parameters) and has a top-level arrow.
function isFunctionType(text: string): boolean {
  return /^[<(]/.test(text) && /\)\s*=>/.test(text);
}

/**
 * A readable form of a type's text: short types and unions of literals are spelled out; anything
 * longer is summarised (`union`, `func`, `object`, `array`) with the full text kept for readers who ask.
 */
export function summariseType(text: string): ApiType {
  const compact = text.replace(/\s+/g, ' ').trim();
  const members = splitTopLevelUnion(compact);
  if (compact.length <= MAX_INLINE_TYPE_LENGTH || (isLiteralUnion(members) && members.length <= MAX_SPELLED_OUT_MEMBERS)) return { short: compact };
  let short: string;
  if (members.length > 1) short = 'union';
  else if (isFunctionType(compact)) short = 'func';
  else if (compact.endsWith('[]') || /^(?:readonly\s+)?(?:Readonly)?Array</.test(compact)) short = 'array';
  else if (compact.startsWith('{')) short = 'object';
  else {
    const generic = /^([\w.]+)</.exec(compact);
    short = generic ? `${generic[1]}<…>` : 'object';
  }
  return { short, full: compact };
}
