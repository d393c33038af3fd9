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

/** Gives pages their policies as the build writes them, then every other HTML file of the output. */
export interface CspPass {
  /**
   * The page with its policy. A page with an unhashed script is returned as it is and stops the build
   * at `finish`, which reports every such template at once.
   */
  apply(relativeFile: string, html: string): string;
  /** Applies the policy to the HTML files under `outDir` that did not pass through `apply`, then reports or throws. */
  finish(outDir: string): Promise<{ pages: number; bytesAdded: number }>;
}

/**
 * Content Security Policies for one build (computed from each file's own inline scripts). Pages get
 * theirs in memory before their only write; the sweep at the end reads just the files other steps wrote
 * (the offline page, public files). An executable inline script written without `inlineScript`/
 * `<HashedScript>` stops the build naming the template that wrote it: shipping it would only get it
 * blocked in the browser.
 */
export function createCspPass(options: CspOptions): CspPass {
  const errors: BuildError[] = [];
  const applied = new Set<string>();
  let bytesAdded = 0;
  const apply = (relativeFile: string, html: string): string => {
    applied.add(relativeFile);
    const result = withContentSecurityPolicy(html, options.scriptHosts);
    if ('unhashed' in result) {
      errors.push(new BuildError(`An inline script in ${relativeFile} did not go through the CSP hashing step: "${result.unhashed}…"`, { file: options.templateOf(relativeFile, result.unhashed) }, "Write inline scripts with inlineScript() or <HashedScript> (site/render/), so the page's Content Security Policy allows them by hash."));
      return html;
    }
    bytesAdded += Buffer.byteLength(result.html) - Buffer.byteLength(html);
    return result.html;
  };
  return {
    apply,
    async finish(outDir) {
      for (const file of await htmlFiles(outDir)) {
        const relative = path.relative(outDir, file);
        if (applied.has(relative)) continue;
        const html = await fs.readFile(file, 'utf8');
        const withPolicy = apply(relative, html);
        if (withPolicy !== html) await fs.writeFile(file, withPolicy);
      }
      // One error per template is enough: the same template wrote the same script into every page.
      const unique = [...new Map(errors.map((error) => [error.location.file, error])).values()];
      if (unique.length > 0) throw unique.length === 1 ? unique[0] : new BuildErrors(unique);
      return { pages: applied.size, bytesAdded };
    },
  };
}

/** Gives every HTML file under `outDir` its Content Security Policy (see `createCspPass`). */
export function applyContentSecurityPolicy(outDir: string, options: CspOptions): Promise<{ pages: number; bytesAdded: number }> {
  return createCspPass(options).finish(outDir);
}
