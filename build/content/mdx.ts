import { compile } from '@mdx-js/mdx';
import type { Element, Root as HastRoot, ElementContent } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { toString as hastToString } from 'hast-util-to-string';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { remarkChangelog } from '../changelog/remarkChangelog';
import { BuildError } from '../errors';
import { remarkCollectCodeBlocks, type CodeBlock } from './codeBlocks';
import { remarkCheckDemoRefs } from './demoRefs';
import { highlightToHast, resolveLanguage } from './highlight';
import { twinOutlineOf, type TwinOutline } from './twinOutline';
import type { TocEntry } from '../../site/render/types';

/** An ES import written in an MDX page, with the line it is on. */
export interface MdxImport {
  source: string;
  line: number;
}

/** The result of compiling one page: JavaScript for the bundler and facts for the route table. */
export interface CompiledMdx {
  code: string;
  toc: TocEntry[];
  imports: MdxImport[];
  /** Every element id in the page body, for the anchor checker. */
  ids: string[];
  /** Fenced ts/tsx blocks not marked `fragment`: the build type-checks them with the demos. */
  codeBlocks: CodeBlock[];
  /** What the page's Markdown twin needs of the parsed page (build/machine/toMarkdown.ts). */
  twinOutline: TwinOutline;
}

interface CollectedData {
  toc: TocEntry[];
  imports: MdxImport[];
  ids: string[];
  codeBlocks: CodeBlock[];
  errors: BuildError[];
  twinOutline?: TwinOutline;
}

function collected(file: VFile): CollectedData {
  file.data.collected ??= { toc: [], imports: [], ids: [], codeBlocks: [], errors: [] } satisfies CollectedData;
  return file.data.collected as CollectedData;
}

// Outlines the page for its Markdown twin from the tree as parsed, before the plugins below change it.
function remarkTwinOutline() {
  return (tree: MdastRoot, file: VFile): void => {
    collected(file).twinOutline = twinOutlineOf(tree, String(file.value));
  };
}

// Records `import … from '…'` statements so the build can check them against the file system with a line number.
function remarkCollectImports() {
  return (tree: MdastRoot, file: VFile): void => {
    visit(tree, 'mdxjsEsm', (node) => {
      const line = node.position?.start.line ?? 1;
      for (const match of node.value.matchAll(/from\s+['"]([^'"]+)['"]/g)) {
        // One ESM block holds every import: count lines within it so each import reports its own line.
        collected(file).imports.push({ source: match[1]!, line: line + node.value.slice(0, match.index).split('\n').length - 1 });
      }
    });
  };
}

function anchorLink(id: string): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: { className: ['anchor-link'], href: `#${id}`, ariaHidden: 'true', tabIndex: -1 },
    children: [{ type: 'text', value: '#' }],
  };
}

// Collects the h2/h3 outline and every id, and adds a "#" link to each heading.
function rehypeHeadings() {
  return (tree: HastRoot, file: VFile): void => {
    visit(tree, 'element', (node: Element) => {
      const id = node.properties?.id;
      if (typeof id === 'string') collected(file).ids.push(id);
      if ((node.tagName === 'h2' || node.tagName === 'h3') && typeof id === 'string') {
        collected(file).toc.push({ depth: node.tagName === 'h2' ? 2 : 3, id, text: hastToString(node).trim() });
        node.children.push(anchorLink(id));
      }
    });
  };
}

// Replaces fenced code with build-time highlighted HTML, wrapped for the copy button.
function rehypeHighlight() {
  return async (tree: HastRoot, file: VFile): Promise<void> => {
    const jobs: Promise<void>[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      const classes = (code.properties?.className as string[] | undefined) ?? [];
      const fence = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
      const line = node.position?.start.line;
      if (!fence) {
        collected(file).errors.push(
          new BuildError('A fenced code block has no language.', { file: file.path, line }, 'Write the language after the opening fence, e.g. ```tsx or ```bash.'),
        );
        return;
      }
      const language = resolveLanguage(fence);
      if (!language) {
        collected(file).errors.push(
          new BuildError(`Unknown code block language "${fence}".`, { file: file.path, line }, 'Use one of tsx, ts, jsx, js, bash, json, css, html, diff, yaml, md.'),
        );
        return;
      }
      jobs.push(
        highlightToHast(hastToString(code), language).then((pre) => {
          const wrapper: Element = {
            type: 'element',
            tagName: 'div',
            properties: { className: ['code-block'] },
            children: [pre as ElementContent],
          };
          parent.children[index] = wrapper;
        }),
      );
    });
    await Promise.all(jobs);
  };
}

function toBuildError(file: string, error: unknown): BuildError {
  if (error instanceof BuildError) return error;
  const message = error as { reason?: string; message?: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line?: number; column?: number } } };
  const place = message.place && 'start' in message.place ? message.place.start : message.place;
  return new BuildError(
    `MDX syntax error: ${message.reason ?? message.message ?? String(error)}`,
    { file, line: message.line ?? place?.line, column: message.column ?? place?.column },
    'Check unclosed tags and braces near this line; in prose, write `{`, `}` and `<` inside backticks or escape them.',
  );
}

/** Compiles an MDX page body to an ES module for the server bundle, collecting its outline, imports and ids. */
export async function compileMdx(file: string, body: string): Promise<CompiledMdx> {
  let result: VFile;
  try {
    result = await compile(
      { path: file, value: body },
      {
        remarkPlugins: [remarkGfm, remarkTwinOutline, remarkChangelog, remarkCollectImports, remarkCheckDemoRefs, remarkCollectCodeBlocks((page, block) => collected(page).codeBlocks.push(block))],
        rehypePlugins: [rehypeSlug, rehypeHeadings, rehypeHighlight],
        providerImportSource: undefined,
        development: false,
      },
    );
  } catch (error) {
    throw toBuildError(file, error);
  }
  const data = collected(result);
  if (data.errors.length > 0) throw data.errors[0];
  if (!data.twinOutline) throw new Error(`${file}: the MDX compiler skipped the twin outline plugin`);
  return { code: String(result.value), toc: data.toc, imports: data.imports, ids: data.ids, codeBlocks: data.codeBlocks, twinOutline: data.twinOutline };
}

// A page with what most pages have (headings, inline code, a link, a table, a highlighted block).
const WARM_UP_PAGE = ['## Warm-up', '', 'Text with `code` and a [link](/material-ui/).', '', '| a | b |', '|---|---|', '| 1 | 2 |', '', '```tsx', 'const element = <div className="warm-up" />;', '```', ''].join('\n');

/**
 * Compiles a small page that nothing keeps, so the next real compile finds the highlighter's grammars
 * loaded and the pipeline warm: in dev mode every page comes from the cache, and the first edit of a
 * session paid for both (about 400 ms on top of the 150 ms a compile of the Button page takes).
 */
export function warmUpMdxCompiler(): Promise<CompiledMdx> {
  return compileMdx('warm-up.mdx', WARM_UP_PAGE);
}
