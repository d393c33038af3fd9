import { extendTheme } from '@mui/joy/styles';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIN, EMPTY_CHOICE, deriveScale, themeCode, themeOptions, type ThemeChoice } from '../../site/themeBuilder/themeCode';

// The object literal passed to extendTheme in the generated code, evaluated as the reader's bundler would.
function evaluateOptions(code: string): unknown {
  const match = /extendTheme\((\{[\s\S]*\})\);/.exec(code);
  if (!match) throw new Error(`No extendTheme call in:\n${code}`);
  return new Function(`return (${match[1]});`)();
}

describe('theme builder code generation', () => {
  const choice: ThemeChoice = { light: { primary: '#6B3FD4', danger: '#b42358' }, dark: { primary: '#0e7c86' } };

  it('writes the chosen colors into an extendTheme call, per color scheme', () => {
    const code = themeCode(choice);
    expect(code).toContain("import { extendTheme } from '@mui/joy/styles';");
    expect(code).toContain("500: '#6b3fd4',");
    expect(code).toContain("500: '#b42358',");
    expect(code).toContain("500: '#0e7c86',");
    expect(code).toMatch(/light: \{\n\s+palette: \{\n\s+primary: \{\n\s+50: '#[0-9a-f]{6}',/);
    expect(code).toContain('dark: {');
    // Colors left at their default stay out of the theme.
    expect(code).not.toContain('neutral');
    expect(code).not.toContain('success');
  });

  it('generates code whose object equals the options and round-trips through extendTheme', () => {
    const code = themeCode(choice);
    const options = evaluateOptions(code);
    expect(options).toEqual(themeOptions(choice));
    const theme = extendTheme(options as Parameters<typeof extendTheme>[0]);
    expect(theme.colorSchemes.light.palette.primary[500]).toBe('#6b3fd4');
    expect(theme.colorSchemes.light.palette.danger[500]).toBe('#b42358');
    expect(theme.colorSchemes.dark.palette.primary[500]).toBe('#0e7c86');
    // Joy still derives its variant tokens from the new scale.
    expect(theme.colorSchemes.light.palette.primary.solidBg).toContain('--joy-palette-primary-500');
  });

  it('leaves an untouched palette to Joy UI defaults', () => {
    const code = themeCode(EMPTY_CHOICE);
    expect(evaluateOptions(code)).toEqual({});
    expect(themeOptions({ light: { primary: DEFAULT_MAIN.primary.toUpperCase() }, dark: {} })).toEqual({});
    expect(() => extendTheme(evaluateOptions(code) as Parameters<typeof extendTheme>[0])).not.toThrow();
  });

  it('derives a scale from light to dark around the chosen 500', () => {
    const scale = deriveScale('#808080');
    expect(scale[500]).toBe('#808080');
    expect(scale[50] > scale[500]).toBe(true);
    expect(scale[900] < scale[500]).toBe(true);
    expect(() => deriveScale('blue')).toThrow();
  });
});
