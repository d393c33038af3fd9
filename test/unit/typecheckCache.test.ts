import { cpSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { typeCheckDemos } from '../../build/demos/typecheck';

/** A tiny project: tsconfig, a demo and a helper module the demo imports. */
function project(): { root: string; demo: string; helper: string; cacheDir: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'typecheck-'));
  writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', types: [] } }));
  mkdirSync(path.join(root, 'demos'));
  const helper = path.join(root, 'demos', 'label.ts');
  writeFileSync(helper, 'export const label: string = "Send";\n');
  const demo = path.join(root, 'demos', 'Demo.ts');
  writeFileSync(demo, 'import { label } from "./label";\nexport const upper: string = label.toUpperCase();\n');
  return { root, demo, helper, cacheDir: path.join(root, '.cache') };
}

describe('the demo type-check cache', { timeout: 30_000 }, () => {
  // Each check starts a TypeScript program (the standard library alone takes a second): slow on a busy machine.
  it('skips a second check of unchanged demos', async () => {
    const { root, demo, cacheDir } = project();
    const onCheck = vi.fn();
    expect(await typeCheckDemos([demo], root, { cacheDir, onCheck })).toEqual([]);
    expect(await typeCheckDemos([demo], root, { cacheDir, onCheck })).toEqual([]);
    expect(onCheck).toHaveBeenCalledTimes(1);
  });

  it('checks again when a file the demo imports changed, and reports the new error', async () => {
    const { root, demo, helper, cacheDir } = project();
    await typeCheckDemos([demo], root, { cacheDir });
    writeFileSync(helper, 'export const label: number = 42;\n');
    const onCheck = vi.fn();
    const errors = await typeCheckDemos([demo], root, { cacheDir, onCheck });
    expect(onCheck).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: demo, line: 2 });
  });

  it('checks again over a torn cache entry instead of failing', async () => {
    const { root, demo, cacheDir } = project();
    await typeCheckDemos([demo], root, { cacheDir });
    const dir = path.join(cacheDir, 'typecheck');
    for (const name of readdirSync(dir)) writeFileSync(path.join(dir, name), '{"');
    const onCheck = vi.fn();
    expect(await typeCheckDemos([demo], root, { cacheDir, onCheck })).toEqual([]);
    expect(onCheck).toHaveBeenCalledTimes(1);
  });

  // The compiler reads a file, the author saves a broken version, and only then are the files hashed:
  // remembered under the new text's hash, the broken file would pass every later build unchecked.
  it('does not remember a check during which a file it read was written', async () => {
    const { root, demo, helper, cacheDir } = project();
    // A save that lands while the compiler runs leaves a modification time after the check began.
    const later = Date.now() / 1000 + 3600;
    utimesSync(helper, later, later);
    expect(await typeCheckDemos([demo], root, { cacheDir })).toEqual([]);
    const onCheck = vi.fn();
    expect(await typeCheckDemos([demo], root, { cacheDir, onCheck })).toEqual([]);
    expect(onCheck).toHaveBeenCalledTimes(1);
  });

  it('never remembers errors', async () => {
    const { root, demo, cacheDir } = project();
    writeFileSync(demo, 'export const broken: number = "text";\n');
    expect(await typeCheckDemos([demo], root, { cacheDir })).toHaveLength(1);
    const onCheck = vi.fn();
    expect(await typeCheckDemos([demo], root, { cacheDir, onCheck })).toHaveLength(1);
    expect(onCheck).toHaveBeenCalledTimes(1);
  });

  // TypeScript's build info remembers each file's diagnostics: what it reuses must still be the truth.
  it('keeps reporting an unchanged demo\'s error while another demo is fixed, from the build info', async () => {
    const { root, demo, cacheDir } = project();
    const other = path.join(root, 'demos', 'Other.ts');
    writeFileSync(other, 'export const count: number = "three";\n');
    writeFileSync(demo, 'export const size: number = "large";\n');
    expect((await typeCheckDemos([demo, other], root, { cacheDir })).map((error) => error.file).sort()).toEqual([demo, other].sort());
    writeFileSync(demo, 'export const size: number = 3;\n');
    expect(await typeCheckDemos([demo, other], root, { cacheDir })).toEqual([expect.objectContaining({ file: other, line: 1 })]);
  });

  it('checks a demo that joins the set after the build info was written', async () => {
    const { root, demo, cacheDir } = project();
    await typeCheckDemos([demo], root, { cacheDir });
    const added = path.join(root, 'demos', 'Added.ts');
    writeFileSync(added, 'import { label } from "./label";\nexport const half: number = label;\n');
    expect(await typeCheckDemos([demo, added], root, { cacheDir })).toEqual([expect.objectContaining({ file: added, line: 2 })]);
  });
  // The bad-input tests build a copy of the project with a copy of its cache: a cold check there cost 80 s.
  it('resumes from the same build info in a copy of the project that carries its cache, and sees the copy\'s changes', async () => {
    const { root, demo, cacheDir } = project();
    expect(await typeCheckDemos([demo], root, { cacheDir })).toEqual([]);
    const copy = mkdtempSync(path.join(os.tmpdir(), 'typecheck-copy-'));
    cpSync(root, copy, { recursive: true });
    const buildInfos = (dir: string): string[] => readdirSync(path.join(dir, 'typecheck')).filter((name) => name.endsWith('.tsbuildinfo'));
    const before = buildInfos(path.join(copy, '.cache'));
    writeFileSync(path.join(copy, 'demos', 'label.ts'), 'export const label: number = 42;\n');
    const copiedDemo = path.join(copy, 'demos', 'Demo.ts');
    expect(await typeCheckDemos([copiedDemo], copy, { cacheDir: path.join(copy, '.cache') })).toEqual([expect.objectContaining({ file: copiedDemo, line: 2 })]);
    expect(before).toHaveLength(1);
    expect(buildInfos(path.join(copy, '.cache'))).toEqual(before);
  });
});
