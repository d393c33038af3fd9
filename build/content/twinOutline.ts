import type { Root, RootContent } from 'mdast';
import { sha1 } from '../bundle/inputHashes';

// What a page's Markdown twin (build/machine/toMarkdown.ts) needs of its parsed MDX, made by the MDX
// compiler from the tree it parses anyway (build/content/mdx.ts).

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

/** A stretch of a page body its twin replaces: ESM or an expression (dropped), or a capitalised component. */
export type TwinPiece =
  | { kind: 'drop'; start: number; end: number }
  | {
      kind: 'component';
      start: number;
      end: number;
      name: string;
      /** Its attributes with a text or expression value, by name. */
      attributes: Record<string, string>;
      /** Where its children are in the body, or null when it has none. */
      children: [number, number] | null;
    };

/**
 * What a page's Markdown twin needs of its parsed MDX: the components to replace, where they are, and the
 * imports. The MDX compiler makes it from the tree it parses anyway (build/content/mdx.ts), so writing the
 * twin does not parse the page a second time (about 10 ms a page).
 */
export interface TwinOutline {
  /** The sha1 of the body it was made from: an outline is used for that text only. */
  bodyHash: string;
  /** Each imported name's module path. */
  imports: Record<string, string>;
  pieces: TwinPiece[];
}

function attributesOf(node: { attributes: JsxAttribute[] }): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const item of node.attributes) {
    if (item.type !== 'mdxJsxAttribute' || !item.name) continue;
    if (typeof item.value === 'string') attributes[item.name] = item.value;
    else {
      const expression = (item.value as { value?: string } | null | undefined)?.value?.trim();
      if (expression !== undefined) attributes[item.name] = expression;
    }
  }
  return attributes;
}

function childrenRange(node: { children: RootContent[] }): [number, number] | null {
  const first = node.children[0]?.position?.start.offset;
  const last = node.children.at(-1)?.position?.end.offset;
  return first === undefined || last === undefined ? null : [first, last];
}

/** The twin outline of a parsed page body (an MDX tree as parsed, or after MDX's own unravelling). */
export function twinOutlineOf(tree: Root, body: string): TwinOutline {
  const imports: Record<string, string> = {};
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of node.value.matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+)['"]/g)) imports[match[1]!] = match[2]!;
  }
  const pieces: TwinPiece[] = [];
  const visit = (nodes: RootContent[]): void => {
    for (const node of nodes) {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) continue;
      if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        pieces.push({ kind: 'drop', start, end });
      } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && /^[A-Z]/.test(node.name)) {
        pieces.push({ kind: 'component', start, end, name: node.name, attributes: attributesOf(node as never), children: childrenRange(node) });
      } else if ('children' in node && Array.isArray(node.children)) {
        visit(node.children as RootContent[]);
      }
    }
  };
  visit(tree.children);
  return { bodyHash: sha1(body), imports, pieces };
}
