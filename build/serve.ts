import http from 'node:http';
import { candidatePaths, negotiateEncoding, StaticFileCache, type StaticFile } from './staticFiles';

/** The Cache-Control a built file gets: hashed `/static/` files for a year, everything else revalidated. */
export function cacheControl(pathname: string): string {
  return pathname.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

async function findFile(cache: StaticFileCache, root: string, pathname: string): Promise<StaticFile | null> {
  for (const candidate of candidatePaths(root, pathname)) {
    const file = await cache.read(candidate);
    if (file) return file;
  }
  return null;
}

function send(req: http.IncomingMessage, res: http.ServerResponse, status: number, file: StaticFile, headers: Record<string, string>): void {
  const { encoding, body } = StaticFileCache.body(file, negotiateEncoding(req.headers['accept-encoding']));
  res.writeHead(status, {
    'Content-Type': file.contentType,
    'Content-Length': String(body.length),
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    ...(file.compressible ? { Vary: 'Accept-Encoding' } : {}),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Serves a built site the way a production host would: `/a/b` and `/a/b/` both reach `a/b/index.html`,
 * text is sent brotli- or gzip-compressed, hashed files under `/static/` are cached for a year (others
 * revalidate by ETag), and unknown paths get `404.html` with status 404.
 */
export function createStaticServer(root: string): http.Server {
  const cache = new StaticFileCache();
  return http.createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      const file = req.method === 'GET' || req.method === 'HEAD' ? await findFile(cache, root, pathname) : null;
      if (file) {
        const headers = { 'Cache-Control': cacheControl(pathname), ETag: file.etag };
        if (req.headers['if-none-match'] === file.etag) {
          res.writeHead(304, headers);
          res.end();
          return;
        }
        send(req, res, 200, file, headers);
        return;
      }
      const notFound = await cache.read(`${root}/404.html`);
      if (notFound) send(req, res, 404, notFound, { 'Cache-Control': 'no-cache' });
      else {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
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
