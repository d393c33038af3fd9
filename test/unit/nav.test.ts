import { describe, expect, it } from 'vitest';
import { validateNav } from '../../build/nav/validate';
import { assertUniquePathnames, ancestorsOf, prevNext, readingOrder } from '../../site/nav/tree';
import { pageTitleFromPathname } from '../../site/nav/titles';
import type { NavPage } from '../../site/nav/types';

const tree: NavPage[] = [
  {
    pathname: '/lib/getting-started-group',
    title: 'Getting started',
    children: [
      { pathname: '/lib/getting-started', title: 'Overview' },
      { pathname: '/lib/getting-started/installation' },
      { pathname: '/lib/getting-started/roadmap', planned: true },
    ],
  },
  {
    pathname: '/lib/components',
    title: 'Components',
    children: [
      {
        pathname: '/lib/components/inputs',
        subheader: 'Inputs',
        children: [
          { pathname: '/lib/react-button' },
          { pathname: '/lib/react-button-group', beta: true },
        ],
      },
      { pathname: '/lib/store', link: 'https://example.com/store' },
    ],
  },
];

const pages = ['/lib/getting-started', '/lib/getting-started/installation', '/lib/react-button', '/lib/react-button-group'].map((pathname) => ({
  pathname,
  exemptFromNav: false,
}));

describe('validateNav', () => {
  it('accepts a tree whose leaves are pages, planned or external', () => {
    expect(validateNav(tree, pages)).toEqual([]);
  });

  it('reports a duplicated pathname with the message SPEC §8 names', () => {
    const duplicated: NavPage[] = [...tree, { pathname: '/lib/react-button', title: 'Button again' }];
    const problems = validateNav(duplicated, pages);
    expect(problems).toContainEqual({ kind: 'duplicate', pathname: '/lib/react-button', message: 'Duplicated pathname /lib/react-button in pages' });
  });

  it('reports a leaf that resolves to no page', () => {
    const dangling: NavPage[] = [...tree, { pathname: '/lib/react-slider' }];
    expect(validateNav(dangling, pages)).toEqual([
      { kind: 'dangling', pathname: '/lib/react-slider', message: 'Navigation entry /lib/react-slider resolves to no page' },
    ]);
  });

  it('reports a page that no entry reaches, unless it is exempt', () => {
    const orphan = { pathname: '/lib/secret', exemptFromNav: false };
    expect(validateNav(tree, [...pages, orphan]).map((problem) => problem.kind)).toEqual(['unreachable']);
    expect(validateNav(tree, [...pages, { ...orphan, exemptFromNav: true }])).toEqual([]);
  });

  it('does not count a planned entry as reaching a page', () => {
    const withPage = [...pages, { pathname: '/lib/getting-started/roadmap', exemptFromNav: false }];
    expect(validateNav(tree, withPage).map((problem) => problem.pathname)).toEqual(['/lib/getting-started/roadmap']);
  });
});

describe('assertUniquePathnames', () => {
  it('throws on the first pathname seen twice, depth first', () => {
    expect(() => assertUniquePathnames([{ pathname: '/a', children: [{ pathname: '/b' }] }, { pathname: '/b' }])).toThrow('Duplicated pathname /b in pages');
  });
});

describe('reading order, prev/next and ancestors', () => {
  it('skips groups, planned entries and external links', () => {
    expect(readingOrder(tree).map((page) => page.pathname)).toEqual(pages.map((page) => page.pathname));
  });

  it('links neighbours across groups', () => {
    const { prev, next } = prevNext(tree, '/lib/getting-started/installation');
    expect(prev?.pathname).toBe('/lib/getting-started');
    expect(next?.pathname).toBe('/lib/react-button');
    expect(prevNext(tree, '/lib/getting-started').prev).toBeNull();
    expect(prevNext(tree, '/lib/react-button-group').next).toBeNull();
  });

  it('lists the groups that contain a page, outermost first', () => {
    expect(ancestorsOf(tree, '/lib/react-button').map((page) => page.pathname)).toEqual(['/lib/components', '/lib/components/inputs']);
    expect(ancestorsOf(tree, '/lib/nowhere')).toEqual([]);
  });
});

describe('pageTitleFromPathname', () => {
  it.each([
    ['/material-ui/react-button-group', 'Button group'],
    ['/material-ui/api/button-base', 'ButtonBase'],
    ['/base-ui/api/use-button', 'useButton'],
    ['/material-ui/getting-started/installation', 'Installation'],
  ])('%s → %s', (pathname, title) => {
    expect(pageTitleFromPathname(pathname)).toBe(title);
  });
});
