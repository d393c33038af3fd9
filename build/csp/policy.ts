import { createHash } from 'node:crypto';
import { HASHED_SCRIPT_ATTRIBUTE } from '../../site/render/inlineScript';

/** An inline `<script>` of a page, as the CSP step sees it. */
export interface InlineScriptTag {
  /** The whole element, as written. */
  tag: string;
  /** Its text, exactly what the browser hashes. */
  code: string;
  /** Written through `inlineScript`/`<HashedScript>`, so it is meant to be allowed by hash. */
  marked: boolean;
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Types the browser runs (CSP script-src governs them); JSON data blocks are inert and need no hash.
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'speculationrules']);

function typeOf(attributes: string): string {
  return (/\stype="([^"]*)"/i.exec(attributes)?.[1] ?? '').trim().toLowerCase();
}

/** The executable inline scripts of a page (no `src`, a type the browser runs), in document order. */
export function executableInlineScripts(html: string): InlineScriptTag[] {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter((match) => !/\ssrc=/i.test(match[1]!) && EXECUTABLE_TYPES.has(typeOf(match[1]!)))
    .map((match) => ({ tag: match[0], code: match[2]!, marked: new RegExp(`\\s${HASHED_SCRIPT_ATTRIBUTE}(=""|\\s|>|$)`).test(` ${match[1]!}`) }));
}

/** The CSP source expression allowing one inline script: `'sha256-<base64>'` of its UTF-8 text. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** The origin of a configured third party's URL (`https://cdn.example.com`), for script-src. */
export function scriptOrigin(url: string): string {
  return new URL(url).origin;
}

/**
 * The policy a `<meta http-equiv="Content-Security-Policy">` carries: scripts only from this site,
 * the page's own inline scripts by hash and the configured third parties; no plugins; no `<base>`
 * elsewhere. Never `'unsafe-inline'` or `'unsafe-eval'`: an injected script or handler does not run.
 * On pages with demos, `blob:` lets live editing run the reader's edited demo as a module from a blob
 * URL (site/demos/liveEdit.ts) instead of needing `'unsafe-eval'`.
 */
export function contentSecurityPolicy(hashes: readonly string[], scriptHosts: readonly string[], options: { liveEditing: boolean }): string {
  const scriptSrc = ["'self'", ...new Set(hashes), ...new Set(scriptHosts), ...(options.liveEditing ? ['blob:'] : [])];
  return [`script-src ${scriptSrc.join(' ')}`, "object-src 'none'", "base-uri 'self'"].join('; ');
}

/** The `<meta>` element carrying a policy. */
export function cspMeta(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
}
