import { describe, expect, it } from 'vitest';
import { warmUpMdxCompiler } from '../../build/content/mdx';

// Dev mode compiles this page once the first page is served (build/dev/server.ts) and ignores a failure,
// so a warm-up page the pipeline rejects, or one that skips the highlighter, would go unnoticed there.
describe('the MDX compiler warm-up', { timeout: 30_000 }, () => {
  it('compiles cleanly through the parts a real page uses: the highlighter, tables and headings', async () => {
    const compiled = await warmUpMdxCompiler();
    expect(compiled.code).toContain('shiki');
    expect(compiled.code).toContain('"table"');
    expect(compiled.toc.map((entry) => entry.id)).toEqual(['warm-up']);
  });
});
