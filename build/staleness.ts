import { promises as fs } from 'node:fs';
import path from 'node:path';

const SOURCE_DIRS = ['build', 'site', 'runtime', 'content', 'public'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];

async function newestMtime(target: string): Promise<number> {
  const stat = await fs.stat(target).catch(() => null);
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  const entries = await fs.readdir(target);
  const times = await Promise.all(entries.map((entry) => newestMtime(path.join(target, entry))));
  return Math.max(stat.mtimeMs, ...times);
}

/** Whether the built site is missing or older than any source the build reads. */
export async function isBuildStale(root: string, distDir: string): Promise<boolean> {
  const built = await fs.stat(path.join(distDir, 'index.html')).catch(() => null);
  if (!built) return true;
  const sources = [...SOURCE_DIRS, ...SOURCE_FILES].map((name) => path.join(root, name));
  const newest = Math.max(...(await Promise.all(sources.map(newestMtime))));
  return newest > built.mtimeMs;
}
