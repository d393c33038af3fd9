import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { resolveHostPath } from '../../build/hostPaths';
import { negotiateEncoding, StaticFileCache } from '../../build/staticFiles';

describe('static files', () => {
  it('answers like stock nginx: files as they are, /a/ from a/index.html, /a redirected to /a/, nothing else', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'host-paths-'));
    mkdirSync(path.join(root, 'a/b'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), 'home');
    writeFileSync(path.join(root, 'a/b/index.html'), 'page');
    writeFileSync(path.join(root, 'llms.txt'), 'text');
    writeFileSync(path.join(root, '404.html'), 'missing');
    expect(resolveHostPath(root, '/')).toEqual({ file: path.join(root, 'index.html') });
    expect(resolveHostPath(root, '/a/b/')).toEqual({ file: path.join(root, 'a/b/index.html') });
    expect(resolveHostPath(root, '/a/b', '?q=1')).toEqual({ redirectTo: '/a/b/?q=1' });
    expect(resolveHostPath(root, '/llms.txt')).toEqual({ file: path.join(root, 'llms.txt') });
    expect(resolveHostPath(root, '/a/b/index.html')).toEqual({ file: path.join(root, 'a/b/index.html') });
    // No `.html` guessing and no folder without an index: nginx's try_files does neither.
    expect(resolveHostPath(root, '/404')).toBeNull();
    expect(resolveHostPath(root, '/a/')).toBeNull();
    expect(resolveHostPath(root, '/a/c')).toBeNull();
  });

  it('never leaves the root', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'host-paths-'));
    for (const pathname of ['/../etc/passwd', '/a/../../etc/passwd', '/..', '/../etc/']) {
      const answer = resolveHostPath(root, pathname);
      if (answer && 'file' in answer) expect(answer.file.startsWith(`${root}/`)).toBe(true);
      if (answer && 'redirectTo' in answer) expect(answer.redirectTo.startsWith('/')).toBe(true);
    }
  });

  it('prefers brotli, then gzip, then nothing', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, identity')).toBe('gzip');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });

  it('compresses text once, leaves media alone and notices a changed file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
    const page = path.join(dir, 'page.html');
    const text = '<p>docs</p>'.repeat(500);
    writeFileSync(page, text);
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(2048, 7));
    const cache = new StaticFileCache();
    const file = (await cache.read(page))!;
    expect(file.contentType).toBe('text/html; charset=utf-8');
    const br = StaticFileCache.body(file, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    expect(StaticFileCache.body(file, 'br').body).toBe(br.body);
    expect(gunzipSync(StaticFileCache.body(file, 'gzip').body).toString()).toBe(text);
    expect(StaticFileCache.body((await cache.read(path.join(dir, 'logo.png')))!, 'br').encoding).toBe('identity');
    writeFileSync(page, '<p>changed, and of another length</p>');
    const changed = (await cache.read(page))!;
    expect(changed.etag).not.toBe(file.etag);
    expect(StaticFileCache.body(changed, 'identity').body.toString()).toBe('<p>changed, and of another length</p>');
    expect(await cache.read(path.join(dir, 'missing.html'))).toBeNull();
    expect(await cache.read(dir)).toBeNull();
  });
});
