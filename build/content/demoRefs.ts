import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { BuildError } from '../errors';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface JsxElementNode {
  name: string | null;
  attributes: JsxAttribute[];
  position?: { start: { line: number; column: number } };
}

function importedNames(tree: Root): Set<string> {
  const names = new Set<string>();
  visit(tree, 'mdxjsEsm', (node) => {
    for (const match of node.value.matchAll(/import\s+([\s\S]*?)\s+from\s+['"][^'"]+['"]/g)) {
      for (const name of match[1]!.replace(/[{}*]/g, ' ').replace(/\bas\s+/g, ' ').split(/[\s,]+/)) {
        if (/^[A-Za-z_$][\w$]*$/.test(name)) names.add(name);
      }
    }
  });
  return names;
}

/**
 * remark plugin: every `<Demo of={X} />` must name a demo the page imports, so a typo stops the build at
 * its line instead of failing later while rendering (issue 4, "Bad input").
 */
export function remarkCheckDemoRefs() {
  return (tree: Root, file: VFile): void => {
    const imported = importedNames(tree);
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as unknown as JsxElementNode;
      if (element.name !== 'Demo') return;
      const line = element.position?.start.line;
      const of = element.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'of');
      const expression = of && typeof of.value === 'object' && of.value !== null ? (of.value as { value?: string }).value?.trim() : undefined;
      if (!expression) {
        throw new BuildError('<Demo> needs an of={…} prop naming an imported demo.', { file: file.path, line }, "Import the demo (import BasicButtons from './demos/BasicButtons';) and write <Demo of={BasicButtons} />.");
      }
      if (!imported.has(expression)) {
        throw new BuildError(`<Demo of={${expression}}> names a demo this page does not import.`, { file: file.path, line }, `Add import ${expression} from './demos/${expression}'; at the top of the page, or fix the name.`);
      }
    });
  };
}
