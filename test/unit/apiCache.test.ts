import { mkdtempSync, rmSync, writeFileSync, mkdirSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extractionKey, readCache, writeCache } from '../../build/api/cache';

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'api-cache-'));
  mkdirSync(path.join(root, 'extractor'));
  writeFileSync(path.join(root, 'extractor', 'a.ts'), 'export const a = 1;\n');
  writeFileSync(path.join(root, 'types.ts'), 'export type T = 1;\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const key = (versions: Record<string, string>) => extractionKey(root, versions, [path.join(root, 'extractor')], [path.join(root, 'types.ts')]);

describe('API extraction cache', () => {
  it('keys on package versions and the extractor source, and on nothing else', async () => {
    const first = await key({ '@mui/material': '6.0.0' });
    expect(await key({ '@mui/material': '6.0.0' })).toBe(first);
    expect(await key({ '@mui/material': '6.0.1' })).not.toBe(first);
    writeFileSync(path.join(root, 'extractor', 'a.ts'), 'export const a = 2;\n');
    const edited = await key({ '@mui/material': '6.0.0' });
    expect(edited).not.toBe(first);
    writeFileSync(path.join(root, 'unrelated.ts'), 'export {};\n');
    expect(await key({ '@mui/material': '6.0.0' })).toBe(edited);
  });

  it('reads back what it wrote, misses other keys and drops stale entries', async () => {
    const dir = path.join(root, 'cache');
    expect(await readCache(dir, 'k1')).toBeNull();
    await writeCache(dir, 'k1', [{ packageName: '@x/y', version: '1', entries: [] }]);
    expect(await readCache(dir, 'k1')).toEqual([{ packageName: '@x/y', version: '1', entries: [] }]);
    await writeCache(dir, 'k2', []);
    expect(readdirSync(dir)).toEqual(['k2.json']);
    expect(await readCache(dir, 'k1')).toBeNull();
  });
});
