// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { applyThemeToDocument, readPreferences, STORAGE_KEYS, writePreferences, type PreferenceStorage } from '../../site/theme/preferences';
import { createThemeStore, type DarkModeQuery } from '../../site/theme/themeStore';
import { initialThemeState } from '../../site/theme/themeState';

function memoryStorage(initial: Record<string, string> = {}): PreferenceStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function darkQuery(matches: boolean): DarkModeQuery & { fire(next: boolean): void } {
  const listeners: Array<(event: { matches: boolean }) => void> = [];
  return {
    matches,
    addEventListener: (_type: 'change', listener: (event: { matches: boolean }) => void) => void listeners.push(listener),
    fire(next: boolean) {
      this.matches = next;
      listeners.forEach((listener) => listener({ matches: next }));
    },
  };
}

describe('readPreferences / writePreferences', () => {
  it('defaults to system mode and the initial state', () => {
    expect(readPreferences(memoryStorage(), false)).toEqual({ mode: 'system', state: initialThemeState });
    expect(readPreferences(null, true).state.paletteMode).toBe('dark');
  });

  it('reads what it wrote, and ignores malformed values', () => {
    const storage = memoryStorage();
    const state = { ...initialThemeState, paletteMode: 'dark' as const, direction: 'rtl' as const, dense: true, spacing: 6, paletteColors: { primary: '#00796b' } };
    writePreferences(storage, { mode: 'dark', state });
    expect(storage.data.get(STORAGE_KEYS.mode)).toBe('dark');
    expect(storage.data.get(STORAGE_KEYS.colorScheme)).toBe('dark');
    expect(readPreferences(storage, false)).toEqual({ mode: 'dark', state });
    const broken = memoryStorage({ [STORAGE_KEYS.density]: '{oops', [STORAGE_KEYS.paletteColors]: '{"primary":"red"}', [STORAGE_KEYS.mode]: 'purple' });
    expect(readPreferences(broken, false)).toEqual({ mode: 'system', state: initialThemeState });
  });
});

describe('createThemeStore', () => {
  it('follows the OS live in system mode, and stops when a mode is chosen', () => {
    const query = darkQuery(false);
    const onChange = vi.fn();
    const store = createThemeStore({ storage: memoryStorage(), darkQuery: query, onChange });
    query.fire(true);
    expect(store.getState().paletteMode).toBe('dark');
    store.setMode('light');
    query.fire(false);
    query.fire(true);
    expect(store.getState().paletteMode).toBe('light');
    expect(store.getMode()).toBe('light');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('persists dispatched changes and notifies subscribers once per real change', () => {
    const storage = memoryStorage();
    const store = createThemeStore({ storage, darkQuery: null });
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'SET_DENSE', payload: true });
    store.dispatch({ type: 'CHANGE', payload: {} });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.density)!)).toEqual({ dense: true, spacing: 8 });
  });
});

describe('applyThemeToDocument', () => {
  it('reflects mode, direction and density on the document (SPEC §4)', () => {
    document.head.innerHTML = '<meta name="theme-color" content="#0072E5"><meta name="theme-color" content="#0072E5">';
    applyThemeToDocument(document, { ...initialThemeState, paletteMode: 'dark', direction: 'rtl', dense: true });
    expect(document.documentElement.getAttribute('data-mui-color-scheme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-density')).toBe('dense');
    expect(document.body.classList.contains('mode-dark')).toBe(true);
    expect(document.body.getAttribute('dir')).toBe('rtl');
    expect([...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('content'))).toEqual(['#101418', '#101418']);
    applyThemeToDocument(document, initialThemeState);
    expect(document.body.classList.contains('mode-dark')).toBe(false);
    expect(document.body.classList.contains('mode-light')).toBe(true);
    expect(document.documentElement.hasAttribute('data-density')).toBe(false);
    expect(document.querySelector('meta[name="theme-color"]')!.getAttribute('content')).toBe('#0072E5');
  });
});
