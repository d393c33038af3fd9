import { tokenizeHtml } from './html';

/** A searchable part of a rendered page: an h2/h3 section or an API entry marked `data-search`. */
export interface ExtractedSection {
  /** The element id to link to; empty when the entry has none (links to the page). */
  anchor: string;
  title: string;
  kind: 'section' | 'api';
  text: string;
}

/** The searchable content of one rendered page. */
export interface ExtractedPage {
  /** Prose before the first heading. */
  intro: string;
  sections: ExtractedSection[];
}

const INLINE = new Set(['a', 'abbr', 'b', 'code', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'u', 'var']);
// Not prose: code (too noisy to rank on), demos, the page header (the title comes from the route), chrome.
const SKIPPED_ELEMENTS = new Set(['pre', 'script', 'style', 'svg', 'template', 'noscript', 'header', 'nav', 'button', 'aside']);
// Skipped elements that never nest, so the tokenizer can jump over their content.
const UNREAD_CONTENT: ReadonlySet<string> = new Set(['pre']);
// In API rows, type signatures and defaults are long and rarely what anyone types; the name and the
// description are what an API entry is found by.
const SKIPPED_CLASSES = ['anchor-link', 'demo', 'demo-code', 'page-header', 'api-type', 'api-default', 'feedback'];

function isSkipped(name: string, attributes: Record<string, string>): boolean {
  if (SKIPPED_ELEMENTS.has(name)) return true;
  if ('data-island' in attributes || 'hidden' in attributes || attributes['aria-hidden'] === 'true') return true;
  const classes = (attributes.class ?? '').split(/\s+/);
  return SKIPPED_CLASSES.some((name) => classes.includes(name));
}

/** Collapses whitespace. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

type Frame = { name: string; role: 'skip' | 'heading' | 'api' | 'plain' };
type Capture = { anchor: string; title: string; kind: 'section' | 'api'; parts: string[] };

/**
 * The part of a page's HTML that extractPage can read: from the first `<main` on (the whole page when
 * there is none). What comes before it (head, styles, navigation, half of a page's bytes) cannot change an
 * extract, so a cache key need not hash it.
 */
export function readablePart(html: string): string {
  const main = html.indexOf('<main');
  return main === -1 ? html : html.slice(main);
}

/**
 * Reads the `<main>` of a rendered page: prose before the first heading, each h2/h3 with an id as a
 * section, and each `[data-search]` element (API props, slots, classes) as an entry of its own.
 */
export function extractPage(html: string): ExtractedPage {
  // Only <main> is read, and nothing inside a <pre> (skipped below): neither is tokenized, which was most of
  // the work on a page with demos (their code is thousands of highlighted spans) or a long navigation.
  const fromMain = tokenizeHtml(html, { startAt: 'main', opaque: UNREAD_CONTENT });
  const tokens = fromMain.length > 0 ? fromMain : tokenizeHtml(html, { opaque: UNREAD_CONTENT });
  const mainStart = tokens.findIndex((token) => token.type === 'open' && token.name === 'main');
  const intro: string[] = [];
  const sections: ExtractedSection[] = [];
  const stack: Frame[] = [];
  const apiStack: Capture[] = [];
  let skipDepth = 0;
  let heading: Capture | null = null;
  let current: Capture | null = null;

  const sink = (): string[] => heading?.parts ?? apiStack[apiStack.length - 1]?.parts ?? current?.parts ?? intro;
  const finish = (capture: Capture): void => {
    let text = cleanText(capture.parts.join(''));
    // An API entry's text usually starts with its own name (the table's first cell).
    if (capture.kind === 'api' && text.startsWith(capture.title)) text = text.slice(capture.title.length).trim();
    // …followed by the table's "required" asterisk, which reads as noise in a snippet.
    if (capture.kind === 'api') text = text.replace(/^\*\s*/, '');
    sections.push({ anchor: capture.anchor, title: capture.title, kind: capture.kind, text });
  };

  for (let index = mainStart === -1 ? 0 : mainStart + 1; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.type === 'text') {
      if (skipDepth === 0) sink().push(token.text);
      continue;
    }
    if (token.type === 'open') {
      const { name, attributes, selfClosing } = token;
      if (skipDepth === 0 && !INLINE.has(name)) sink().push(' ');
      if (selfClosing) continue;
      let role: Frame['role'] = 'plain';
      if (skipDepth > 0 || isSkipped(name, attributes)) {
        role = 'skip';
        skipDepth++;
      } else if ('data-search' in attributes) {
        role = 'api';
        apiStack.push({ anchor: attributes.id ?? current?.anchor ?? '', title: attributes['data-search'] ?? '', kind: 'api', parts: [] });
      } else if ((name === 'h2' || name === 'h3') && attributes.id && !heading) {
        role = 'heading';
        heading = { anchor: attributes.id, title: '', kind: 'section', parts: [] };
      }
      stack.push({ name, role });
      continue;
    }
    if (mainStart !== -1 && token.name === 'main' && !stack.some((frame) => frame.name === 'main')) break;
    // Close: pop to the matching element (tolerates a stray end tag).
    const at = stack.map((frame) => frame.name).lastIndexOf(token.name);
    if (at === -1) continue;
    for (const frame of stack.splice(at).reverse()) {
      if (frame.role === 'skip') skipDepth--;
      else if (frame.role === 'api') {
        const capture = apiStack.pop();
        if (capture) finish(capture);
      } else if (frame.role === 'heading' && heading) {
        if (current) finish(current);
        current = { ...heading, title: cleanText(heading.parts.join('')), parts: [] };
        heading = null;
      }
    }
    if (skipDepth === 0 && !INLINE.has(token.name)) sink().push(' ');
  }
  if (current) finish(current);
  return { intro: cleanText(intro.join('')), sections };
}
