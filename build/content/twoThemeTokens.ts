import { INITIAL, Theme, type StateStack } from '@shikijs/vscode-textmate';
import { splitLines, type Highlighter, type ThemedToken } from 'shiki';

// shiki colours code for two themes by tokenizing it once per theme, and tokenizing (the grammar's regular
// expressions) is nearly all of its cost. The scopes a grammar gives a token do not depend on the theme,
// so this tokenizes once and asks each theme for the token's style, the way the grammar would have.

/** A theme's colour and font style for one token. */
interface TokenStyle {
  color: string;
  fontStyle: number;
}

/** A theme as vscode-textmate resolves it, with the colours its ids stand for. */
interface ResolvedTheme {
  theme: Theme;
  colors: string[];
}

// vscode-textmate's font style bits (its `FontStyle` is a const enum, which isolated modules cannot read).
const FontStyle = { NotSet: -1, None: 0, Italic: 1, Bold: 2, Underline: 4, Strikethrough: 8 } as const;

/** A scope path, innermost scope first: what a theme matches its rules against. */
type ScopePath = Parameters<Theme['match']>[0];

/** One scope list styled in every theme of a set, with what themedLine needs of it. */
interface StyledScopes {
  /** Equal for two scope lists styled alike in every theme: such neighbours are one token. */
  key: string;
  decorated: boolean;
  /** The token's CSS variables, shared by every token with these styles (shiki only reads it). */
  css: Record<string, string>;
}

/** A trie of scope lists, outermost scope first: a token's styles are found without building a key. */
interface ScopeNode {
  next: Map<string, ScopeNode>;
  styled?: StyledScopes;
}

/** Themes styled together, with every scope list styled so far. */
interface ThemeSet {
  resolved: ResolvedTheme[];
  variables: string[];
  root: ScopeNode;
}

// Parsed once per highlighter and set of themes, with the styles of every scope list seen so far: the build
// highlights thousands of sources with one highlighter, and tokens repeat a few thousand scope lists.
const themeSets = new WeakMap<Highlighter, Map<string, ThemeSet>>();

function themeSetFor(highlighter: Highlighter, themes: Record<string, string>): ThemeSet {
  let sets = themeSets.get(highlighter);
  if (!sets) themeSets.set(highlighter, (sets = new Map()));
  const key = Object.entries(themes).flat().join('\0');
  let set = sets.get(key);
  if (!set) {
    const resolved = Object.values(themes).map((name) => {
      const theme = Theme.createFromRawTheme(highlighter.getTheme(name));
      return { theme, colors: theme.getColorMap() };
    });
    set = { resolved, variables: Object.keys(themes).map((name) => `--shiki-${name}`), root: { next: new Map() } };
    sets.set(key, set);
  }
  return set;
}

/**
 * The style of a token with these scopes (outermost first), resolved as vscode-textmate resolves it while
 * tokenizing: each scope pushed may set the foreground and font style, or leave its parent's.
 */
function styleOfScopes(resolved: ResolvedTheme, scopes: readonly string[]): TokenStyle {
  const defaults = resolved.theme.getDefaults();
  let foreground = defaults.foregroundId;
  let fontStyle = defaults.fontStyle;
  let path: ScopePath = null;
  for (const scope of scopes) {
    // A theme reads only a path's `scopeName` and `parent` (vscode-textmate does not export its class).
    path = { parent: path, scopeName: scope } as unknown as ScopePath;
    const match = resolved.theme.match(path);
    if (!match) continue;
    if (match.fontStyle !== FontStyle.NotSet) fontStyle = match.fontStyle;
    if (match.foregroundId !== 0) foreground = match.foregroundId;
  }
  return { color: resolved.colors[foreground]!, fontStyle: fontStyle === FontStyle.NotSet ? FontStyle.None : fontStyle };
}

function styledScopes(set: ThemeSet, scopes: readonly string[]): StyledScopes {
  let node = set.root;
  for (const scope of scopes) {
    let next = node.next.get(scope);
    if (!next) node.next.set(scope, (next = { next: new Map() }));
    node = next;
  }
  if (!node.styled) {
    const styles = set.resolved.map((theme) => styleOfScopes(theme, scopes));
    node.styled = {
      key: styles.map((style) => `${style.color}/${style.fontStyle}`).join(' '),
      decorated: isDecorated(styles),
      css: cssOfStyles(styles, set.variables),
    };
  }
  return node.styled;
}

const isDecorated = (styles: TokenStyle[]): boolean => styles.some((style) => style.fontStyle & (FontStyle.Underline | FontStyle.Strikethrough));

