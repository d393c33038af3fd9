import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchTree } from '../../build/dev/watchTree';

// Dev mode's watcher (real file-system events): edits keep being seen after a file is replaced by rename.
let root = '';
let stop = (): void => undefined;
afterEach(() => {
  stop();
  rmSync(root, { recursive: true, force: true });
});

function start(): Set<string> {
  root = mkdtempSync(path.join(os.tmpdir(), 'docs-watch-'));
  mkdirSync(path.join(root, 'page/demos'), { recursive: true });
  writeFileSync(path.join(root, 'page/index.mdx'), 'one');
  const seen = new Set<string>();
  stop = watchTree(root, (file) => seen.add(file));
  return seen;
}

describe('watchTree', () => {
  it('keeps seeing a file after an atomic save replaced it', async () => {
    const seen = start();
    const file = path.join(root, 'page/index.mdx');
    writeFileSync(`${file}.tmp`, 'two');
    renameSync(`${file}.tmp`, file);
    await expect.poll(() => seen.has(path.join('page', 'index.mdx'))).toBe(true);
    seen.clear();
    writeFileSync(file, 'three');
    await expect.poll(() => seen.has(path.join('page', 'index.mdx'))).toBe(true);
  });

  it('watches folders created after it started, and files in nested folders', async () => {
    const seen = start();
    writeFileSync(path.join(root, 'page/demos/Basic.tsx'), 'x');
    await expect.poll(() => seen.has(path.join('page', 'demos', 'Basic.tsx'))).toBe(true);
    mkdirSync(path.join(root, 'other'));
    await expect.poll(() => seen.has('other')).toBe(true);
    writeFileSync(path.join(root, 'other/index.mdx'), 'new page');
    await expect.poll(() => seen.has(path.join('other', 'index.mdx'))).toBe(true);
  });
});
