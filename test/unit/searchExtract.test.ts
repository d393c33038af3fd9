import { describe, expect, it } from 'vitest';
import { extractPage } from '../../build/search/extract';
import { decodeEntities, tokenizeHtml } from '../../build/search/html';
import { buildShards, trimText } from '../../build/search/records';

// Shaped like the renderer's output: chrome outside <main>, a page header, demos, code, API entries.
const PAGE = `<!doctype html><html><head><title>Button API</title><script>var x = "<main>";</script></head><body>
<header class="app-bar"><a href="/">Home</a><button>Search…</button></header>
<main id="main-content" tabindex="-1"><article class="page">
<header class="page-header"><h1>Button API</h1><p class="lead">Lead text</p></header>
<div class="markdown-body">
<p>Intro about the <code>Button</code> &amp; its <em>props</em>.</p>
<h2 id="props">Props<a class="anchor-link" href="#props" aria-hidden="true">#</a></h2>
<p>Props of the root.</p>
<table><tbody>
<tr id="prop-disableRipple" data-search="disableRipple"><td><code>disableRipple</code></td><td>If <code>true</code>, the ripple effect is disabled.</td></tr>
<tr id="prop-size" data-search="size"><td>size</td><td>The size of the component.</td></tr>
</tbody></table>
<section class="demo" id="Basic"><div data-island="demo:x" data-hydrate="visible"><button>Demo label</button></div><details class="demo-code"><summary>Show code</summary><pre><code>const secret = 1;</code></pre></details></section>
<h3 id="with-icon">With <code>icon</code></h3>
<p>Icon text<br/>second line.</p>
<svg><path d="M0"/></svg>
<nav class="prev-next"><a href="/x">Previous</a></nav>
</div></article></main>
<footer>Footer words</footer></body></html>`;

describe('the HTML tokenizer', () => {
  it('decodes entities and skips script content', () => {
    expect(decodeEntities('a &amp; b &lt;c&gt; &#x27;d&#39; &nbsp;')).toBe("a & b <c> 'd' \u00a0");
    const tokens = tokenizeHtml('<script>if (a < b) "</p>";</script><p class="x">hi</p>');
    expect(tokens.filter((token) => token.type === 'text')).toEqual([{ type: 'text', text: 'hi' }]);
    expect(tokens[2]).toMatchObject({ type: 'open', name: 'p', attributes: { class: 'x' } });
  });

  it('treats void and self-closed elements as having no content', () => {
    const tokens = tokenizeHtml('<p>a<br>b<img src="x"/><path d="1"/></p>');
    expect(tokens.filter((token) => token.type === 'open').map((token) => token.type === 'open' && token.selfClosing)).toEqual([false, true, true, true]);
  });

  it('can start at an element and leave out the content of opaque ones, keeping their tags', () => {
    const html = '<nav><a href="/x">Nav</a></nav><script>"<main>"</script><main id="m"><p>a</p><pre class="c"><span>code &amp;</span></pre><p>b</p></main><footer>f</footer>';
    const tokens = tokenizeHtml(html, { startAt: 'main', opaque: new Set(['pre']) });
    expect(tokens[0]).toMatchObject({ type: 'open', name: 'main', attributes: { id: 'm' } });
    expect(tokens.filter((token) => token.type === 'text').map((token) => token.type === 'text' && token.text)).toEqual(['a', 'b', 'f']);
    expect(tokens.filter((token) => token.type !== 'text' && token.name === 'pre').map((token) => token.type)).toEqual(['open', 'close']);
    expect(tokens.some((token) => token.type !== 'text' && token.name === 'span')).toBe(false);
    expect(tokenizeHtml(html, { startAt: 'article' })).toEqual([]);
  });
});

describe('extractPage', () => {
  const page = extractPage(PAGE);

  it('keeps the prose before the first heading as the intro, without chrome, header or code', () => {
    expect(page.intro).toBe('Intro about the Button & its props.');
  });

  it('makes each h2/h3 with an id a section, without its anchor link, demos, code or navigation', () => {
    const sections = page.sections.filter((section) => section.kind === 'section');
    expect(sections).toEqual([
      { anchor: 'props', title: 'Props', kind: 'section', text: 'Props of the root.' },
      { anchor: 'with-icon', title: 'With icon', kind: 'section', text: 'Icon text second line.' },
    ]);
  });

  it('makes each [data-search] element an API entry named by the attribute, linked by its id', () => {
    const entries = page.sections.filter((section) => section.kind === 'api');
    expect(entries).toEqual([
      { anchor: 'prop-disableRipple', title: 'disableRipple', kind: 'api', text: 'If true, the ripple effect is disabled.' },
      { anchor: 'prop-size', title: 'size', kind: 'api', text: 'The size of the component.' },
    ]);
  });

  it('never indexes text outside <main>', () => {
    const all = JSON.stringify(page);
    for (const word of ['Footer words', 'Search…', 'Demo label', 'secret', 'Previous', 'Lead text']) expect(all).not.toContain(word);
  });
});

describe('buildShards', () => {
  it('writes one shard per product and part with pages, sections pointing back to them, and trimmed text', () => {
    const html = '<main><p>Intro.</p><h2 id="a">Alpha</h2><p>' + 'word '.repeat(200) + '</p></main>';
    const shards = buildShards([
      { pathname: '/joy-ui/react-card', title: 'Card', description: 'About cards.', product: 'joy-ui', category: 'core', part: 'guides', html },
      { pathname: '/joy-ui/api/card', title: 'Card API', description: 'Props.', product: 'joy-ui', category: 'core', part: 'api', html: '<main></main>' },
      { pathname: '/', title: 'Home', description: 'The home page.', product: null, category: null, part: 'guides', html: '<main></main>' },
    ]);
    expect(shards.map((shard) => [shard.product, shard.part])).toEqual([['joy-ui', 'guides'], ['joy-ui', 'api'], [null, 'guides']]);
    expect(shards[0]!.pages).toEqual([{ url: '/joy-ui/react-card', title: 'Card', text: 'About cards. Intro.', category: 'core' }]);
    expect(shards[0]!.sections[0]).toMatchObject({ page: 0, anchor: 'a', kind: 'section', title: 'Alpha' });
    expect(shards[0]!.sections[0]!.text.length).toBeLessThanOrEqual(241);
    expect(shards[0]!.sections[0]!.text.endsWith('…')).toBe(true);
  });

  it('trims at a word boundary', () => {
    expect(trimText('short', 10)).toBe('short');
    expect(trimText('alpha beta gamma delta', 14)).toBe('alpha beta…');
  });
});
