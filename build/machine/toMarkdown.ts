import { createProcessor } from '@mdx-js/mdx';
import type { Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';

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

interface Replacement {
  start: number;
  end: number;
  text: string;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

const processor = createProcessor({ remarkPlugins: [remarkGfm] });

function importsOf(tree: Root): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of node.value.matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+)['"]/g)) imports.set(match[1]!, match[2]!);
  }
  return imports;
}

function attribute(node: { attributes: JsxAttribute[] }, name: string): string | undefined {
  const found = node.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === name);
  if (!found) return undefined;
  if (typeof found.value === 'string') return found.value;
  const expression = found.value as { value?: string } | null | undefined;
  return expression?.value?.trim();
}

function childrenSource(source: string, node: { children: RootContent[] }): string {
  const first = node.children[0]?.position?.start.offset;
  const last = node.children.at(-1)?.position?.end.offset;
  return first === undefined || last === undefined ? '' : source.slice(first, last);
}

const CALLOUT_LABELS: Record<string, string> = { info: 'Note', warning: 'Warning', success: 'Tip' };

/**
 * Turns an MDX page body into plain Markdown for machines: imports dropped, each demo replaced by its
 * source in a fenced block, callouts as block quotes, data components by their Markdown stand-ins and
 * any other component by its children. Prose is kept exactly as written.
 */
export function mdxToMarkdown(body: string, context: MarkdownContext): string {
  const tree = processor.parse(body) as Root;
  const imports = importsOf(tree);
  const replacements: Replacement[] = [];
  const visit = (nodes: RootContent[]): void => {
    for (const node of nodes) {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) continue;
      if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        replacements.push({ start, end, text: '' });
      } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && /^[A-Z]/.test(node.name)) {
        replacements.push({ start, end, text: componentMarkdown(node as never, body, imports, context) });
      } else if ('children' in node && Array.isArray(node.children)) {
        visit(node.children as RootContent[]);
      }
    }
  };
  visit(tree.children);
  let markdown = body;
  for (const replacement of replacements.sort((a, b) => b.start - a.start)) {
    markdown = markdown.slice(0, replacement.start) + replacement.text + markdown.slice(replacement.end);
  }
  const header = [`# ${context.title}`, '', `> ${context.description}`, ...(context.preface ? ['', context.preface] : [])].join('\n');
  return `${header}\n\n${markdown.trim()}\n`.replace(/\n{3,}/g, '\n\n');
}

function componentMarkdown(node: { name: string; attributes: JsxAttribute[]; children: RootContent[] }, body: string, imports: Map<string, string>, context: MarkdownContext): string {
  if (node.name === 'Demo') {
    const name = attribute(node, 'of') ?? '';
    const source = imports.has(name) ? context.demoSource(imports.get(name)!) : null;
    return source === null ? '' : `Demo \`${name}\`:\n\n\`\`\`tsx\n${source.trimEnd()}\n\`\`\``;
  }
  if (node.name === 'Callout') {
    const label = CALLOUT_LABELS[attribute(node, 'type') ?? 'info'] ?? 'Note';
    const inner = childrenSource(body, node).trim().split('\n');
    return [`> **${label}:** ${inner[0] ?? ''}`, ...inner.slice(1).map((line) => (line === '' ? '>' : `> ${line}`))].join('\n');
  }
  const standIn = context.components[node.name];
  if (standIn) return standIn();
  return childrenSource(body, node).trim();
}
