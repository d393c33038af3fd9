import { describe, expect, it } from 'vitest';
import { buildHash, precacheList } from '../../build/emit/serviceWorker';
import { offlinePageHtml } from '../../build/emit/offlinePage';
import { pageCacheKey, requestKind, type RequestFacts } from '../../runtime/sw/strategy';

const ORIGIN = 'https://mui.com';
const request = (url: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({ url, method: 'GET', mode: 'cors', destination: '', cache: 'default', ...extra });

describe('the worker strategy', () => {
  it('serves pages network first, hashed assets cache first, and leaves third parties and posts alone', () => {
    expect(requestKind(request(`${ORIGIN}/material-ui/react-button`, { mode: 'navigate', destination: 'document' }), ORIGIN)).toBe('page');
    expect(requestKind(request(`${ORIGIN}/static/runtime-ABC.js`, { destination: 'script' }), ORIGIN)).toBe('static');
    expect(requestKind(request(`${ORIGIN}/favicon.svg`, { destination: 'image' }), ORIGIN)).toBe('other');
    expect(requestKind(request('https://fonts.googleapis.com/icon?family=Material+Icons', { destination: 'style' }), ORIGIN)).toBe('ignore');
    expect(requestKind(request(`${ORIGIN}/feedback`, { method: 'POST' }), ORIGIN)).toBe('ignore');
    expect(requestKind(request(`${ORIGIN}/x`, { cache: 'only-if-cached', mode: 'no-cors' }), ORIGIN)).toBe('ignore');
  });

  it('keys a page by its canonical path, whatever slash, query or hash it was asked with', () => {
    expect(pageCacheKey(`${ORIGIN}/material-ui/react-button`)).toBe(`${ORIGIN}/material-ui/react-button/`);
    expect(pageCacheKey(`${ORIGIN}/material-ui/react-button//`)).toBe(`${ORIGIN}/material-ui/react-button/`);
    expect(pageCacheKey(`${ORIGIN}/material-ui/react-button?x=1#basic`)).toBe(`${ORIGIN}/material-ui/react-button/`);
    expect(pageCacheKey(`${ORIGIN}/`)).toBe(`${ORIGIN}/`);
    expect(pageCacheKey(`${ORIGIN}/material-ui/react-button.md`)).toBe(`${ORIGIN}/material-ui/react-button.md`);
    expect(pageCacheKey(`${ORIGIN}/offline.html`)).toBe(`${ORIGIN}/offline.html`);
  });
});

describe('the worker manifest', () => {
  const assets = { runtimeScript: '/static/runtime-A.js', preloads: ['/static/chunks/chunk-B.js'], stylesheet: '/static/site-C.css' };

  it('precaches the runtime, its imports, the styles, the fonts and the offline page, but no demo chunks', () => {
    const urls = ['/static/runtime-A.js', '/static/chunks/chunk-B.js', '/static/chunks/Demo-D.js', '/static/site-C.css', '/static/assets/roboto-E.woff2', '/offline.html', '/favicon.svg', '/index.html'];
    expect(precacheList(assets, urls)).toEqual(['/static/runtime-A.js', '/static/chunks/chunk-B.js', '/static/site-C.css', '/static/assets/roboto-E.woff2', '/offline.html', '/favicon.svg']);
  });

  it('changes the build hash with any page or file name, not with the order files were listed', () => {
    const files = [
      { url: '/index.html', contents: Buffer.from('<p>home</p>') },
      { url: '/static/runtime-A.js', contents: null },
    ];
    const hash = buildHash(files);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(buildHash([...files].reverse())).toBe(hash);
    expect(buildHash([files[0]!, { url: '/static/runtime-Z.js', contents: null }])).not.toBe(hash);
    expect(buildHash([{ url: '/index.html', contents: Buffer.from('<p>home!</p>') }, files[1]!])).not.toBe(hash);
  });

  it('writes an offline page that needs only the precached stylesheet', () => {
    const html = offlinePageHtml({ stylesheet: '/static/site-C.css', themeBootstrapScript: 'void 0' });
    expect(html).toContain('<link rel="stylesheet" href="/static/site-C.css">');
    expect(html).toContain('<title>You are offline</title>');
    expect(html).not.toMatch(/<script[^>]+src=/);
  });
});
