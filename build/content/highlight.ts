import { createHighlighter, tokensToHast, type Highlighter, type ShikiTransformerContextSource } from 'shiki';
import type { Element, Root } from 'hast';
import { codeTreeToHtml, UnexpectedCodeTree } from './codeHtml';
import { tokenizeForThemes } from './twoThemeTokens';

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

const THEMES = { light: 'github-light-default', dark: 'github-dark-default' };

let highlighterPromise: Promise<Highlighter> | null = null;

// One highlighter for the whole build: loading grammars is the slow part.
function getHighlighter(): Promise<Highlighter> {
  highlighterPromise ??= createHighlighter({
    themes: Object.values(THEMES),
    langs: [...HIGHLIGHT_LANGUAGES],
  });
  return highlighterPromise;
}

/** Maps a fence's language (or alias) to one we highlight; `null` when unknown. */
export function resolveLanguage(name: string): HighlightLanguage | null {
  const lower = name.toLowerCase();
  if ((HIGHLIGHT_LANGUAGES as readonly string[]).includes(lower)) return lower as HighlightLanguage;
  return LANGUAGE_ALIASES[lower] ?? null;
}

// shiki hands tokensToHast's context to transformers alone, and this build uses none.
const noTransformers = (): never => {
  throw new Error('no shiki transformer is configured');
};

/** Highlights code into a `<pre class="shiki">` tree carrying light and dark colours as CSS variables. */
export async function highlightToHast(code: string, language: HighlightLanguage): Promise<Element> {
  const highlighter = await getHighlighter();
  // Tokenized once for both themes (shiki's own two-theme call tokenizes twice), with no time limit per
  // line: shiki's default (500 ms) gives up mid-line on a loaded machine, and the rest of the line comes
  // out in the wrong colours, so the same source would be highlighted differently by load.
  const tokens = tokenizeForThemes(highlighter, code.replace(/\n$/, ''), language, THEMES);
  const options = { lang: language, themes: THEMES, themeName: `shiki-themes ${Object.values(THEMES).join(' ')}` };
  const context: ShikiTransformerContextSource = { meta: {}, options, source: code, codeToHast: noTransformers, codeToTokens: noTransformers };
  const root = tokensToHast(tokens, options, context);
  const pre = root.children.find((node): node is Element => node.type === 'element');
  if (!pre) throw new Error('shiki returned no <pre> element');
  // Code reads left to right even on right-to-left pages.
  // shiki writes its own `tabindex` (lower case); one attribute only, or the HTML is invalid.
  const { tabindex: _shikiTabIndex, style: _style, ...properties } = pre.properties;
  pre.properties = { ...properties, dir: 'ltr', tabIndex: 0, 'data-language': language };
  return pre;
}

// The HTML of a highlighted tree: written directly (codeHtml.ts), or by the general serialiser should the
// tree ever hold something highlighted code does not.
async function preHtml(pre: Element): Promise<string> {
  try {
    return codeTreeToHtml(pre);
  } catch (error) {
    if (!(error instanceof UnexpectedCodeTree)) throw error;
    const { toHtml } = await import('hast-util-to-html');
    return toHtml(pre);
  }
}

/** Highlights code into an HTML string (for demo sources, which are not part of an MDX tree). */
export async function highlightToHtml(code: string, language: HighlightLanguage): Promise<string> {
  return preHtml(await highlightToHast(code, language));
}

/**
 * Highlights code once with `grammar` and writes it labelled as each of `languages`: for code that reads
 * the same in all of them (a demo without types is both TSX and JSX, and both grammars colour it alike).
 */
export async function highlightToHtmlAs<const Languages extends readonly HighlightLanguage[]>(code: string, grammar: HighlightLanguage, languages: Languages): Promise<{ [Index in keyof Languages]: string }> {
  const pre = await highlightToHast(code, grammar);
  return Promise.all(languages.map((language) => preHtml({ ...pre, properties: { ...pre.properties, 'data-language': language } }))) as Promise<{ [Index in keyof Languages]: string }>;
}
