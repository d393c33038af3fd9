import { describe, expect, it } from 'vitest';
import { normalizeInternalHref, normalizeMarkdownLinks, normalizePageLinks, pageHref } from '../../site/routing/pageHref';
import { canonicalUrl } from '../../site/routing/canonical';

describe('page URLs in the form static hosts serve without a redirect', () => {
  it('adds the slash to pages, keeping queries and anchors', () => {
    expect(pageHref('/material-ui/react-button')).toBe('/material-ui/react-button/');
    expect(pageHref('/')).toBe('/');
    expect(normalizeInternalHref('/material-ui/react-button#sizes')).toBe('/material-ui/react-button/#sizes');
    expect(normalizeInternalHref('/production-error?code=4')).toBe('/production-error/?code=4');
    expect(normalizeInternalHref('/blog/')).toBe('/blog/');
  });

  it('leaves files, external URLs and anchors alone', () => {
    for (const href of ['/llms.txt', '/material-ui/react-button.md', '/feed/blog/rss.xml', '/static/runtime-AB12.js', '/static/search', '/favicon.svg', '#sizes', 'https://mui.com/store', '//cdn.example.com/x', '/__dev/runtime.js']) {
      expect(normalizeInternalHref(href)).toBe(href);
    }
  });

  it('rewrites every internal href of a document, and Markdown links outside code fences', () => {
    expect(normalizePageLinks('<a class="x" href="/joy-ui/react-card#basics">Card</a><link rel="stylesheet" href="/static/site-1.css"><a href="https://github.com/x">x</a>')).toBe(
      '<a class="x" href="/joy-ui/react-card/#basics">Card</a><link rel="stylesheet" href="/static/site-1.css"><a href="https://github.com/x">x</a>',
    );
    expect(normalizeMarkdownLinks('See [Card](/joy-ui/react-card) and [raw](/llms.txt).\n```md\n[keep](/as/is)\n```\n[after](/a#b)')).toBe('See [Card](/joy-ui/react-card/) and [raw](/llms.txt).\n```md\n[keep](/as/is)\n```\n[after](/a/#b)');
  });

  it('gives canonical URLs the same form, the home page included', () => {
    expect(canonicalUrl('https://mui.com', '/material-ui/react-button')).toBe('https://mui.com/material-ui/react-button/');
    expect(canonicalUrl('https://mui.com', '/')).toBe('https://mui.com/');
  });
});
