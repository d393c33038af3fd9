import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { listBuiltPages } from '../../build/distPages';
import { pageHref } from '../../site/routing/pageHref';

const origin = inject('origin');
const outDir = inject('outDir');
// The e2e build's configured site URL (test/e2e/site.ts).
const SITE_URL = 'https://mui.com';

describe('sitemap.xml and robots.txt', () => {
  it('lists every built page once, dated, in canonical form, and every listed URL answers 200 without a redirect', async () => {
    const xml = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(([, loc, lastmod]) => ({ loc: loc!, lastmod }));
    const pathnames = entries.map((entry) => entry.loc.slice(SITE_URL.length) || '/');
    expect(pathnames).toEqual(listBuiltPages(outDir).map((page) => pageHref(page.pathname)));
    expect(new Set(pathnames).size).toBe(pathnames.length);
    expect(entries.every((entry) => /^\d{4}-\d{2}-\d{2}$/.test(entry.lastmod ?? ''))).toBe(true);
    expect(pathnames).not.toContain('/404/');

    const failures: string[] = [];
    const queue = [...pathnames];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let pathname = queue.shift(); pathname !== undefined; pathname = queue.shift()) {
          const response = await fetch(`${origin}${pathname}`, { method: 'HEAD', redirect: 'manual' });
          if (response.status !== 200) failures.push(`${pathname} → ${response.status}`);
        }
      }),
    );
    expect(failures).toEqual([]);
  });

  it('robots.txt names the sitemap by its absolute URL', async () => {
    const robots = await (await fetch(`${origin}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
