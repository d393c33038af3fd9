import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, translations } from '../../site/i18n/strings';
import { resetTranslationWarnings, t } from '../../site/i18n/t';

afterEach(() => {
  vi.restoreAllMocks();
  resetTranslationWarnings();
  delete translations.xx;
});

describe('t', () => {
  it('returns the English string and fills placeholders', () => {
    expect(t('shell.contents')).toBe(en.shell.contents);
    expect(t('shell.pagesOf', { product: 'Joy UI' })).toBe(en.shell.pagesOf.replace('{product}', 'Joy UI'));
  });

  it('warns once per missing key and falls back to English', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    translations.xx = { shell: {} };
    expect(t('shell.contents', undefined, 'xx')).toBe(en.shell.contents);
    expect(t('shell.contents', undefined, 'xx')).toBe(en.shell.contents);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('xx:shell.contents');
  });

  it('logs an error and shows an ellipsis for a missing language', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(t('shell.contents', undefined, 'fr')).toBe('…');
    expect(error).toHaveBeenCalledOnce();
  });
});
