import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import { sha1 } from '../bundle/inputHashes';
import { twinOutlineOf, type TwinOutline, type TwinPiece } from '../content/twinOutline';

/** What the converter needs besides the MDX body: demo sources and Markdown for special components. */
export interface MarkdownContext {
  title: string;
  description: string;
  /** A demo's source by its import path (`./demos/BasicButtons`); null when it cannot be read. */
  demoSource: (importPath: string) => string | null;
  /** Markdown standing in for a component that renders data (`VersionsTable`, `BlogIndex`); keyed by name. */
  components: Record<string, () => string>;
  /** Lines placed under the description, e.g. a blog post's date and authors. */
  preface?: string;
}

const processor = createProcessor({ remarkPlugins: [remarkGfm] });

const CALLOUT_LABELS: Record<string, string> = { info: 'Note', warning: 'Warning', success: 'Tip' };

function componentMarkdown(piece: Extract<TwinPiece, { kind: 'component' }>, body: string, imports: Record<string, string>, context: MarkdownContext): string {
  const children = piece.children ? body.slice(piece.children[0], piece.children[1]) : '';
  if (piece.name === 'Demo') {
    const name = piece.attributes.of ?? '';
    const source = Object.hasOwn(imports, name) ? context.demoSource(imports[name]!) : null;
    return source === null ? '' : `Demo \`${name}\`:\n\n\`\`\`tsx\n${source.trimEnd()}\n\`\`\``;
  }
  if (piece.name === 'Callout') {
    const label = CALLOUT_LABELS[piece.attributes.type ?? 'info'] ?? 'Note';
    const inner = children.trim().split('\n');
    return [`> **${label}:** ${inner[0] ?? ''}`, ...inner.slice(1).map((line) => (line === '' ? '>' : `> ${line}`))].join('\n');
  }
  const standIn = context.components[piece.name];
  if (standIn) return standIn();
  return children.trim();
}

/**
 * Turns an MDX page body into plain Markdown for machines: imports dropped, each demo replaced by its
 * source in a fenced block, callouts as block quotes, data components by their Markdown stand-ins and
 * any other component by its children. Prose is kept exactly as written. The body is parsed unless
 * `outline` was made from this very text.
 */
export function mdxToMarkdown(body: string, context: MarkdownContext, outline?: TwinOutline): string {
  const { imports, pieces } = outline?.bodyHash === sha1(body) ? outline : twinOutlineOf(processor.parse(body) as Root, body);
  let markdown = body;
  for (const piece of [...pieces].sort((a, b) => b.start - a.start)) {
    const text = piece.kind === 'drop' ? '' : componentMarkdown(piece, body, imports, context);
    markdown = markdown.slice(0, piece.start) + text + markdown.slice(piece.end);
  }
  const header = [`# ${context.title}`, '', `> ${context.description}`, ...(context.preface ? ['', context.preface] : [])].join('\n');
  return `${header}\n\n${markdown.trim()}\n`.replace(/\n{3,}/g, '\n\n');
}
