import { describe, expect, it } from 'vitest';
import { generatePeerTree, generateScaleTree, navAppendix } from '../../bench/scaleContent';

const words = (mdx: string): number => mdx.split('---')[2]!.replace(/```[\s\S]*?```/g, '').replace(/<[^>]+>|import .*/g, '').split(/\s+/).filter(Boolean).length;

describe('the scale benchmark’s synthetic content', () => {
  it('spreads pages over the four libraries with 0–8 demos each, about 500 words, headings and a code block', () => {
    const pages = generateScaleTree(100);
    expect(pages).toHaveLength(100);
    expect(new Set(pages.map((page) => page.product))).toEqual(new Set(['material-ui', 'joy-ui', 'base-ui', 'system']));
    const demoCounts = pages.map((page) => page.files.length - 1);
    expect(Math.min(...demoCounts)).toBe(0);
    expect(Math.max(...demoCounts)).toBe(8);
    for (const page of pages) {
      const mdx = page.files[0]!.contents;
      expect(words(mdx)).toBeGreaterThan(400);
      expect(words(mdx)).toBeLessThan(600);
      expect(mdx.match(/^## /gm)).toHaveLength(4);
      expect(mdx).toContain('```tsx\n');
      // Every demo file is imported and placed.
      for (const demo of page.files.slice(1)) expect(mdx).toContain(`<Demo of={${demo.path.match(/(\w+)\.tsx$/)![1]}} />`);
    }
  });

  it('writes the same tree every time and reaches every page from its product navigation', () => {
    expect(generateScaleTree(40)).toEqual(generateScaleTree(40));
    const pages = generateScaleTree(40);
    const appendix = navAppendix(pages, 'joy-ui');
    for (const page of pages.filter((candidate) => candidate.product === 'joy-ui')) expect(appendix).toContain(`"pathname":"${page.pathname}"`);
  });

  it('gives the peer workload one Material UI Button demo per page', () => {
    const pages = generatePeerTree(200);
    expect(pages).toHaveLength(200);
    for (const page of pages) {
      expect(page.files).toHaveLength(2);
      expect(page.files[1]!.contents).toContain("from '@mui/material/Button'");
      expect(page.files[0]!.contents).toContain('<Demo of={ScaleDemo0} />');
    }
  });
});
