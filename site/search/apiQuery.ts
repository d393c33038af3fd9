// The first search downloads the guides of the reader's product; its API pages load when a query asks
// for them (runtime/search/dialog.ts). A query asks for them with a word of the API pages' own vocabulary
// or with an identifier spelled as in code.

const API_WORDS = new Set(['api', 'apis', 'prop', 'props', 'classes', 'css', 'slot', 'slots', 'slotprops', 'hook', 'hooks', 'interface']);

/** Whether a word is spelled as code spells an API name: `disableRipple`, `useMediaQuery`, `usemediaquery`, `MuiButton-root`. */
function isIdentifier(word: string): boolean {
  return /^[a-z]+[A-Z]/.test(word) || /^Mui[A-Z]/.test(word) || /^use[a-z]{4,}$/i.test(word);
}

/** Whether a query asks for API reference (props, classes, slots, hooks) rather than a guide. */
export function asksForApi(query: string): boolean {
  return query
    .trim()
    .split(/\s+/)
    .some((word) => API_WORDS.has(word.toLowerCase()) || isIdentifier(word));
}
