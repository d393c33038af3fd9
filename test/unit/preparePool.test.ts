import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareDemo } from '../../build/demos/prepare';
import { prepareDemoCached, prepareDemosAhead } from '../../build/demos/prepareCache';
import { startPreparationPool } from '../../build/demos/preparePool';

const demo = (label: string): string => `import Button from '@mui/material/Button';

export default function Demo() {
  return <Button variant="contained">${label}</Button>;
}
`;

/** Resolves once the worker has reported on `source` (or `take` says it never will). */
async function settled(promise: Promise<unknown> | null): Promise<string> {
  if (!promise) return 'not the pool’s';
  return promise.then(
    () => 'prepared',
    (error: Error) => `failed: ${error.message}`,
  );
}

// A worker loads shiki, prettier and TypeScript: seconds on a busy machine.
describe('preparing demos ahead on a worker', { timeout: 60_000 }, () => {
  it('gives what the worker prepared, exactly as prepared here, and the error of a demo that cannot be', async () => {
    const broken = 'export default function Demo() { return <Button>; }\n';
    const pool = startPreparationPool([demo('One'), broken], prepareDemo);
    try {
      // Let the worker go through both before the sources are asked for.
      await pool.finished;
      const one = pool.take(demo('One'));
      expect(one).not.toBeNull();
      expect(await one).toEqual(await prepareDemo(demo('One')));
      expect(await settled(pool.take(broken))).toMatch(/^failed: /);
      // A source it was never given is not the pool's.
      expect(pool.take(demo('Other'))).toBeNull();
    } finally {
      await pool.close();
    }
  });

  it('leaves a demo it has not reached to the thread that asks first, so it is prepared once', async () => {
    const sources = Array.from({ length: 40 }, (_, index) => demo(`Button ${index}`));
    const pool = startPreparationPool(sources, prepareDemo);
    try {
      // Asked at once, before the worker has even loaded: claimed here.
      expect(pool.take(sources.at(-1)!)).toBeNull();
      // Asking again does not hand it back to the worker.
      expect(pool.take(sources.at(-1)!)).toBeNull();
    } finally {
      await pool.close();
    }
  });

  it('keeps what the worker made in the disk cache, the same as made here', async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'demo-ahead-'));
    const folder = mkdtempSync(path.join(os.tmpdir(), 'demo-files-'));
    const files = ['A', 'B'].map((name) => {
      const file = path.join(folder, `${name}.tsx`);
      writeFileSync(file, demo(name));
      return file;
    });
    await prepareDemoCached(demo('A'), cacheDir);
    const ahead = await prepareDemosAhead(files, cacheDir);
    try {
      await ahead.finished;
      const prepared = await prepareDemoCached(demo('B'), cacheDir);
      expect(prepared).toEqual(await prepareDemo(demo('B')));
      expect(readdirSync(path.join(cacheDir, 'demos'))).toHaveLength(2);
    } finally {
      await ahead.stop();
    }
  });
});
