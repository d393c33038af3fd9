import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from '../cacheFiles';
import { CACHE_DIR, ROOT } from '../paths';
import { scanErrorCodes, type ErrorCodeTable } from './scan';

// Every installed @mui package (nested copies included) with its version: the scan's only input.
async function packageVersions(root: string): Promise<string> {
  const lines: string[] = [];
  const walk = async (nodeModules: string, depth: number): Promise<void> => {
    const scope = path.join(nodeModules, '@mui');
    for (const name of (await fs.readdir(scope).catch(() => [] as string[])).sort()) {
      const manifest = await fs.readFile(path.join(scope, name, 'package.json'), 'utf8').catch(() => '{}');
      lines.push(`${path.relative(root, path.join(scope, name))}@${(JSON.parse(manifest) as { version?: string }).version ?? '?'}`);
      if (depth === 0) await walk(path.join(scope, name, 'node_modules'), 1);
    }
  };
  await walk(path.join(root, 'node_modules'), 0);
  return lines.join('\n');
}

/** The production error table, scanned once per set of installed package versions and cached in .cache/. */
export async function loadErrorCodes(root = ROOT): Promise<ErrorCodeTable> {
  const key = createHash('sha256').update(await packageVersions(root)).update(await fs.readFile(path.join(ROOT, 'build/productionErrors/extract.ts'))).update(await fs.readFile(path.join(ROOT, 'build/productionErrors/scan.ts'))).digest('hex').slice(0, 16);
  const file = path.join(CACHE_DIR, `production-errors-${key}.json`);
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as ErrorCodeTable;
  } catch {
    const table = await scanErrorCodes(root);
    await writeFileAtomically(file, JSON.stringify(table));
    return table;
  }
}
