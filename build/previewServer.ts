import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { cacheControl } from './serve';

/**
 * A server for a built site through sirv, behaving like `npm start`'s: clean URLs (`/a/b` and `/a/b/`
 * reach `a/b/index.html` with no redirect), compressed text, a year's cache for the hashed `/static/`
 * files, and the site's `404.html` with status 404 for unknown paths.
 */
export function createPreviewServer(root: string): http.Server {
  const compress = compression();
  const notFoundPage = path.join(root, '404.html');
  const files = sirv(root, {
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
    },
  });
  return http.createServer((req, res) => {
    // compression's types speak Express; it only uses Node's request and response underneath.
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
      files(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : 'Not found');
      });
    });
  });
}
