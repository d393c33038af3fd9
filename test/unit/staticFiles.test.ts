import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { candidatePaths, negotiateEncoding, StaticFileCache } from '../../build/staticFiles';

describe('static files', () => {
  const root = '/srv/site';

  it('looks for the file, then .html, then index.html, and the root index for /', () => {
    expect(candidatePaths(root, '/a/b/')).toEqual(['/srv/site/a/b', '/srv/site/a/b.html', '/srv/site/a/b/index.html']);
    expect(candidatePaths(root, '/')).toEqual(['/srv/site/index.html']);
  });

  it('never leaves the root', () => {
    for (const pathname of ['/../etc/passwd', '/a/../../etc/passwd', '/..']) {
      for (const candidate of candidatePaths(root, pathname)) expect(candidate.startsWith(`${root}/`)).toBe(true);
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
