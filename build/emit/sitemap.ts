import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { canonicalUrl } from '../../site/routing/canonical';

/** One page of the sitemap: where it lives and which files its content comes from. */
export interface SitemapPage {
  pathname: string;
  /** The page's source files (its MDX and demos, or an API page's declaration file). */
  files: readonly string[];
}

/**
 * When each file under `root` was last committed, from one `git log` over the whole tree (newest
 * commit first, so a file's first appearance is its last change). Empty when `root` is not in a git
 * repository or git is missing: callers fall back to the files' modification times.
 */
export async function lastCommitTimes(root: string): Promise<Map<string, Date>> {
  const times = new Map<string, Date>();
  try {
    const top = (await promisify(execFile)('git', ['rev-parse', '--show-toplevel'], { cwd: root })).stdout.trim();
    const { stdout } = await promisify(execFile)('git', ['log', '--format=%x00%ct', '--name-only', '--no-renames', '--', '.'], { cwd: root, maxBuffer: 256 * 1024 * 1024 });
    let current: Date | null = null;
    for (const line of stdout.split('\n')) {
      if (line.startsWith('\0')) current = new Date(Number(line.slice(1)) * 1000);
      else if (line && current) {
        const file = path.join(top, line);
        if (!times.has(file)) times.set(file, current);
      }
    }
  } catch {
    // Not a repository (a tarball, a CI cache): modification times stand in.
  }
  return times;
}

/** A page's last change: its newest file by commit time, or by modification time for uncommitted files. */
export async function lastModified(files: readonly string[], commits: ReadonlyMap<string, Date>): Promise<Date | null> {
  let newest: Date | null = null;
  for (const file of files) {
    const time = commits.get(file) ?? (await fs.stat(file).then((stat) => stat.mtime, () => null));
    if (time && (!newest || time > newest)) newest = time;
  }
  return newest;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The sitemap XML: every page's canonical URL with the day of its last change. */
export function sitemapXml(siteUrl: string, pages: ReadonlyArray<{ pathname: string; lastmod: Date | null }>): string {
  const urls = [...pages]
    .sort((a, b) => a.pathname.localeCompare(b.pathname))
    .map(({ pathname, lastmod }) => `<url><loc>${escapeXml(canonicalUrl(siteUrl, pathname))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemap is named by its absolute URL, as crawlers require. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * The files a route's content comes from: an MDX page and its demos folder; an API page follows the
 * locked package versions (npm stamps every installed file with the same fixed date, so the
 * declaration file's own time says nothing).
 */
export async function routeSourceFiles(route: { kind: 'doc' | 'api'; file: string }, lockFile: string): Promise<string[]> {
  if (route.kind === 'api') return [lockFile];
  const demos = path.join(path.dirname(route.file), 'demos');
  const names = await fs.readdir(demos).catch(() => [] as string[]);
  return [route.file, ...names.map((name) => path.join(demos, name))];
}

/** Writes sitemap.xml and robots.txt for the built pages (never redirect stubs, the 404 or offline pages). */
export async function emitSitemap(options: { outDir: string; siteUrl: string; repositoryRoot: string; pages: readonly SitemapPage[] }): Promise<number> {
  const commits = await lastCommitTimes(options.repositoryRoot);
  const pages = await Promise.all(options.pages.map(async (page) => ({ pathname: page.pathname, lastmod: await lastModified(page.files, commits) })));
  await fs.writeFile(path.join(options.outDir, 'sitemap.xml'), sitemapXml(options.siteUrl, pages));
  await fs.writeFile(path.join(options.outDir, 'robots.txt'), robotsTxt(options.siteUrl));
  return pages.length;
}
