import { unstable_defaultSxConfig as defaultSxConfig } from '@mui/system';
import { describe, expect, it } from 'vitest';
import { rowSearchText, SYSTEM_GROUPS, systemPropertiesMarkdown, systemPropertyRows } from '../../site/systemProperties/properties';

describe('systemPropertyRows', () => {
  const rows = systemPropertyRows();
  const byProp = new Map(rows.map((row) => [row.prop, row]));

  it('lists every key of the default sx config once, in the package order', () => {
    expect(rows.map((row) => row.prop)).toEqual(Object.keys(defaultSxConfig));
  });

  it('keeps the theme key the package declares for every key that has one', () => {
    for (const [prop, record] of Object.entries(defaultSxConfig)) {
      if (record.themeKey) expect(byProp.get(prop)?.themeKey, prop).toBe(record.themeKey);
    }
  });

  it('finds the theme keys that live in style functions: spacing for margins, paddings and gaps, breakpoints for maxWidth', () => {
    for (const prop of ['p', 'mx', 'marginInlineStart', 'gap', 'rowGap', 'columnGap']) expect(byProp.get(prop)?.themeKey, prop).toBe('spacing');
    expect(byProp.get('maxWidth')?.themeKey).toBe('breakpoints.values');
    expect(byProp.get('display')?.themeKey).toBeNull();
  });

  it('names the CSS properties a key writes, as the package computes them', () => {
    expect(byProp.get('px')?.css).toEqual(['paddingLeft', 'paddingRight']);
    expect(byProp.get('bgcolor')?.css).toEqual(['backgroundColor']);
    expect(byProp.get('displayPrint')).toMatchObject({ css: ['display'], atRule: '@media print' });
    expect(byProp.get('typography')?.css).toEqual([]);
  });

  it('describes number transforms with examples computed by the package', () => {
    expect(byProp.get('m')?.values).toContain('2 → 16px');
    expect(byProp.get('borderRadius')?.values).toContain('2 → 8px');
    expect(byProp.get('width')?.values).toContain('0.5 → 50%');
    expect(byProp.get('border')?.values).toContain('1 → 1px solid');
  });

  it('puts every key in one of the System pages’ groups, and the filter text holds name, CSS and theme key', () => {
    for (const row of rows) expect(SYSTEM_GROUPS).toContain(row.group);
    expect(byProp.get('font')?.group).toBe('typography');
    expect(rowSearchText(byProp.get('bgcolor')!)).toBe('bgcolor · backgroundColor · theme.palette · palette');
  });

  it('writes the same rows as a Markdown table for machine readers', () => {
    const lines = systemPropertiesMarkdown(rows).split('\n');
    expect(lines).toHaveLength(rows.length + 2);
    expect(lines).toContain("| `px` | `paddingLeft`, `paddingRight` | `theme.spacing` | Numbers × the theme unit: 2 → 16px | spacing |");
    expect(lines).toContain("| `displayPrint` | `display` inside `@media print` | — | The display value for printing: 'none' | display |");
  });
});
