import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoFilesOf, demoFilesUnder } from '../../build/demos/demoFiles';
import type { Route } from '../../build/routes';

function page(file: string, productId: Route['productId'], sources: string[]): Route {
  return { kind: 'doc', pathname: '/x', file, frontMatter: { title: 'X' }, code: '', toc: [], imports: sources.map((source, line) => ({ source, line })), codeBlocks: [], productId } as unknown as Route;
}

describe('the demo files the type check starts from', () => {
  it('are the ./demos/ imports of demo pages, once each, with the styling variants beside them', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'demo-files-'));
    mkdirSync(path.join(folder, 'demos'));
    for (const name of ['Basic.tsx', 'Basic.css.tsx', 'Styled.tailwind.tsx', 'data.ts']) writeFileSync(path.join(folder, 'demos', name), '');
    const file = path.join(folder, 'index.mdx');
    const files = await demoFilesOf([
      page(file, 'material-ui', ['./demos/Basic', './demos/Styled.tailwind', './data']),
      page(file, 'material-ui', ['./demos/Basic.tsx']),
      // Not a product with demos: the server bundle refuses its demos, so the check does not take them.
      page(path.join(folder, 'elsewhere.mdx'), null, ['./demos/Other']),
    ]);
    expect(files.sort()).toEqual([path.join(folder, 'demos/Basic.css.tsx'), path.join(folder, 'demos/Basic.tsx'), path.join(folder, 'demos/Styled.tailwind.tsx')]);
  });
});

describe('the demo files prepared before the route table exists', () => {
  it('are the .tsx files in demos/ folders, however deep, and nothing else', async () => {
    const content = mkdtempSync(path.join(os.tmpdir(), 'demo-content-'));
    const write = (relative: string): void => {
      mkdirSync(path.dirname(path.join(content, relative)), { recursive: true });
      writeFileSync(path.join(content, relative), '');
    };
    ['material-ui/button/demos/Basic.tsx', 'material-ui/button/demos/Basic.css.tsx', 'joy-ui/a/b/demos/Deep.tsx', 'material-ui/button/demos/data.ts', 'material-ui/button/Widget.tsx', 'material-ui/button/index.mdx'].forEach(write);
    expect(await demoFilesUnder(content)).toEqual(['joy-ui/a/b/demos/Deep.tsx', 'material-ui/button/demos/Basic.css.tsx', 'material-ui/button/demos/Basic.tsx'].map((file) => path.join(content, file)));
  });
});
