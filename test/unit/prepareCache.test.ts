import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preparationInputs, prepareDemoCached } from '../../build/demos/prepareCache';

const SOURCE = `import Button from '@mui/material/Button';

export default function Demo() {
  return <Button variant="contained">Hello</Button>;
}
`;

// Preparing a demo loads shiki and prettier: seconds on a busy machine.
describe('the prepared-demo cache', { timeout: 30_000 }, () => {
  it('keys on the preparation code and the lockfile, and copes with a project copy that has no lockfile', async () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'project-copy-'));
    mkdirSync(path.join(copy, 'build/demos/nested'), { recursive: true });
    writeFileSync(path.join(copy, 'build/demos/prepare.ts'), '');
    writeFileSync(path.join(copy, 'build/demos/nested/format.ts'), '');
    expect(await preparationInputs(copy)).toEqual([path.join(copy, 'build/demos/nested/format.ts'), path.join(copy, 'build/demos/prepare.ts')]);
    writeFileSync(path.join(copy, 'package-lock.json'), '{}');
    expect(await preparationInputs(copy)).toContain(path.join(copy, 'package-lock.json'));
  });

  it('prepares a demo once, then reads it back; another source is prepared on its own; a torn entry is redone', async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'demo-cache-'));
    const first = await prepareDemoCached(SOURCE, cacheDir);
    expect(first.code.JS.source).toContain('export default function Demo()');
    const [entry] = readdirSync(path.join(cacheDir, 'demos'));
    const file = path.join(cacheDir, 'demos', entry!);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);

    // Mark the stored entry: a second call that returns the mark read the cache instead of preparing.
    writeFileSync(file, JSON.stringify({ ...first, previewHtml: '<p>from the cache</p>' }));
    expect((await prepareDemoCached(SOURCE, cacheDir)).previewHtml).toBe('<p>from the cache</p>');

    await prepareDemoCached(SOURCE.replace('Hello', 'Bye'), cacheDir);
    expect(readdirSync(path.join(cacheDir, 'demos'))).toHaveLength(2);

    writeFileSync(file, '{"code":');
    expect(await prepareDemoCached(SOURCE, cacheDir)).toEqual(first);
  });
});
