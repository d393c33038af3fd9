import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { checkedLanguage } from '../../build/content/codeBlocks';
import { compileMdx } from '../../build/content/mdx';
import { typeCheckDemos, type CodeBlockInput } from '../../build/demos/typecheck';

// Compiling MDX loads shiki's grammars: seconds on a busy machine.
describe('which fenced blocks are type-checked', { timeout: 30_000 }, () => {
  it('checks ts and tsx (and the typescript alias), never a fragment or another language', () => {
    expect(checkedLanguage('tsx', null)).toBe('tsx');
    expect(checkedLanguage('typescript', '')).toBe('ts');
    expect(checkedLanguage('tsx', 'fragment')).toBeNull();
    expect(checkedLanguage('ts', 'title="x" fragment')).toBeNull();
    expect(checkedLanguage('jsx', null)).toBeNull();
    expect(checkedLanguage('bash', null)).toBeNull();
  });

  it('collects a page’s checked blocks with the line of their fence', async () => {
    const body = ['# Title', '', '```tsx', 'const a = 1;', '```', '', '```tsx fragment', 'a + b;', '```', '', '```bash', 'npm i', '```', ''].join('\n');
    const { codeBlocks } = await compileMdx('/virtual/page.mdx', body);
    expect(codeBlocks).toEqual([{ language: 'tsx', line: 3, source: 'const a = 1;' }]);
  });
});

/** A tiny project with only a tsconfig: blocks import nothing. */
function project(): { root: string; cacheDir: string; page: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'codeblocks-'));
  writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', types: [] } }));
  mkdirSync(path.join(root, 'page'));
  const page = path.join(root, 'page', 'index.mdx');
  writeFileSync(page, '');
  return { root, cacheDir: path.join(root, '.cache'), page };
}

describe('type-checking code blocks', { timeout: 30_000 }, () => {
  // Each check starts a TypeScript program (the standard library alone takes a second): slow on a busy machine.
  it('reports an error at the MDX file and the line inside the block', async () => {
    const { root, cacheDir, page } = project();
    const blocks: CodeBlockInput[] = [{ file: page, line: 10, language: 'ts', source: 'const ok = 1;\nconst wrong: number = "text";\n' }];
    const errors = await typeCheckDemos([], root, { cacheDir, codeBlocks: blocks });
    expect(errors).toEqual([expect.objectContaining({ file: page, line: 12, column: 7, inCodeBlock: true })]);
    expect(errors[0]!.message).toMatch(/Type 'string' is not assignable to type 'number'/);
  });

  it('checks each block as a module of its own: two blocks may declare the same name', async () => {
    const { root, cacheDir, page } = project();
    const blocks: CodeBlockInput[] = [
      { file: page, line: 1, language: 'ts', source: 'const theme = 1;\n' },
      { file: page, line: 5, language: 'ts', source: 'const theme = "dark";\n' },
    ];
    expect(await typeCheckDemos([], root, { cacheDir, codeBlocks: blocks })).toEqual([]);
  });

  it('remembers a clean result and checks again when a block changed', async () => {
    const { root, cacheDir, page } = project();
    const onCheck = vi.fn();
    const block: CodeBlockInput = { file: page, line: 3, language: 'tsx', source: 'export const label: string = "Send";\n' };
    expect(await typeCheckDemos([], root, { cacheDir, onCheck, codeBlocks: [block] })).toEqual([]);
    expect(await typeCheckDemos([], root, { cacheDir, onCheck, codeBlocks: [block] })).toEqual([]);
    expect(onCheck).toHaveBeenCalledTimes(1);
    const edited = { ...block, source: 'export const label: string = 42;\n' };
    expect(await typeCheckDemos([], root, { cacheDir, onCheck, codeBlocks: [edited] })).toHaveLength(1);
    expect(onCheck).toHaveBeenCalledTimes(2);
  });
});

describe('what a code block can import', { timeout: 30_000 }, () => {
  it('resolves a relative import from the page’s folder, and reports a wrong use of what it imports', async () => {
    const { root, cacheDir, page } = project();
    writeFileSync(path.join(root, 'page', 'theme.ts'), 'export const spacing: number = 8;\n');
    const fine: CodeBlockInput = { file: page, line: 4, language: 'ts', source: "import { spacing } from './theme';\nexport const double: number = spacing * 2;\n" };
    expect(await typeCheckDemos([], root, { cacheDir, codeBlocks: [fine] })).toEqual([]);
    const wrong: CodeBlockInput = { ...fine, source: "import { spacing } from './theme';\nexport const name: string = spacing;\n" };
    expect(await typeCheckDemos([], root, { cacheDir, codeBlocks: [wrong] })).toEqual([expect.objectContaining({ file: page, line: 6, inCodeBlock: true })]);
  });

  it('stops with the compiler’s message when the project’s tsconfig is unusable', async () => {
    const { root, cacheDir, page } = project();
    writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'NotATarget' } }));
    const block: CodeBlockInput = { file: page, line: 1, language: 'ts', source: 'export const a = 1;\n' };
    await expect(typeCheckDemos([], root, { cacheDir, codeBlocks: [block] })).rejects.toThrow(/target/);
  });

  // The bench's project copies link the checkout's node_modules, where the blocks are written.
  it('keeps the blocks of a project whose node_modules is a link apart from the linked project’s', async () => {
    const first = project();
    const second = project();
    mkdirSync(path.join(first.root, 'node_modules'));
    symlinkSync(path.join(first.root, 'node_modules'), path.join(second.root, 'node_modules'));
    const block = (page: string, source: string): CodeBlockInput => ({ file: page, line: 1, language: 'ts', source });
    expect(await typeCheckDemos([], first.root, { cacheDir: first.cacheDir, codeBlocks: [block(first.page, 'export const size: number = 1;\n')] })).toEqual([]);
    const blockFilesOfFirst = (): string[] => readdirSync(path.join(first.root, 'node_modules', '.cache', 'docs-code-blocks', 'project'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'));
    const [written] = blockFilesOfFirst();
    const errors = await typeCheckDemos([], second.root, { cacheDir: second.cacheDir, codeBlocks: [block(second.page, 'export const size: number = "large";\n')] });
    expect(errors).toEqual([expect.objectContaining({ file: second.page, line: 2, inCodeBlock: true })]);
    expect(blockFilesOfFirst()).toEqual([written]);
    expect(readFileSync(path.join(first.root, 'node_modules', '.cache', 'docs-code-blocks', 'project', written!), 'utf8')).toBe('export const size: number = 1;\n');
  });
});
