import { statSync } from 'node:fs';
import path from 'node:path';

/** How a static host answers a URL path: a file to send, a redirect adding the slash, or not found. */
export type HostAnswer = { file: string } | { redirectTo: string } | null;

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * What stock nginx (`try_files $uri $uri/ =404; index index.html;`), GitHub Pages, Netlify and S3
 * website hosting do with a path: a file is sent as it is; `/a/b/` sends `a/b/index.html`; `/a/b`
 * where only `a/b/index.html` exists is redirected to `/a/b/` (301); anything else is not found. The
 * local servers follow it so the site meets the same rules in development as in production. `search`
 * (`?x=1` or empty) is kept on the redirect.
 */
export function resolveHostPath(root: string, pathname: string, search = ''): HostAnswer {
  const clean = path.posix.normalize(pathname).replace(/^(\.\.(\/|$))+/, '');
  const relative = clean.replace(/^\/+/, '');
  const target = path.join(root, relative);
  // Never leave the root, whatever the URL says.
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  if (relative === '' || relative.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return isFile(index) ? { file: index } : null;
  }
  if (isFile(target)) return { file: target };
  if (isFile(path.join(target, 'index.html'))) return { redirectTo: `${encodeURI(clean)}/${search}` };
  return null;
}
