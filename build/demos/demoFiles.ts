import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * Every `.tsx` file in a `demos/` folder under `contentDir`: the demos the pages may import and their
 * styling variants, found before the route table exists. The build prepares them ahead and type-checks
 * all of them, whether a page shows them or not (`npm test`'s own tsc leaves them out: tsconfig.code.json).
 */
export async function demoFilesUnder(contentDir: string): Promise<string[]> {
  const entries = await fs.readdir(contentDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && entry.parentPath.split(path.sep).includes('demos'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
