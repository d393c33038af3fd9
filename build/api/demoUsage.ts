import { promises as fs } from 'node:fs';
import path from 'node:path';
import { entryKey } from './plan';

/** One named thing a demo imports from a package. */
export interface PackageImport {
  packageName: string;
  name: string;
}

const IMPORT = /import\s+(type\s+)?([\w$]+\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*['"](@mui\/[\w-]+)(?:\/([\w-]+))?[^'"]*['"]/g;

/**
 * The package exports a demo module imports: `import Button from '@mui/material/Button'` (a default
 * import of a subpath names the folder's export) and `import { Button } from '@mui/base/Button'`.
 * Type-only imports are not uses.
 */
export function packageImportsOf(source: string): PackageImport[] {
  const found: PackageImport[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const [, typeOnly, defaultPart, namedPart, packageName, subpath] = match;
    if (typeOnly || !packageName) continue;
    if (defaultPart && defaultPart.replace(/[\s,]/g, '') && subpath) found.push({ packageName, name: subpath });
    for (const specifier of (namedPart ?? '').split(',')) {
      const trimmed = specifier.trim();
      if (!trimmed || trimmed.startsWith('type ')) continue;
      const name = trimmed.split(/\s+as\s+/)[0]!.trim();
      if (name) found.push({ packageName, name });
    }
  }
  return found;
}

/** A doc page and the demo files it imports. */
export interface DemoPage {
  pathname: string;
  title: string;
  file: string;
  demoSources: readonly string[];
}

/** What one page's demos import: how many demos the page shows, and each import with how many of them use it. */
export interface PageDemoImports {
  demoCount: number;
  imports: { item: PackageImport; demos: number }[];
}

/** Reads each page's demos and lists what they import, per page, counting each import once per demo. */
export async function demoImportsByPage(pages: readonly DemoPage[]): Promise<Map<string, PageDemoImports>> {
  const result = new Map<string, PageDemoImports>();
  for (const page of pages) {
    const counted = new Map<string, { item: PackageImport; demos: number }>();
    let demoCount = 0;
    for (const source of page.demoSources) {
      if (!source.startsWith('./demos/')) continue;
      demoCount += 1;
      const base = path.resolve(path.dirname(page.file), source);
      const file = base.endsWith('.tsx') ? base : `${base}.tsx`;
      const text = await fs.readFile(file, 'utf8').catch(() => '');
      const inThisDemo = new Map(packageImportsOf(text).map((item) => [entryKey(item.packageName, item.name), item]));
      for (const [key, item] of inThisDemo) {
        const entry = counted.get(key) ?? { item, demos: 0 };
        entry.demos += 1;
        counted.set(key, entry);
      }
    }
    result.set(page.pathname, { demoCount, imports: [...counted.values()] });
  }
  return result;
}
