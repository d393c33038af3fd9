import { describe, expect, it } from 'vitest';
import { redirectHtml, redirectsFor } from '../../build/emit/redirects';
import { pathnameToLanguage } from '../../site/routing/language';

describe('redirectsFor', () => {
  it('sends /zh/ and legacy /api/ paths to the canonical page', () => {
    const redirects = redirectsFor(['/', '/material-ui/react-button', '/material-ui/api/button']);
    expect(redirects).toContainEqual({ from: '/zh', to: '/' });
    expect(redirects).toContainEqual({ from: '/zh/material-ui/react-button', to: '/material-ui/react-button' });
    expect(redirects).toContainEqual({ from: '/api/button', to: '/material-ui/api/button' });
    // Every redirect lands where the routing helper says the URL belongs.
    for (const { from, to } of redirects.filter((redirect) => redirect.from.startsWith('/zh/'))) {
      expect(pathnameToLanguage(`${from}/`).canonicalPathname).toBe(to);
    }
  });

  it('writes a page that redirects without script and keeps the hash with it', () => {
    const html = redirectHtml({ from: '/zh/a', to: '/a' }, 'https://example.com');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/a/">');
    expect(html).toContain('<link rel="canonical" href="https://example.com/a/">');
    expect(html).toContain('location.replace("/a/" + location.hash)');
  });
});
