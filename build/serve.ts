import { promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/**
 * Serves a built site: `/a/b` and `/a/b/` both reach `a/b/index.html`, hashed files under `/static/`
 * are cached for a year, and unknown paths get `404.html` with status 404.
 */
export function createStaticServer(root: string): http.Server {
  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
  return http.createServer((req, res) => {
    serveFile(req, res, () => {
      void fs.readFile(path.join(root, '404.html')).then(
        (body) => {
          res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
          res.end(body);
        },
        () => {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('Not found');
        },
      );
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
