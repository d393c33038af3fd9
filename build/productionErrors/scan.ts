import { promises as fs } from 'node:fs';
import path from 'node:path';
import { withFileSlot } from '../bundle/inputHashes';
import { ROOT } from '../paths';
import { extractErrorCodes } from './extract';

/** The code → message table and what the scan saw, for the build log and the report. */
export interface ErrorCodeTable {
  codes: Record<string, string>;
  /** Package folders scanned, relative to the project root. */
  packages: string[];
  /** Codes whose message differs between copies of a package (the first, top-level copy wins). */
  conflicts: number[];
}

// Other builds of the same files (CommonJS, modern, legacy) repeat the same messages.
const SKIPPED_FOLDERS = new Set(['node', 'modern', 'legacy', 'node_modules', 'esm', 'umd']);
// Thousands of generated icon files and type-only packages: no runtime errors, and slow to read.
const SKIPPED_PACKAGES = new Set(['icons-material', 'types', 'core-downloads-tracker']);

async function jsFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) files.push(...(await jsFiles(full)));
    else if (entry.isFile() && entry.name.endsWith('.js')) files.push(full);
  }
  return files;
}

async function muiPackageDirs(nodeModules: string): Promise<string[]> {
  const scope = path.join(nodeModules, '@mui');
  const names = await fs.readdir(scope).catch(() => [] as string[]);
  return names
    .filter((name) => !SKIPPED_PACKAGES.has(name))
    .sort()
    .map((name) => path.join(scope, name));
}

/**
 * Builds the production error table from the installed @mui packages: the documented top-level
 * packages first, then copies nested under them (other versions some packages depend on).
 */
export async function scanErrorCodes(root = ROOT): Promise<ErrorCodeTable> {
  const topLevel = await muiPackageDirs(path.join(root, 'node_modules'));
  const nested = (await Promise.all(topLevel.map((dir) => muiPackageDirs(path.join(dir, 'node_modules'))))).flat();
  const codes: Record<string, string> = {};
  const conflicts = new Set<number>();
  const packages: string[] = [];
  for (const dir of [...topLevel, ...nested]) {
    packages.push(path.relative(root, dir));
    // A package's files are read together (one read at a time took 1.4 s for 21 packages) and scanned in order.
    const files = await jsFiles(dir);
    const sources = await Promise.all(files.map((file) => withFileSlot(() => fs.readFile(file, 'utf8'))));
    for (const [index, file] of files.entries()) {
      for (const { code, message } of extractErrorCodes(sources[index]!, file)) {
        const known = codes[code];
        if (known === undefined) codes[code] = message;
        else if (known !== message) conflicts.add(code);
      }
    }
  }
  const sorted = Object.fromEntries(Object.entries(codes).sort(([a], [b]) => Number(a) - Number(b)));
  return { codes: sorted, packages, conflicts: [...conflicts].sort((a, b) => a - b) };
}
