import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { internalHrefs } from '../../build/check/links';

/** Every HTML file of a built site, as paths relative to its root. */
export function htmlFilesOf(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)));
}

/**
 * The distinct targets (path and query, without the `#anchor`) of every internal `<a href>` in a built
 * site, each with one file that links to it.
 */
export function internalLinkTargets(outDir: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const file of htmlFilesOf(outDir)) {
    for (const href of internalHrefs(readFileSync(path.join(outDir, file), 'utf8'))) {
      if (href.startsWith('#')) continue;
      const target = href.split('#')[0]!;
      if (!targets.has(target)) targets.set(target, file);
    }
  }
  return targets;
}

/** Requests every URL (eight at a time, redirects not followed) and lists those not answering 200. */
export async function urlsNotAnswering200(origin: string, urls: Iterable<string>): Promise<string[]> {
  const queue = [...urls];
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        const response = await fetch(`${origin}${url}`, { method: 'HEAD', redirect: 'manual' });
        if (response.status !== 200) failures.push(`${url} → ${response.status}${response.headers.get('location') ? ` ${response.headers.get('location')}` : ''}`);
      }
    }),
  );
  return failures.sort();
}
