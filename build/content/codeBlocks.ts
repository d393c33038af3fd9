import type { Root as MdastRoot } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { resolveLanguage } from './highlight';

/** A fenced ts/tsx block of a page, type-checked with the demos (build/demos/typecheck.ts). */
export interface CodeBlock {
  language: 'ts' | 'tsx';
  /** The line of the opening fence in the MDX file; the code starts on the next line. */
  line: number;
  source: string;
}

/** The fence meta word that marks a block as a fragment: shown and highlighted, never type-checked. */
export const FRAGMENT_META = 'fragment';

/** Whether a fence (language and meta string) asks for a type check: ts or tsx, not marked `fragment`. */
export function checkedLanguage(lang: string | null | undefined, meta: string | null | undefined): CodeBlock['language'] | null {
  const language = lang ? resolveLanguage(lang) : null;
  if (language !== 'ts' && language !== 'tsx') return null;
  return (meta ?? '').split(/\s+/).includes(FRAGMENT_META) ? null : language;
}

/** Remark plugin: hands every checked block of the page to `add`, with its fence's line. */
export function remarkCollectCodeBlocks(add: (file: VFile, block: CodeBlock) => void) {
  return () =>
    (tree: MdastRoot, file: VFile): void => {
      visit(tree, 'code', (node) => {
        const language = checkedLanguage(node.lang, node.meta);
        if (language && node.position) add(file, { language, line: node.position.start.line, source: node.value });
      });
    };
}
