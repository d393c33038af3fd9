import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REDIRECT_ROOTS } from './emit/redirects';

/** A page a build wrote. */
export interface BuiltPage {
  pathname: string;
  file: string;
}

/** Every `<path>/index.html` of a built site, sorted, without assets and the redirect stubs. */
export function listBuiltPages(outDir: string): BuiltPage[] {
  const skipped = new Set(['static', ...REDIRECT_ROOTS]);
  const pages: BuiltPage[] = [];
  const walk = (dir: string, prefix: string): void => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (prefix === '' && skipped.has(name)) continue;
        walk(full, `${prefix}/${name}`);
      } else if (name === 'index.html') pages.push({ pathname: prefix || '/', file: full });
    }
  };
  walk(outDir, '');
  return pages.sort((a, b) => a.pathname.localeCompare(b.pathname));
}
