// Tokenising for the search index. Pure: the browser engine and the build-time measurements share it.

const SPLIT = /[^\p{L}\p{N}]+/u;

// Words so common in docs prose that they only make the index bigger and rankings noisier.
const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from has have how if in into is it its of on or so than that the their then there these this to was we when which while will with you your'.split(' '),
);

/**
 * Splits `disableRipple` or `MuiButton` into its words, so "ripple" finds the prop too. The `Mui`
 * prefix of class names is left out: thousands of class entries would share it and say nothing.
 */
export function camelParts(word: string): string[] {
  const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
  return parts.length > 1 ? parts.filter((part, index) => index > 0 || part !== 'Mui') : [];
}

/** Tokens of a query: words as typed, lower-cased later by `normalizeTerm`. */
export function queryTokens(text: string): string[] {
  return text.split(SPLIT).filter(Boolean);
}

/** Tokens of indexed text: each word, plus the parts of camel-cased identifiers. */
export function indexTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.split(SPLIT)) {
    if (!word) continue;
    tokens.push(word, ...camelParts(word));
  }
  return tokens;
}

/** Lower-cases a term and drops stop words (null drops it from the index and from queries). */
export function normalizeTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}
