import { describe, expect, it } from 'vitest';
import { parsePageSource } from '../../build/content/frontMatter';
import { BuildError } from '../../build/errors';
import { blogRss } from '../../build/machine/rss';
import { formatPostDate, readingMinutes, sortPostsNewestFirst } from '../../site/blog/format';

const postFile = '/repo/content/blog/some-post/index.mdx';
const post = (extra: string) => `---\ntitle: A post\ndescription: About things.\n${extra}---\n\nBody.\n`;

function errorOf(file: string, source: string): BuildError {
  try {
    parsePageSource(file, source);
  } catch (error) {
    if (error instanceof BuildError) return error;
    throw error;
  }
  throw new Error('expected a BuildError');
}

describe('blog front matter', () => {
  it('requires date, authors and tags on posts and returns them apart from the page fields', () => {
    const parsed = parsePageSource(postFile, post('date: 2024-08-02\nauthors:\n  - Ada\ntags:\n  - Theming\n'));
    expect(parsed.blog).toEqual({ date: '2024-08-02', authors: ['Ada'], tags: ['Theming'] });
    expect(parsed.frontMatter).toEqual({ title: 'A post', description: 'About things.', layout: 'doc', hidden: false });
  });

  it('names the missing or malformed field with its line', () => {
    expect(errorOf(postFile, post('authors: [Ada]\ntags: [x]\n')).message).toContain('"date"');
    const badDate = errorOf(postFile, post('date: "August 2"\nauthors: [Ada]\ntags: [x]\n'));
    expect(badDate.message).toContain('"date"');
    expect(badDate.location.line).toBe(4);
    expect(errorOf(postFile, post('date: 2024-08-02\nauthors: []\ntags: [x]\n')).message).toContain('"authors"');
  });

  it('keeps blog fields out of other pages, including the blog index', () => {
    expect(errorOf('/repo/content/material-ui/page/index.mdx', post('date: 2024-08-02\n')).message).toContain('date');
    expect(parsePageSource('/repo/content/blog/index.mdx', post('')).blog).toBeUndefined();
  });
});

describe('blog helpers', () => {
  it('formats dates as calendar dates in any time zone', () => {
    expect(formatPostDate('2024-08-01')).toBe('August 1, 2024');
  });

  it('counts reading time from prose at 200 words a minute, at least one minute', () => {
    expect(readingMinutes('Short.')).toBe(1);
    expect(readingMinutes(Array.from({ length: 1000 }, () => 'word').join(' '))).toBe(5);
    expect(readingMinutes(`import X from './x';\n<Demo of={X} />\n${'word '.repeat(400)}`)).toBe(2);
  });

  it('sorts newest first', () => {
    const sorted = sortPostsNewestFirst([
      { date: '2024-07-18', title: 'B' },
      { date: '2024-08-14', title: 'C' },
      { date: '2024-08-14', title: 'A' },
    ]);
    expect(sorted.map((item) => item.title)).toEqual(['A', 'C', 'B']);
  });

  it('writes an RSS 2.0 feed with escaped text and absolute links', () => {
    const xml = blogRss([{ pathname: '/blog/x', title: 'Tips & <tricks>', description: 'D', date: '2024-08-14', authors: ['Ada'], tags: ['Docs'], readingMinutes: 3 }], 'https://mui.com', { title: 'MUI blog', description: 'Notes', blogPath: '/blog', feedPath: '/feed/blog/rss.xml' });
    expect(xml).toContain('<title>Tips &amp; &lt;tricks&gt;</title>');
    expect(xml).toContain('<link>https://mui.com/blog/x/</link>');
    expect(xml).toContain('<pubDate>Wed, 14 Aug 2024 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<atom:link href="https://mui.com/feed/blog/rss.xml" rel="self" type="application/rss+xml"/>');
  });
});
