import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { resolveHostPath } from './hostPaths';
import { cacheControl, siteHeaders } from './serve';

/**
 * A server for a built site through sirv, answering like `npm start`'s and a stock static host
 * (build/hostPaths.ts): `/a/b/` reaches `a/b/index.html`, `/a/b` is redirected there (301), text is
 * compressed, hashed `/static/` files are cached for a year, every answer has the headers of
 * `dist/_headers`, and unknown paths get the site's `404.html` with status 404. A build while the
 * preview runs is served from then on.
 */
export function createPreviewServer(root: string): http.Server {
  const compress = compression();
  const notFoundPage = path.join(root, '404.html');
  const sirvOf = (): ReturnType<typeof sirv> =>
    sirv(root, {
      etag: true,
      extensions: [],
      setHeaders(res, pathname) {
        res.setHeader('Cache-Control', cacheControl(pathname));
      },
    });
  // sirv lists the folder's files (with their sizes) once. A build swaps a new dist/ in by renaming
  // folders, so a folder of another identity under `root` means a new list; before this, a preview left
  // running answered a rebuilt site with the old list: new pages not found, changed ones cut short.
  let served: { folder: string; files: ReturnType<typeof sirv> } | null = null;
  const currentFiles = (): ReturnType<typeof sirv> => {
    let folder = '';
    try {
      const stats = statSync(root);
      folder = `${stats.dev}:${stats.ino}`;
    } catch {
      // Between the build's two renames: the next request sees the new folder.
    }
    if (served?.folder !== folder) served = { folder, files: sirvOf() };
    return served.files;
  };
  const notFound = (res: http.ServerResponse): void => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : 'Not found');
  };
  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(siteHeaders)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://localhost');
    let answer: ReturnType<typeof resolveHostPath> = null;
    try {
      answer = resolveHostPath(root, decodeURIComponent(url.pathname), url.search);
    } catch {
      answer = null;
    }
    if (answer && 'redirectTo' in answer) {
      res.writeHead(301, { Location: answer.redirectTo, 'Cache-Control': 'public, max-age=3600' });
      res.end();
      return;
    }
    // compression's types speak Express; it only uses Node's request and response underneath.
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
      if (!answer) {
        notFound(res);
        return;
      }
      // sirv sends the file the host rule chose (so `/a/b/` and `/a/b/index.html` are one answer).
      req.url = `/${path.relative(root, answer.file).split(path.sep).map(encodeURIComponent).join('/')}${url.search}`;
      currentFiles()(req, res, () => notFound(res));
    });
  });
}
