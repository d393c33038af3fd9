import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseChangelog, releaseId } from '../../build/changelog/parse';
import { compileMdx } from '../../build/content/mdx';

const fixture = readFileSync(path.resolve('test/unit/fixtures/changelog.md'), 'utf8');
const options = { repository: 'https://github.com/acme/widgets', ref: 'v2.1.0', keep: (version: string) => version.startsWith('2.') };

// The nodes as the page would show them, serialised for assertions.
const json = (value: unknown): string => JSON.stringify(value);

describe('parseChangelog', () => {
  const { releases, nodes } = parseChangelog(fixture, options);

  it('keeps the releases of the chosen major, newest first, with their dates', () => {
    expect(releases.map((release) => [release.version, release.date, release.id])).toEqual([
      ['2.1.0', 'Mar 3, 2025', 'v2-1-0'],
      ['2.0.0', 'Feb 1, 2025', 'v2-0-0'],
    ]);
    expect(json(nodes)).not.toContain('An older major');
    expect(json(nodes)).not.toContain('Versions');
    expect(json(nodes)).not.toContain('older major');
  });

  it('puts releases at ## (version and date) and sections at ###, with unique ids and a list of sections', () => {
    const headings = nodes.filter((node) => node.type === 'heading').map((node) => [node.depth, (node.data as { hProperties: { id: string } }).hProperties.id]);
    expect(headings).toEqual([
      [2, 'v2-1-0'],
      [3, 'v2-1-0-acme-widgets'],
      [3, 'v2-1-0-docs'],
      [3, 'v2-1-0-docs-2'],
      [2, 'v2-0-0'],
      [3, 'v2-0-0-core'],
    ]);
    expect(json(nodes[0])).toContain('2.1.0 (Mar 3, 2025)');
    expect(releases[0]!.sections.map((section) => section.title)).toEqual(['@acme/widgets@2.1.0', 'Docs', 'Docs']);
    expect(nodes[1]).toMatchObject({ type: 'list', children: [{}, {}, {}] });
    expect(json(nodes[1])).toContain('"url":"#v2-1-0-acme-widgets"');
    // "#### Breaking changes" stays out of the outline.
    expect(json(nodes)).toContain('{"type":"strong","children":[{"type":"text","value":"Breaking changes"}]}');
  });

  it('drops HTML comments and zero-width spaces and shows other HTML as text', () => {
    const text = json(nodes);
    expect(text).not.toContain('generated comparing');
    expect(text).not.toContain('\u200B');
    expect(text).not.toContain('"type":"html"');
    expect(text).toContain('"value":"<script>"');
  });

  it('links pull requests and mentions, makes relative links absolute and unlinks unsafe ones', () => {
    const text = json(nodes);
    expect(text).toContain('"url":"https://github.com/acme/widgets/pull/1234"');
    expect(text).toContain('"url":"https://github.com/jane-doe"');
    expect(text).toContain('"url":"https://github.com/acme/widgets/blob/v2.1.0/docs/guide.md"');
    expect(text).toContain('"url":"https://github.com/acme/widgets/blob/v2.1.0/LICENSE"');
    expect(text).toContain('"url":"https://acme.dev"');
    expect(text).not.toContain('javascript:');
    expect(text).not.toContain('"url":"https://github.com/mui"');
    expect(text).not.toContain('"type":"image"');
  });

  it('marks TypeScript blocks as fragments and gives every block a known language', () => {
    const blocks = JSON.parse(json(nodes).replace(/^/, '')) as unknown[];
    const code: { lang: string; meta: string | null }[] = [];
    const walk = (node: unknown): void => {
      if (node && typeof node === 'object') {
        if ((node as { type?: string }).type === 'code') code.push(node as { lang: string; meta: string | null });
        Object.values(node).forEach(walk);
      }
    };
    walk(blocks);
    expect(code.map((block) => [block.lang, block.meta])).toEqual([
      ['diff', null],
      ['tsx', 'fragment'],
    ]);
  });

  it('compiles inside a page: releases and sections reach the outline, nothing is type-checked', async () => {
    // Through the site's MDX pipeline, as the changelog page is (remarkChangelog reads the installed file).
    const compiled = await compileMdx(path.resolve('content/fixture.mdx'), 'Intro.\n\n<Changelog />\n');
    expect(compiled.toc.length).toBeGreaterThan(10);
    expect(compiled.toc[0]).toMatchObject({ depth: 2, id: 'v6-0-0-rc-0', text: '6.0.0-rc.0 (Aug 22, 2024)' });
    expect(compiled.toc.every((entry) => entry.depth === 2 || entry.depth === 3)).toBe(true);
    expect(compiled.codeBlocks).toEqual([]);
    expect(compiled.code).not.toContain('<!--');
  }, 120_000);

  it('makes ids from versions', () => {
    expect(releaseId('6.0.0-rc.0')).toBe('v6-0-0-rc-0');
    expect(releaseId('v5.16.4')).toBe('v5-16-4');
  });
});
