import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../build/api/markdown';
import { apiPageMarkdown, descriptionMarkdown } from '../../build/machine/apiMarkdown';
import type { ApiEntryView, ApiPageView } from '../../site/api/view';

const keepLinks = (href: string): string => href;

describe('descriptionMarkdown', () => {
  it.each([
    'If `true`, the component is disabled.',
    'The size. `small` is the dense **styling**, see [the guide](/material-ui/guides/density).',
    'Use `a < b && c` or `"quoted"` values; literal &lt; stays as typed.',
    'First paragraph.\n\n- one *item*\n- two `items`',
    'Callback fired when the value changes.\n\n**Warning**: This is a generic event.',
    'An example:\n\n```\n<FormControl>\n\n  <Input id="a" />\n</FormControl>\n```\n\nOnly one input.',
  ])('turns the HTML rendered from JSDoc back into the same Markdown: %s', (source) => {
    expect(descriptionMarkdown(renderMarkdown(source, keepLinks)).join('\n\n')).toBe(source);
  });

  it('writes the link a bare URL became', () => {
    expect(descriptionMarkdown(renderMarkdown('See https://example.com/a for more.', keepLinks))).toEqual(['See [https://example.com/a](https://example.com/a) for more.']);
  });
});

function entry(overrides: Partial<ApiEntryView>): ApiEntryView {
  return { name: 'Thing', id: null, sectionPrefix: '', descriptionHtml: '', demos: [], moreDemos: [], imports: ["import Thing from '@mui/material/Thing';"], tables: [], ...overrides };
}

describe('apiPageMarkdown', () => {
  const view: ApiPageView = {
    pathname: '/material-ui/api/thing',
    entries: [
      entry({
        descriptionHtml: renderMarkdown('A thing.', keepLinks),
        tables: [
          {
            id: 'props',
            title: 'Props',
            layout: 'props',
            columns: 'props',
            rows: [
              { id: 'thing-prop-size', name: 'size', type: { short: "'small' | 'large'" }, default: "'small'", required: true, descriptionHtml: renderMarkdown('The size.', keepLinks) },
              { id: 'thing-prop-sx', name: 'sx', type: { short: 'union', full: 'object | func' }, deprecatedHtml: renderMarkdown('Use `style`.', keepLinks), descriptionHtml: renderMarkdown('Styles.\n\n- one\n- two', keepLinks) },
            ],
          },
          { id: 'classes', title: 'CSS classes', layout: 'classes', columns: 'classes', rows: [{ id: 'thing-classes-root', name: 'root', label: '.MuiThing-root', descriptionHtml: renderMarkdown('The root.', keepLinks) }] },
        ],
      }),
    ],
  };
  const markdown = apiPageMarkdown(view, { title: 'Thing API', description: 'Props of Thing.' });
  const lines = markdown.split('\n');

  it('heads the page like a doc page and keeps a single entry at heading level 2', () => {
    expect(lines.slice(0, 3)).toEqual(['# Thing API', '', '> Props of Thing.']);
    expect(lines).toContain('## Props');
    expect(lines).toContain('## CSS classes');
  });

  it('writes every row as one table line, pipes escaped, full types, required and deprecated marked', () => {
    expect(lines).toContain("| `size` (required) | `'small' \\| 'large'` | `'small'` | The size. |");
    expect(lines).toContain('| `sx` | `object \\| func` |  | **Deprecated.** Use `style`.<br><br>Styles.<br><br>- one<br>- two |');
    expect(lines).toContain('| `.MuiThing-root` | `root` | The root. |');
  });

  it('says so when a table is empty, and gives entries of a multi-entry page their own heading', () => {
    const hook = entry({ name: 'useThing', id: 'use-thing', sectionPrefix: 'use-thing-', returnType: { short: 'boolean' }, tables: [{ id: 'use-thing-return-value', title: 'Return value', layout: 'props', columns: 'props', rows: [] }] });
    const text = apiPageMarkdown({ pathname: '/base-ui/react-thing/hooks-api', entries: [hook] }, { title: 'Thing hooks API', description: 'Hooks.' });
    expect(text).toContain('## `useThing`\n\n### Demos\n\n');
    expect(text).toContain('### Return value\n\nIt returns `boolean`.');
  });

  it('lists the pages the HTML page folds away after the shown ones, under a line that counts them', () => {
    const withMore = entry({ demos: [{ title: 'Thing', href: '/material-ui/react-thing' }], moreDemos: [{ title: 'Alert', href: '/material-ui/react-alert' }, { title: 'Card', href: '/material-ui/react-card' }] });
    const text = apiPageMarkdown({ pathname: '/material-ui/api/thing', entries: [withMore] }, { title: 'Thing API', description: 'Props of Thing.' });
    expect(text).toContain('## Demos\n\n- [Thing](/material-ui/react-thing)\n\n2 more pages use it in their demos:\n\n- [Alert](/material-ui/react-alert)\n- [Card](/material-ui/react-card)\n\n## Import');
  });
});
