/**
 * The attribute that marks an inline script as written through `inlineScript`/`<HashedScript>`: the
 * build's CSP step (build/csp/applyCsp.ts) hashes exactly these into the page's script-src, removes the
 * marker, and stops the build on any other executable inline script.
 */
export const HASHED_SCRIPT_ATTRIBUTE = 'data-csp-hash';

/** An inline `<script>` (classic, or speculation rules) that the page's Content Security Policy allows by hash. */
export function inlineScript(code: string, type?: 'speculationrules'): string {
  return `<script ${HASHED_SCRIPT_ATTRIBUTE}${type ? ` type="${type}"` : ''}>${code}</script>`;
}
