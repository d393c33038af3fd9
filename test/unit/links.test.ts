import { describe, expect, it } from 'vitest';
import { findBrokenLinks } from '../../build/check/links';

const pages = [
  { pathname: '/', html: '<a href="/lib/button/">Button</a><a href="/lib/button/#sizes">Sizes</a><a href="https://example.com">x</a>' },
  { pathname: '/lib/button', html: '<h2 id="sizes">Sizes</h2><a href="#sizes">here</a><a href="/lib/button/">slash</a><a href="/favicon.svg">icon</a>' },
];

describe('findBrokenLinks', () => {
  it('accepts existing pages, anchors, files and external links', () => {
    expect(findBrokenLinks(pages, (pathname) => pathname === '/favicon.svg')).toEqual([]);
  });

  it('reports a missing page and a missing anchor', () => {
    const withBroken = [...pages, { pathname: '/lib/chip', html: '<a href="/lib/nothing">a</a><a href="#nope">b</a><a href="/lib/button/#colors">c</a>' }];
    const broken = findBrokenLinks(withBroken, () => false);
    expect(broken).toHaveLength(4);
    expect(broken).toEqual(
      expect.arrayContaining([
        { from: '/lib/chip', href: '/lib/nothing', reason: 'missing-page' },
        { from: '/lib/chip', href: '#nope', reason: 'missing-anchor' },
        { from: '/lib/chip', href: '/lib/button/#colors', reason: 'missing-anchor' },
        { from: '/lib/button', href: '/favicon.svg', reason: 'missing-page' },
      ]),
    );
  });

  it('reports a link to an existing page without its trailing slash, which hosts redirect', () => {
    const withRedirect = [...pages, { pathname: '/lib/chip', html: '<a href="/lib/button">a</a><a href="/lib/button#sizes">b</a><a href="/llms.txt">c</a>' }];
    expect(findBrokenLinks(withRedirect, (pathname) => pathname === '/favicon.svg' || pathname === '/llms.txt')).toEqual([
      { from: '/lib/chip', href: '/lib/button', reason: 'redirects' },
      { from: '/lib/chip', href: '/lib/button#sizes', reason: 'redirects' },
    ]);
  });
});
