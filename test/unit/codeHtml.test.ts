import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { codeTreeToHtml, UnexpectedCodeTree } from '../../build/content/codeHtml';
import { HIGHLIGHT_LANGUAGES, highlightToHast, highlightToHtml } from '../../build/content/highlight';
import { CONTENT_DIR } from '../../build/paths';

// Real demos of every product, read from the content tree (a few per product keep the test quick).
function sampleDemos(): string[] {
  return ['material-ui/react-button', 'material-ui/react-autocomplete', 'joy-ui/react-select', 'base-ui/react-menu', 'system/getting-started/the-sx-prop'].flatMap((page) => {
    const folder = path.join(CONTENT_DIR, page, 'demos');
    return readdirSync(folder)
      .filter((name) => name.endsWith('.tsx'))
      .slice(0, 4)
      .map((name) => readFileSync(path.join(folder, name), 'utf8'));
  });
}

// Text and attribute values with every character either serialiser escapes, in each language.
const AWKWARD = 'const a = b < c && d > "e" || \'f\' + `g`; // é 😀 \0\n\n  <Tag prop="x &amp; y" />\n';

describe('codeTreeToHtml', () => {
  it('writes real demos byte for byte as hast-util-to-html does', { timeout: 60_000 }, async () => {
    const demos = sampleDemos();
    expect(demos.length).toBeGreaterThan(10);
    for (const source of demos) {
      const pre = await highlightToHast(source, 'tsx');
      expect(codeTreeToHtml(pre)).toBe(toHtml(pre));
    }
  });

  it.each(HIGHLIGHT_LANGUAGES)('escapes what hast-util-to-html escapes in %s', { timeout: 30_000 }, async (language) => {
    const pre = await highlightToHast(AWKWARD, language);
    const html = codeTreeToHtml(pre);
    expect(html).toBe(toHtml(pre));
    expect(html).toContain('&#x3C;');
  });

  it('refuses a tree highlighted code never has, and highlighting still writes it through the general serialiser', async () => {
    const withComment: Element = { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'comment', value: 'x' }] };
    expect(() => codeTreeToHtml(withComment)).toThrow(UnexpectedCodeTree);
    const withUnknownProperty: Element = { type: 'element', tagName: 'pre', properties: { hidden: true }, children: [] };
    expect(() => codeTreeToHtml(withUnknownProperty)).toThrow(UnexpectedCodeTree);
    expect(await highlightToHtml('let x = 1;\n', 'ts')).toBe(toHtml(await highlightToHast('let x = 1;\n', 'ts')));
  });
});
