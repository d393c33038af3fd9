import { describe, expect, it } from 'vitest';
import { startPagesFor } from '../../build/search/startPages';
import type { NavPage } from '../../site/nav/types';
import { addRecent, parseRecent } from '../../site/search/recent';
import { startEntries } from '../../site/search/view';
import { highlight } from '../../site/search/highlight';

const nav: NavPage[] = [
  {
    pathname: '/p/getting-started-group',
    title: 'Getting started',
    children: [
      { pathname: '/p/getting-started', title: 'Overview' },
      { pathname: '/p/getting-started/installation', title: 'Installation' },
      { pathname: '/p/getting-started/usage', title: 'Usage', planned: true },
    ],
  },
  {
    pathname: '/p/react-',
    title: 'Components',
    children: [{ pathname: '/p/components/inputs', title: 'Inputs', children: [{ pathname: '/p/react-button', title: 'Button' }, { pathname: '/p/react-missing', title: 'Missing' }] }],
  },
  { pathname: '/p/external', title: 'Blog', link: 'https://example.com' },
  { pathname: '/p/customization-group', title: 'Customization', children: [{ pathname: '/p/customization/theming', title: 'Theming' }] },
];
const exists = (pathname: string): boolean => pathname !== '/p/react-missing';

describe('start pages', () => {
  it('takes pages across the top-level groups in turn, skipping planned, external and missing ones', () => {
    expect(startPagesFor(nav, exists, 4).map((link) => link.title)).toEqual(['Overview', 'Button', 'Theming', 'Installation']);
    expect(startPagesFor(nav, exists, 2).map((link) => link.url)).toEqual(['/p/getting-started', '/p/react-button']);
  });

  it("lists recent choices first, then each product's start pages with the reader's product first", () => {
    const manifest = {
      shards: [],
      start: [
        { product: 'material-ui' as const, pages: [{ url: '/material-ui/a', title: 'A' }] },
        { product: 'joy-ui' as const, pages: [{ url: '/joy-ui/b', title: 'B' }] },
      ],
    };
    const recent = [{ url: '/joy-ui/b#x', title: 'X', page: 'B', product: 'joy-ui' as const }];
    const groups = startEntries(manifest, recent, 'joy-ui');
    expect(groups.map((group) => group.heading)).toEqual(['Recent', 'Joy UI', 'Material UI']);
    expect(groups[0]!.options[0]).toMatchObject({ url: '/joy-ui/b#x', detail: 'B', kind: 'section' });
  });
});

describe('recent searches', () => {
  const entry = (url: string) => ({ url, title: url, page: null, product: null });

  it('puts the newest first, without duplicates, up to the limit', () => {
    let list = addRecent([], entry('/a'), 3);
    list = addRecent(list, entry('/b'), 3);
    list = addRecent(list, entry('/a'), 3);
    list = addRecent(list, entry('/c'), 3);
    list = addRecent(list, entry('/d'), 3);
    expect(list.map((item) => item.url)).toEqual(['/d', '/c', '/a']);
  });

  it('ignores malformed or foreign storage', () => {
    expect(parseRecent(null, 5)).toEqual([]);
    expect(parseRecent('not json', 5)).toEqual([]);
    expect(parseRecent('{"url":"/a"}', 5)).toEqual([]);
    expect(parseRecent(JSON.stringify([entry('/a'), { url: 'https://evil.example', title: 'x', page: null }, 7]), 5)).toEqual([entry('/a')]);
  });
});

describe('highlight', () => {
  it('marks words that start with a matched term, case-insensitively, longest first', () => {
    expect(highlight('Buttons and IconButton', ['button'])).toEqual([
      { text: 'Button', match: true },
      { text: 's and IconButton', match: false },
    ]);
    expect(highlight('c++ and c', ['c++'])).toEqual([
      { text: 'c++', match: true },
      { text: ' and c', match: false },
    ]);
    expect(highlight('text', [])).toEqual([{ text: 'text', match: false }]);
  });
});
