import { describe, expect, it } from 'vitest';
import { llmsTxt, markdownPathFor } from '../../build/machine/llms';
import { compileMdx } from '../../build/content/mdx';
import { mdxToMarkdown, type MarkdownContext } from '../../build/machine/toMarkdown';

const body = `
import BasicButtons from './demos/BasicButtons';

Intro with \`code\` and a [link](/x).

## Basic button

<Demo of={BasicButtons} />

<Callout type="warning">
Mind the gap.

Second paragraph.
</Callout>

<VersionsTable />

<Unknown>
Kept **children**.
</Unknown>

Press <kbd>Ctrl</kbd>.
`;

describe('mdxToMarkdown', () => {
  const markdown = mdxToMarkdown(body, {
    title: 'Button',
    description: 'Buttons start actions.',
    demoSource: (path) => (path === './demos/BasicButtons' ? 'export default function BasicButtons() {}\n' : null),
    components: { VersionsTable: () => '| Version |\n| --- |\n| 6.0.0-rc.0 |' },
  });

  it('starts with the title and description, and drops imports', () => {
    expect(markdown.startsWith('# Button\n\n> Buttons start actions.\n\nIntro with `code` and a [link](/x).')).toBe(true);
    expect(markdown).not.toContain('import ');
  });

  it('replaces a demo by its source, a callout by a quote and data components by their stand-in', () => {
    expect(markdown).toContain('Demo `BasicButtons`:\n\n```tsx\nexport default function BasicButtons() {}\n```');
    expect(markdown).toContain('> **Warning:** Mind the gap.\n>\n> Second paragraph.');
    expect(markdown).toContain('| 6.0.0-rc.0 |');
    expect(markdown).toContain('Kept **children**.');
    expect(markdown).not.toContain('<Unknown>');
    expect(markdown).toContain('Press <kbd>Ctrl</kbd>.');
  });
});

// The MDX compiler outlines each page for its twin while it parses it, so the twin step need not parse again.
describe('mdxToMarkdown with the outline made while compiling', () => {
  const context: MarkdownContext = {
    title: 'Button',
    description: 'Buttons start actions.',
    demoSource: (path) => (path === './demos/BasicButtons' ? 'export default function BasicButtons() {}\n' : null),
    components: { VersionsTable: () => '| Version |\n| --- |\n| 6.0.0-rc.0 |' },
  };

  it('writes the same twin as parsing the page', async () => {
    const { twinOutline } = await compileMdx('page.mdx', body);
    expect(twinOutline.pieces.length).toBeGreaterThan(0);
    expect(mdxToMarkdown(body, context, twinOutline)).toBe(mdxToMarkdown(body, context));
  });

  it('uses the outline of this very text only', async () => {
    const { twinOutline } = await compileMdx('page.mdx', body);
    // An outline is taken as it is for its own text: with its pieces gone, the components stay in.
    expect(mdxToMarkdown(body, context, { ...twinOutline, pieces: [] })).toContain('<Callout type="warning">');
    // For an edited text it is ignored, and the page is parsed again.
    const edited = `${body}\n<Demo of={BasicButtons} />\n`;
    expect(mdxToMarkdown(edited, context, twinOutline)).toBe(mdxToMarkdown(edited, context));
  });
});

describe('llms.txt', () => {
  it('lists every page with its description and .md link, guides before API pages', () => {
    const text = llmsTxt(
      [
        { pathname: '/material-ui/api/button', title: 'Button API', description: 'Props of Button.', productId: 'material-ui', kind: 'api' },
        { pathname: '/material-ui/react-button', title: 'Button', description: 'Buttons\nstart actions.', productId: 'material-ui', kind: 'doc' },
        { pathname: '/versions', title: 'Versions', description: 'Every version.', productId: 'docs', kind: 'doc' },
        { pathname: '/', title: 'Home', description: 'Start here.', productId: null, kind: 'doc' },
      ],
      'https://mui.com',
      'The docs.',
    );
    expect(text.startsWith('# MUI\n\n> The docs.\n')).toBe(true);
    expect(text).toContain('## Material UI\n\n- [Button](https://mui.com/material-ui/react-button.md): Buttons start actions.');
    expect(text.indexOf('## Material UI API')).toBeGreaterThan(text.indexOf('## Material UI\n'));
    expect(text).toContain('- [Button API](https://mui.com/material-ui/api/button.md): Props of Button.');
    expect(text).toContain('- [Home](https://mui.com/index.md): Start here.');
    expect(text).toContain('- [Versions](https://mui.com/versions.md): Every version.');
  });

  it('names the Markdown file of the home page index.md', () => {
    expect(markdownPathFor('/')).toBe('/index.md');
    expect(markdownPathFor('/blog/post')).toBe('/blog/post.md');
  });
});
