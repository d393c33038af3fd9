import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../site/i18n/strings';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function has(table: unknown, key: string): boolean {
  let node: unknown = table;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('the interface strings table', () => {
  it('has an English string for every literal key the site, the runtime and the build look up', () => {
    const missing: string[] = [];
    let keys = 0;
    for (const file of ['site', 'runtime', 'build'].flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w-]+(?:\.[\w-]+)+)'/g)) {
        keys += 1;
        if (!has(en, match[1]!)) missing.push(`${path.relative(ROOT, file)}: ${match[1]}`);
      }
    }
    expect(keys).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
