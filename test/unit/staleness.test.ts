import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isBuildStale } from '../../build/staleness';

let root: string;

function touch(file: string, secondsAgo: number): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, time, time);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('isBuildStale (npm start builds only when needed)', () => {
  it('is stale without a built site', async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'stale-'));
    touch(path.join(root, 'content/a/index.mdx'), 100);
    await expect(isBuildStale(root, path.join(root, 'dist'))).resolves.toBe(true);
  });

  it('is fresh when the build is newer than every source, stale after a source changes', async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'stale-'));
    for (const dir of ['build', 'site', 'runtime', 'content', 'public']) {
      touch(path.join(root, dir, 'file.ts'), 100);
      utimesSync(path.join(root, dir), new Date(Date.now() - 100_000), new Date(Date.now() - 100_000));
    }
    touch(path.join(root, 'content/a/index.mdx'), 100);
    utimesSync(path.join(root, 'content/a'), new Date(Date.now() - 100_000), new Date(Date.now() - 100_000));
    utimesSync(path.join(root, 'content'), new Date(Date.now() - 100_000), new Date(Date.now() - 100_000));
    touch(path.join(root, 'dist/index.html'), 10);
    await expect(isBuildStale(root, path.join(root, 'dist'))).resolves.toBe(false);
    touch(path.join(root, 'content/a/index.mdx'), 0);
    await expect(isBuildStale(root, path.join(root, 'dist'))).resolves.toBe(true);
  });
});
