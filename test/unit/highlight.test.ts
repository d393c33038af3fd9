import { describe, expect, it } from 'vitest';
import { highlightToHtml } from '../../build/content/highlight';

const SOURCE = "import Button from '@mui/material/Button';\n";

describe('highlighting', () => {
  // Each test file runs in a fresh worker, so this is the first highlight of the process: shiki's first
  // two-theme call once painted every light-theme token in the keyword colour.
  it('gives the first code of a process the same colours as the rest', { timeout: 30_000 }, async () => {
    const first = await highlightToHtml(SOURCE, 'tsx');
    const second = await highlightToHtml(SOURCE, 'tsx');
    expect(first).toBe(second);
    expect(first).toContain('--shiki-light:#1F2328');
  });

  it('writes one focusable, left-to-right <pre> without inline styles (one tabindex: a second is invalid HTML)', { timeout: 30_000 }, async () => {
    const html = await highlightToHtml(SOURCE, 'tsx');
    const openTag = /^<pre[^>]*>/.exec(html)![0];
    expect(openTag.match(/tabindex=/gi)).toHaveLength(1);
    expect(openTag).toContain('tabindex="0"');
    expect(openTag).toContain('dir="ltr"');
    expect(openTag).not.toContain('style=');
  });
});
