import http from 'node:http';
import { SITE_HEADERS } from './emit/headers';
import { resolveHostPath } from './hostPaths';
import { negotiateEncoding, StaticFileCache, type StaticFile } from './staticFiles';

/** The Cache-Control a built file gets: hashed `/static/` files for a year, everything else revalidated. */
export function cacheControl(pathname: string): string {
  return pathname.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

/** The headers of `dist/_headers`, which hosts add to every answer. */
export const siteHeaders: Record<string, string> = Object.fromEntries(SITE_HEADERS);

function send(req: http.IncomingMessage, res: http.ServerResponse, status: number, file: StaticFile, headers: Record<string, string>): void {
  const { encoding, body } = StaticFileCache.body(file, negotiateEncoding(req.headers['accept-encoding']));
  res.writeHead(status, {
    'Content-Type': file.contentType,
    'Content-Length': String(body.length),
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    ...(file.compressible ? { Vary: 'Accept-Encoding' } : {}),
    ...siteHeaders,
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Serves a built site the way a stock static host would (build/hostPaths.ts): `/a/b/` reaches
 * `a/b/index.html` and `/a/b` is redirected there (301), text is sent brotli- or gzip-compressed,
 * hashed files under `/static/` are cached for a year (others revalidate by ETag), every answer has
 * the headers of `dist/_headers`, and unknown paths get `404.html` with status 404.
 */
export function createStaticServer(root: string): http.Server {
  const cache = new StaticFileCache();
  return http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const answer = req.method === 'GET' || req.method === 'HEAD' ? resolveHostPath(root, decodeURIComponent(url.pathname), url.search) : null;
      if (answer && 'redirectTo' in answer) {
        res.writeHead(301, { Location: answer.redirectTo, 'Cache-Control': 'public, max-age=3600', ...siteHeaders });
        res.end();
        return;
      }
      const file = answer ? await cache.read(answer.file) : null;
      if (file) {
        const headers = { 'Cache-Control': cacheControl(url.pathname), ETag: file.etag };
        if (req.headers['if-none-match'] === file.etag) {
          res.writeHead(304, { ...siteHeaders, ...headers });
          res.end();
          return;
        }
        send(req, res, 200, file, headers);
        return;
      }
      const notFound = await cache.read(`${root}/404.html`);
      if (notFound) send(req, res, 404, notFound, { 'Cache-Control': 'no-cache' });
      else {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...siteHeaders });
        res.end('Not found');
      }
    })().catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Server error: ${String(error)}`);
    });
  });
}

/** Starts the server on `port` and resolves with its actual port (0 picks a free one). */
export function listen(server: http.Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
