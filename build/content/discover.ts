import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../paths';

/** A page source found on disk: `content/<route>/index.mdx`. */
export interface PageFile {
  file: string;
  /** Canonical pathname derived from the folder: `content/material-ui/react-button` → `/material-ui/react-button`. */
  pathname: string;
}

/** Turns a page file's path into its canonical pathname: the folder is the URL. */
export function pathnameForPageFile(file: string, contentDir = CONTENT_DIR): string {
  const folder = path.relative(contentDir, path.dirname(file)).split(path.sep).join('/');
  return folder === '' ? '/' : `/${folder}`;
}

/** Lists every page under `content/`, skipping `demos/` folders, in a stable order. */
export async function discoverPages(contentDir = CONTENT_DIR): Promise<PageFile[]> {
  const pages: PageFile[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // A `demos` folder holds a page's demos, unless it is itself a page (`/experiments/docs/demos`).
        const isDemoFolder = entry.name === 'demos' && !(await fs.stat(path.join(full, 'index.mdx')).then(() => true, () => false));
        if (!isDemoFolder && !entry.name.startsWith('.')) await walk(full);
      } else if (entry.name === 'index.mdx') {
        pages.push({ file: full, pathname: pathnameForPageFile(full, contentDir) });
      }
    }
  };
  await walk(contentDir);
  return pages.sort((a, b) => a.pathname.localeCompare(b.pathname));
}
