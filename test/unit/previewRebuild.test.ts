import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPreviewServer } from '../../build/previewServer';
import { listen } from '../../build/serve';

/** Writes `files` (path → text) into a fresh folder. */
function site(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('npm run preview after a rebuild', () => {
  it('serves the new build once the build swapped it in: new pages found, changed pages whole', async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'preview-rebuild-'));
    const root = path.join(parent, 'dist');
    site(root, { 'index.html': '<p>first</p>', '404.html': 'missing', 'a/index.html': '<p>a</p>' });
    const server = createPreviewServer(root);
    servers.push(server);
    const origin = `http://127.0.0.1:${await listen(server, 0)}`;
    const get = async (pathname: string): Promise<[number, string]> => {
      const response = await fetch(`${origin}${pathname}`, { headers: { 'Accept-Encoding': 'identity' } });
      return [response.status, await response.text()];
    };
    expect(await get('/')).toEqual([200, '<p>first</p>']);
    expect(await get('/b/')).toEqual([404, 'missing']);
    // What buildSite does: a complete staging folder, then two renames.
    const staging = path.join(parent, 'dist.staging');
    site(staging, { 'index.html': '<p>second, and longer than the first</p>', '404.html': 'missing', 'b/index.html': '<p>b</p>' });
    renameSync(root, path.join(parent, 'dist.previous'));
    renameSync(staging, root);
    expect(await get('/')).toEqual([200, '<p>second, and longer than the first</p>']);
    expect(await get('/b/')).toEqual([200, '<p>b</p>']);
    expect((await get('/a/'))[0]).toBe(404);
    rmSync(parent, { recursive: true, force: true });
  });
});
