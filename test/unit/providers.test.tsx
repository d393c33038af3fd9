import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DocsProvider, useDocsConfig } from '../../site/docs/DocsProvider';
import { DocsThemeProvider, useDocsTheme } from '../../site/theme/DocsThemeProvider';

function ReadsTheme() {
  return <span>{useDocsTheme().state.paletteMode}</span>;
}

function ReadsConfig() {
  return <span>{useDocsConfig().siteUrl}</span>;
}

describe('provider errors (SPEC §8)', () => {
  it('reading the theme outside its provider throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(<ReadsTheme />)).toThrow('Forgot to wrap component in ThemeProvider');
    expect(renderToString(<DocsThemeProvider><ReadsTheme /></DocsThemeProvider>)).toContain('light');
  });

  it('reading the docs configuration outside its wrapper asks for the docs provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(<ReadsConfig />)).toThrow(/DocsProvider.*docs provider wrapper/);
    expect(renderToString(<DocsProvider config={{ siteUrl: 'https://example.com', repositoryUrl: 'https://example.com/repo' }}><ReadsConfig /></DocsProvider>)).toContain('https://example.com');
  });
});
