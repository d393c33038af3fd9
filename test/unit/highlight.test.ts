import { describe, expect, it } from 'vitest';
import { createHighlighter } from 'shiki';
import { highlightToHtml, highlightToHtmlAs } from '../../build/content/highlight';
import { tokenizeForThemes } from '../../build/content/twoThemeTokens';

const SOURCE = "import Button from '@mui/material/Button';\n";

describe('highlighting', () => {
  // Each test file runs in a fresh worker, so this is the first highlight of the process: shiki's first
  // two-theme call once painted every light-theme token in the keyword colour.
  it('gives the first code of a process the same colours as the rest', { timeout: 30_000 }, async () => {
    const first = await highlightToHtml(SOURCE, 'tsx');
    const second = await highlightToHtml(SOURCE, 'tsx');
    expect(first).toBe(second);
    expect(first).toContain('--shiki-light:#1F2328');
  });

  it('writes one focusable, left-to-right <pre> without inline styles (one tabindex: a second is invalid HTML)', { timeout: 30_000 }, async () => {
    const html = await highlightToHtml(SOURCE, 'tsx');
    const openTag = /^<pre[^>]*>/.exec(html)![0];
    expect(openTag.match(/tabindex=/gi)).toHaveLength(1);
    expect(openTag).toContain('tabindex="0"');
    expect(openTag).toContain('dir="ltr"');
    expect(openTag).not.toContain('style=');
  });
});

// One tokenization styles both themes (build/content/twoThemeTokens.ts); shiki's own two-theme call, which
// tokenizes once per theme, is the reference: every visible character gets the same colours and font style.
describe('two-theme tokens', () => {
  const THEMES = { light: 'github-light-default', dark: 'github-dark-default' };
  const SAMPLES: Array<[string, string]> = [
    ['tsx', "import * as React from 'react';\nimport Button from '@mui/material/Button';\n\n// A comment, then a typed component.\ninterface Props { label?: string }\n\nexport default function Demo({ label = `say ${1 + 2}` }: Props) {\n  const [count, setCount] = React.useState<number>(0);\n  /* block\n     comment */\n  return (\n    <Button variant=\"contained\" onClick={() => setCount((c) => c + 1)} sx={{ p: 2 }}>\n      {label}: {count}\n    </Button>\n  );\n}"],
    ['bash', 'npm install @mui/material @emotion/react # and styled\necho "done $HOME"'],
    ['json', '{ "name": "demo", "private": true, "version": 1.5, "deps": [null] }'],
    ['css', '.root:hover > a::after { color: #007fff; margin: 0 auto !important; }\n@media (min-width: 600px) { .x { display: none } }'],
    ['md', '# Title\n\nSome *emphasis*, **strong** and `code`.\n\n- [a link](https://mui.com)'],
  ];

  function styleByCharacter(lines: Array<Array<{ content: string; htmlStyle?: Record<string, string> | string }>>): string[] {
    return lines.flatMap((line) =>
      line.flatMap((token) => {
        const style = typeof token.htmlStyle === 'object' ? Object.entries(token.htmlStyle).filter(([, value]) => value !== 'inherit').sort().join(';') : '';
        return [...token.content].map((character) => (/\s/.test(character) ? ' ' : `${character} ${style}`));
      }).concat('\n'),
    );
  }

  it.each(SAMPLES)('colours %s as shiki does', { timeout: 30_000 }, async (language, code) => {
    const highlighter = await createHighlighter({ themes: Object.values(THEMES), langs: [language] });
    const reference = highlighter.codeToTokens(code, { lang: language as 'tsx', themes: THEMES, defaultColor: false, tokenizeTimeLimit: 0 }).tokens;
    const ours = tokenizeForThemes(highlighter, code, language, THEMES);
    expect(styleByCharacter(ours)).toEqual(styleByCharacter(reference));
    // Tokens styled alike are one span, so there are never more spans than shiki makes.
    expect(ours.flat().length).toBeLessThanOrEqual(reference.flat().length);
  });
});

describe('a demo without types', () => {
  it('is highlighted once and labelled for both languages, coloured as the JSX grammar colours it', { timeout: 30_000 }, async () => {
    const untyped = "import Button from '@mui/material/Button';\n\n// Says hello.\nexport default function Hello() {\n  const [count, setCount] = React.useState(0);\n  return <Button onClick={() => setCount(count + 1)}>{`Hello ${count}`}</Button>;\n}\n";
    const [tsx, jsx] = await highlightToHtmlAs(untyped, 'tsx', ['tsx', 'jsx']);
    expect(tsx).toBe(await highlightToHtml(untyped, 'tsx'));
    expect(jsx).toBe(await highlightToHtml(untyped, 'jsx'));
  });
});

// A line seen before is not tokenized again when the grammar is in an equal state before it
// (twoThemeTokens.ts): the same text in another state (inside a comment, a template, JSX) must still be
// coloured for where it stands, in whichever order the sources come.
describe('the line cache', () => {
  const THEMES = { light: 'github-light-default', dark: 'github-dark-default' };
  const LINE = 'const total = 1;';
  const SOURCES = [`${LINE}\n`, `/*\n${LINE}\n*/\n`, `const text = \`\n${LINE}\n\`;\n`, `${LINE}\n${LINE}\n`];

  it.each([
    ['in order', SOURCES],
    ['reversed', [...SOURCES].reverse()],
  ])('colours a repeated line for its context, %s', { timeout: 30_000 }, async (_order, sources) => {
    const highlighter = await createHighlighter({ themes: Object.values(THEMES), langs: ['tsx'] });
    // A fresh highlighter for each source is a fresh cache: the reference.
    const reference = await Promise.all(
      sources.map(async (code) => tokenizeForThemes(await createHighlighter({ themes: Object.values(THEMES), langs: ['tsx'] }), code, 'tsx', THEMES)),
    );
    expect(sources.map((code) => tokenizeForThemes(highlighter, code, 'tsx', THEMES))).toEqual(reference);
    // The cases differ: a cache keyed by the text alone would colour the line one way everywhere.
    expect(new Set(reference.map((tokens) => JSON.stringify(tokens.find((line) => line.map((token) => token.content).join('') === LINE))))).toHaveProperty('size', 3);
  });
});
