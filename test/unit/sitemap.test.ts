import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastCommitTimes, lastModified, robotsTxt, routeSourceFiles, sitemapXml } from '../../build/emit/sitemap';

function git(cwd: string, args: string[], date?: string): void {
  execFileSync('git', args, { cwd, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' } });
}

describe('sitemap.xml', () => {
  it('dates each page by the newest commit of its MDX and demos, in one git call, and falls back to file times', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'sitemap-'));
    git(root, ['init', '-q']);
    const page = path.join(root, 'content/material-ui/react-button');
    mkdirSync(path.join(page, 'demos'), { recursive: true });
    writeFileSync(path.join(page, 'index.mdx'), '# Button\n');
    writeFileSync(path.join(page, 'demos/Basic.tsx'), 'export default 1;\n');
    git(root, ['add', '-A']);
    git(root, ['commit', '-qm', 'first'], '2026-03-01T12:00:00Z');
    writeFileSync(path.join(page, 'demos/Basic.tsx'), 'export default 2;\n');
    git(root, ['commit', '-qam', 'demo edit'], '2026-05-09T12:00:00Z');
    const fresh = path.join(page, 'demos/Uncommitted.tsx');
    writeFileSync(fresh, 'export default 3;\n');
    utimesSync(fresh, new Date('2026-06-20T08:00:00Z'), new Date('2026-06-20T08:00:00Z'));

    const commits = await lastCommitTimes(root);
    const files = await routeSourceFiles({ kind: 'doc', file: path.join(page, 'index.mdx') }, path.join(root, 'package-lock.json'));
    expect(files.map((file) => path.relative(page, file)).sort()).toEqual(['demos/Basic.tsx', 'demos/Uncommitted.tsx', 'index.mdx']);
    expect((await lastModified([path.join(page, 'index.mdx')], commits))?.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect((await lastModified(files.filter((file) => file !== fresh), commits))?.toISOString()).toBe('2026-05-09T12:00:00.000Z');
    expect((await lastModified(files, commits))?.toISOString()).toBe('2026-06-20T08:00:00.000Z');
    expect(await lastCommitTimes(os.tmpdir())).toEqual(new Map());
  });

  it('lists canonical URLs with their day and robots.txt names it by absolute URL', () => {
    const xml = sitemapXml('https://docs.example.com', [
      { pathname: '/material-ui/react-button', lastmod: new Date('2026-05-09T12:00:00Z') },
      { pathname: '/', lastmod: null },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1])).toEqual(['<loc>https://docs.example.com/</loc>', '<loc>https://docs.example.com/material-ui/react-button/</loc><lastmod>2026-05-09</lastmod>']);
    expect(robotsTxt('https://docs.example.com')).toMatch(/^Sitemap: https:\/\/docs\.example\.com\/sitemap\.xml$/m);
  });
});
