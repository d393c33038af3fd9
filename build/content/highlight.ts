import { createHighlighter, type Highlighter } from 'shiki';
import type { Element, Root } from 'hast';

/** Languages a fenced code block or a demo may use; anything else is a content mistake. */
export const HIGHLIGHT_LANGUAGES = ['tsx', 'ts', 'jsx', 'js', 'bash', 'json', 'css', 'html', 'diff', 'yaml', 'md'] as const;
export type HighlightLanguage = (typeof HIGHLIGHT_LANGUAGES)[number];

const LANGUAGE_ALIASES: Record<string, HighlightLanguage> = {
  typescript: 'ts',
  javascript: 'js',
  sh: 'bash',
  shell: 'bash',
  markdown: 'md',
  yml: 'yaml',
};

let highlighterPromise: Promise<Highlighter> | null = null;

// One highlighter for the whole build: loading grammars is the slow part.
function getHighlighter(): Promise<Highlighter> {
  highlighterPromise ??= createHighlighter({
    themes: ['github-light-default', 'github-dark-default'],
    langs: [...HIGHLIGHT_LANGUAGES],
  }).then((highlighter) => {
    // A fresh shiki highlighter's first two-theme highlight in a language can paint every light-theme
    // token in the keyword colour (#CF222E); later calls are right. Throwaway first calls, one per
    // language, keep real code out of it (test/unit/highlight.test.ts).
    for (const lang of HIGHLIGHT_LANGUAGES) highlighter.codeToHast('x', { lang, themes: { light: 'github-light-default', dark: 'github-dark-default' }, defaultColor: false });
    return highlighter;
  });
  return highlighterPromise;
}

/** Maps a fence's language (or alias) to one we highlight; `null` when unknown. */
export function resolveLanguage(name: string): HighlightLanguage | null {
  const lower = name.toLowerCase();
  if ((HIGHLIGHT_LANGUAGES as readonly string[]).includes(lower)) return lower as HighlightLanguage;
  return LANGUAGE_ALIASES[lower] ?? null;
}

/** Highlights code into a `<pre class="shiki">` tree carrying light and dark colours as CSS variables. */
export async function highlightToHast(code: string, language: HighlightLanguage): Promise<Element> {
  const highlighter = await getHighlighter();
  const root = highlighter.codeToHast(code.replace(/\n$/, ''), {
    lang: language,
    themes: { light: 'github-light-default', dark: 'github-dark-default' },
    defaultColor: false,
    // No time limit per line: shiki's default (500 ms) gives up mid-line on a loaded machine, and the
    // rest of the line comes out in the wrong colors, so the same source highlighted differently by load.
    tokenizeTimeLimit: 0,
  }) as Root;
  const pre = root.children.find((node): node is Element => node.type === 'element');
  if (!pre) throw new Error('shiki returned no <pre> element');
  // Code reads left to right even on right-to-left pages.
  // shiki writes its own `tabindex` (lower case); one attribute only, or the HTML is invalid.
  const { tabindex: _shikiTabIndex, style: _style, ...properties } = pre.properties;
  pre.properties = { ...properties, dir: 'ltr', tabIndex: 0, 'data-language': language };
  return pre;
}

/** Highlights code into an HTML string (for demo sources, which are not part of an MDX tree). */
export async function highlightToHtml(code: string, language: HighlightLanguage): Promise<string> {
  const { toHtml } = await import('hast-util-to-html');
  return toHtml(await highlightToHast(code, language));
}
