import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * Response headers every file of the site gets, which a `<meta>` cannot carry: the page may only be
 * framed by the site itself, types are never sniffed, and other sites get the origin only as referrer.
 */
export const SITE_HEADERS: ReadonlyArray<readonly [name: string, value: string]> = [
  ['Content-Security-Policy', "frame-ancestors 'self'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

/** `_headers` in the format Netlify and Cloudflare Pages read: one `/*` block with every site header. */
export function headersFile(): string {
  return `/*\n${SITE_HEADERS.map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`;
}

/** The same headers as nginx `add_header` lines (`always`, so 404 answers carry them too). */
export function nginxHeaders(): string {
  return SITE_HEADERS.map(([name, value]) => `add_header ${name} "${value}" always;`).join('\n');
}

/** Writes `dist/_headers`. */
export async function emitHeaders(outDir: string): Promise<void> {
  await fs.writeFile(path.join(outDir, '_headers'), headersFile());
}
