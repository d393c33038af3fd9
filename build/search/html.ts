// A small tokenizer for the HTML our own renderer writes (React's renderToString output): well-formed,
// quoted attributes, no implied end tags. It is not a general HTML parser and does not need to be.

/** One piece of HTML: an opening tag, a closing tag or text (entities decoded). */
export type HtmlToken =
  | { type: 'open'; name: string; attributes: Record<string, string>; selfClosing: boolean }
  | { type: 'close'; name: string }
  | { type: 'text'; text: string };

/** Elements that never have content or a closing tag. */
export const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
// React escapes ">" inside attribute values, so a tag ends at the first ">" after its name.
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)([^>]*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities React and shiki write: named basics and numeric references. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    attributes[match[1]!.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** What a tokenizing pass may leave out, for a reader that would ignore it anyway. */
export interface TokenizeOptions {
  /** Tokens start at the first opening tag of this element: what comes before is scanned, not tokenized. */
  startAt?: string;
  /** Elements whose content is left out (their opening and closing tags are kept); they must not nest. */
  opaque?: ReadonlySet<string>;
}

/** Splits HTML into tokens; the content of script and style elements is dropped. */
export function tokenizeHtml(html: string, { startAt, opaque }: TokenizeOptions = {}): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let started = startAt === undefined;
  const pushText = (from: number, to: number): void => {
    if (started && to > from) tokens.push({ type: 'text', text: decodeEntities(html.slice(from, to)) });
  };
  TAG.lastIndex = 0;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = TAG.exec(html)) !== null) {
    pushText(last, match.index);
    last = TAG.lastIndex;
    const [whole, slash, rawName, attributeSource = ''] = match;
    if (!rawName || whole.startsWith('<!--')) continue;
    const name = rawName.toLowerCase();
    if (slash) {
      if (started) tokens.push({ type: 'close', name });
      continue;
    }
    const selfClosing = attributeSource.endsWith('/') || VOID_ELEMENTS.has(name);
    if (!started && name === startAt) started = true;
    if (started) tokens.push({ type: 'open', name, attributes: attributeSource.trim() ? parseAttributes(attributeSource) : {}, selfClosing });
    if ((RAW_TEXT.has(name) || (started && opaque?.has(name))) && !selfClosing) {
      // Skip to the matching end tag: its content is not markup, or not wanted.
      const end = html.indexOf(`</${name}`, TAG.lastIndex);
      TAG.lastIndex = end === -1 ? html.length : end;
      last = TAG.lastIndex;
    }
  }
  pushText(last, html.length);
  return tokens;
}
