import { readdirSync, readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPreviewServer } from '../../build/previewServer';
import { createStaticServer, listen } from '../../build/serve';

const outDir = inject('outDir');
const servers: http.Server[] = [];
let preview = '';
let start = '';

beforeAll(async () => {
  const previewServer = createPreviewServer(outDir);
  const startServer = createStaticServer(outDir);
  servers.push(previewServer, startServer);
  preview = `http://127.0.0.1:${await listen(previewServer, 0)}`;
  start = `http://127.0.0.1:${await listen(startServer, 0)}`;
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

interface Answer {
  status: number;
  location: string | null;
  type: string | null;
  encoding: string | null;
  cacheControl: string | null;
  headers: Record<string, string>;
  body: string;
}

async function get(origin: string, pathname: string): Promise<Answer> {
  const response = await fetch(`${origin}${pathname}`, { redirect: 'manual', headers: { 'Accept-Encoding': 'br, gzip' } });
  return {
    status: response.status,
    location: response.headers.get('location'),
    type: response.headers.get('content-type'),
    encoding: response.headers.get('content-encoding'),
    cacheControl: response.headers.get('cache-control'),
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  };
}

describe('npm run preview (sirv over an existing dist/)', () => {
  const staticFile = () => `/static/${readdirSync(path.join(outDir, 'static')).find((name) => name.endsWith('.js'))}`;
  const paths = () => ['/', '/material-ui/react-button', '/material-ui/react-button/', '/joy-ui/getting-started/', '/joy-ui/getting-started?x=1', '/404', '/sitemap-does-not-exist', '/material-ui/no-such-page/', staticFile(), '/robots.txt'];

  it('answers every kind of URL as npm start does: status, redirect, type, body', async () => {
    for (const pathname of paths()) {
      const [fromPreview, fromStart] = await Promise.all([get(preview, pathname), get(start, pathname)]);
      expect({ pathname, status: fromPreview.status, location: fromPreview.location }).toEqual({ pathname, status: fromStart.status, location: fromStart.location });
      expect(fromPreview.type?.split(';')[0]).toBe(fromStart.type?.split(';')[0]);
      expect(fromPreview.body).toBe(fromStart.body);
    }
  });

  it('serves /x/ from x/index.html and redirects /x there like a stock host, compresses text, caches hashed files for a year and 404s with the site page', async () => {
    expect(await get(preview, '/material-ui/react-button?x=1')).toMatchObject({ status: 301, location: '/material-ui/react-button/?x=1' });
    expect((await get(preview, '/404')).status).toBe(404);
    const page = await get(preview, '/material-ui/react-button/');
    expect(page.status).toBe(200);
    expect(page.body).toBe(readFileSync(path.join(outDir, 'material-ui/react-button/index.html'), 'utf8'));
    expect(page.encoding).toMatch(/^(br|gzip)$/);
    expect(page.cacheControl).toContain('must-revalidate');
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    expect((await get(preview, staticFile())).cacheControl).toBe('public, max-age=31536000, immutable');

    const missing = await get(preview, '/material-ui/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body).toBe(readFileSync(path.join(outDir, '404.html'), 'utf8'));
  });
});
