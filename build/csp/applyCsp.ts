import { promises as fs } from 'node:fs';
import path from 'node:path';
import { BuildError, BuildErrors } from '../errors';
import { HASHED_SCRIPT_ATTRIBUTE } from '../../site/render/inlineScript';
import { contentSecurityPolicy, cspMeta, executableInlineScripts, scriptHash } from './policy';

/** What every page's policy shares: the configured third parties' script origins. */
export interface CspOptions {
  scriptHosts: readonly string[];
  /** Which template wrote a script into an output file, for the error when it was not hashed. */
  templateOf: (relativeFile: string, scriptStart: string) => string;
}

const CHARSET = '<meta charset="utf-8">';
// Pages whose islands include demos can be live-edited (blob: modules, see policy.ts).
const DEMO_PAGE = /<meta name="docs:islands"/;

/**
 * Puts a page's policy right after its charset (before any script, so it covers them all) and drops
 * the hashing markers. Returns null when an executable inline script did not go through the hashing
 * step, so the caller can name the template.
 */
export function withContentSecurityPolicy(html: string, scriptHosts: readonly string[]): { html: string } | { unhashed: string } {
  const scripts = executableInlineScripts(html);
  const unhashed = scripts.find((script) => !script.marked);
  if (unhashed) return { unhashed: unhashed.code.slice(0, 80) };
  if (!html.includes(CHARSET)) return scripts.length === 0 ? { html } : { unhashed: '(a page without <meta charset="utf-8"> cannot carry its policy before its scripts)' };
  const policy = contentSecurityPolicy(scripts.map((script) => scriptHash(script.code)), scriptHosts, { liveEditing: DEMO_PAGE.test(html) });
  const marked = html.replace(new RegExp(`<script ${HASHED_SCRIPT_ATTRIBUTE}(="")?`, 'g'), '<script');
  return { html: marked.replace(CHARSET, `${CHARSET}\n${cspMeta(policy)}`) };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Gives every HTML file of a built site its Content Security Policy (computed from its own inline
 * scripts). An executable inline script written without `inlineScript`/`<HashedScript>` stops the build
 * naming the template that wrote it: shipping it would only get it blocked in the browser.
 */
export async function applyContentSecurityPolicy(outDir: string, options: CspOptions): Promise<{ pages: number; bytesAdded: number }> {
  const errors: BuildError[] = [];
  let bytesAdded = 0;
  const files = await htmlFiles(outDir);
  for (const file of files) {
    const html = await fs.readFile(file, 'utf8');
    const result = withContentSecurityPolicy(html, options.scriptHosts);
    const relative = path.relative(outDir, file);
    if ('unhashed' in result) {
      errors.push(new BuildError(`An inline script in ${relative} did not go through the CSP hashing step: "${result.unhashed}…"`, { file: options.templateOf(relative, result.unhashed) }, 'Write inline scripts with inlineScript() or <HashedScript> (site/render/), so the page\'s Content Security Policy allows them by hash.'));
      continue;
    }
    bytesAdded += Buffer.byteLength(result.html) - Buffer.byteLength(html);
    await fs.writeFile(file, result.html);
  }
  // One error per template is enough: the same template wrote the same script into every page.
  const unique = [...new Map(errors.map((error) => [error.location.file, error])).values()];
  if (unique.length > 0) throw unique.length === 1 ? unique[0] : new BuildErrors(unique);
  return { pages: files.length, bytesAdded };
}
