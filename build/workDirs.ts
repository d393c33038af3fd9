import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CACHE_DIR } from './paths';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the `work-<pid>` folders of processes that are gone. A build cleans its own folder, but a
 * dev server or build that was killed cannot, and each folder holds a megabyte of generated code.
 */
export async function removeStaleWorkDirs(cacheDir: string = CACHE_DIR): Promise<string[]> {
  const entries = await fs.readdir(cacheDir).catch(() => [] as string[]);
  const stale = entries.filter((name) => {
    const match = /^work-(\d+)$/.exec(name);
    return match !== null && Number(match[1]) !== process.pid && !isRunning(Number(match[1]));
  });
  await Promise.all(stale.map((name) => fs.rm(path.join(cacheDir, name), { recursive: true, force: true })));
  return stale;
}
