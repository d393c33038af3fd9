import { describe, expect, it } from 'vitest';
import { breakpointsTable, paletteTable, spacingTable, tokenTablesMarkdown, typographyTable, zIndexTable, transitionCreateTable } from '../../site/themeDocs/tokens';

describe('theme token tables', () => {
  it('reads the palette of both modes from createTheme', () => {
    const table = paletteTable();
    const main = table.rows.find((row) => 'code' in row[0]! && row[0].code === 'palette.primary.main')!;
    expect(main[1]).toEqual({ code: '#1976d2', swatch: '#1976d2' });
    expect(main[2]).toEqual({ code: '#90caf9', swatch: '#90caf9' });
  });
  it('lists variants, breakpoints, spacing and z-index', () => {
    expect(typographyTable().rows.map((row) => ('code' in row[0]! ? row[0].code : ''))).toContain('overline');
    expect(breakpointsTable().rows[1]!.map((cell) => ('code' in cell ? cell.code : ''))).toEqual(['sm', '600px', '(min-width:600px)', '(max-width:599.95px)', '(min-width:600px) and (max-width:899.95px)']);
    expect(spacingTable().rows[2]![1]).toEqual({ code: '16px' });
    expect(zIndexTable().rows[0]![0]).toEqual({ code: 'zIndex.mobileStepper' });
    expect(transitionCreateTable().rows[0]![1]).toEqual({ code: 'all 300ms cubic-bezier(0.4, 0, 0.2, 1) 0ms' });
  });
  it('writes Markdown tables', () => {
    const markdown = tokenTablesMarkdown('DefaultZIndex');
    expect(markdown.split('\n')[0]).toBe('| Key | Value |');
    expect(markdown).toContain('| `zIndex.tooltip` | `1500` |');
  });
});