function cssOfStyles(styles: TokenStyle[], variables: string[]): Record<string, string> {
  const css: Record<string, string> = {};
  // shiki writes a font-style variable for every theme as soon as one theme styles the token.
  const italic = styles.some((style) => style.fontStyle & FontStyle.Italic);
  const bold = styles.some((style) => style.fontStyle & FontStyle.Bold);
  const decoration = isDecorated(styles);
  styles.forEach((style, index) => {
    const prefix = variables[index]!;
    css[prefix] = style.color;
    if (italic) css[`${prefix}-font-style`] = style.fontStyle & FontStyle.Italic ? 'italic' : 'inherit';
    if (bold) css[`${prefix}-font-weight`] = style.fontStyle & FontStyle.Bold ? 'bold' : 'inherit';
    if (decoration) {
      const lines = [style.fontStyle & FontStyle.Underline ? 'underline' : '', style.fontStyle & FontStyle.Strikethrough ? 'line-through' : ''].filter(Boolean);
      css[`${prefix}-text-decoration`] = lines.length > 0 ? lines.join(' ') : 'inherit';
    }
  });
  return css;
}

/** A line's tokens as tokenizeForThemes writes them, with offsets from the line's start. */
interface LineTokens {
  /** The grammar's state before the line (INITIAL for a first line, which a grammar may treat apart). */
  before: StateStack;
  after: StateStack;
  tokens: ThemedToken[];
}

// Demos and code blocks repeat lines (imports, `return (`, closing tags), and a demo's JS twin repeats
// nearly every line of its TS source. A line's tokens depend only on its text and the grammar's state
// before it, compared as vscode-textmate compares states for incremental tokenizing (`equals`), so a line
// seen before in an equal state is not tokenized again: a quarter less work preparing the site's demos.
const lineCaches = new WeakMap<Highlighter, Map<string, Map<string, LineTokens[]>>>();
/** Distinct lines kept per grammar and theme set before the cache starts afresh (it holds tokens, not text only). */
const MAX_CACHED_LINES = 200_000;
/** States kept per line text: a line seen in more states than this is tokenized each time. */
const MAX_STATES_PER_LINE = 8;

function lineCacheFor(highlighter: Highlighter, key: string): Map<string, LineTokens[]> {
  let caches = lineCaches.get(highlighter);
  if (!caches) lineCaches.set(highlighter, (caches = new Map()));
  let cache = caches.get(key);
  if (!cache || cache.size > MAX_CACHED_LINES) caches.set(key, (cache = new Map()));
  return cache;
}

const sameState = (a: StateStack, b: StateStack): boolean => (a === INITIAL || b === INITIAL ? a === b : a.equals(b));

/** Styles one tokenized line for every theme and merges tokens as shiki does (see tokenizeForThemes). */
function themedLine(line: string, result: { tokens: Array<{ startIndex: number; endIndex: number; scopes: string[] }> }, set: ThemeSet): ThemedToken[] {
  const tokens: Array<{ content: string; offset: number; styled: StyledScopes }> = [];
  for (const token of result.tokens) {
    const end = Math.min(token.endIndex, line.length);
    if (end <= token.startIndex) continue;
    const styled = styledScopes(set, token.scopes);
    const content = line.slice(token.startIndex, end);
    const previous = tokens.at(-1);
    if (previous?.styled.key === styled.key) previous.content += content;
    else tokens.push({ content, offset: token.startIndex, styled });
  }
  const merged: ThemedToken[] = [];
  let pendingSpace: { content: string; offset: number } | null = null;
  tokens.forEach((token, index) => {
    const joinable = !token.styled.decorated;
    if (joinable && /^\s+$/.test(token.content) && index + 1 < tokens.length) {
      pendingSpace = pendingSpace ? { ...pendingSpace, content: pendingSpace.content + token.content } : { content: token.content, offset: token.offset };
      return;
    }
    if (pendingSpace && !joinable) merged.push({ content: pendingSpace.content, offset: pendingSpace.offset });
    const joined = pendingSpace && joinable ? { content: pendingSpace.content + token.content, offset: pendingSpace.offset } : { content: token.content, offset: token.offset };
    merged.push({ ...joined, htmlStyle: token.styled.css });
    pendingSpace = null;
  });
  return merged;
}

/**
 * Tokenizes code once and styles each token for every theme, as CSS variables (`--shiki-light`,
 * `--shiki-dark-font-style`…) the way shiki's `defaultColor: false` does. Adjacent tokens styled alike
 * in every theme are one token; a whitespace-only token joins the token after it, as in shiki.
 */
export function tokenizeForThemes(highlighter: Highlighter, code: string, language: string, themes: Record<string, string>): ThemedToken[][] {
  const grammar = highlighter.getLanguage(language);
  const set = themeSetFor(highlighter, themes);
  const cache = lineCacheFor(highlighter, `${language}\0${Object.entries(themes).flat().join('\0')}`);
  let state: StateStack = INITIAL;
  return splitLines(code).map(([line, lineOffset]) => {
    // As shiki does: an empty line is not tokenized, and the grammar's state carries over it.
    if (line === '') return [];
    const seen = cache.get(line);
    let known = seen?.find((entry) => sameState(entry.before, state));
    if (!known) {
      const result = grammar.tokenizeLine(line, state, 0);
      known = { before: state, after: result.ruleStack, tokens: themedLine(line, result, set) };
      if (!seen) cache.set(line, [known]);
      else if (seen.length < MAX_STATES_PER_LINE) seen.push(known);
    }
    state = known.after;
    return known.tokens.map((token) => ({ ...token, offset: lineOffset + token.offset }));
  });
}
