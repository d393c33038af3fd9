import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeStaleWorkDirs } from '../../build/workDirs';

describe('stale work folders', () => {
  it('removes the folders of finished processes and keeps those of running ones and everything else', async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'work-dirs-'));
    // 2^22 + 1 is above Linux's default pid_max, so no process can have it.
    const gone = `work-${2 ** 22 + 1}`;
    const mine = `work-${process.pid}`;
    const parent = `work-${process.ppid}`;
    for (const name of [gone, mine, parent, 'api', 'typecheck']) mkdirSync(path.join(cacheDir, name));
    expect(await removeStaleWorkDirs(cacheDir)).toEqual([gone]);
    expect(existsSync(path.join(cacheDir, gone))).toBe(false);
    for (const name of [mine, parent, 'api', 'typecheck']) expect(existsSync(path.join(cacheDir, name))).toBe(true);
  });
});
