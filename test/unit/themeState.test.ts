import { describe, expect, it } from 'vitest';
import { initialThemeState, themeReducer, type ThemeAction, type ThemeState } from '../../site/theme/themeState';

const state: ThemeState = { ...initialThemeState };

describe('themeReducer (SPEC §4)', () => {
  it('starts from the documented initial state', () => {
    expect(initialThemeState).toEqual({ dense: false, direction: 'ltr', paletteColors: {}, spacing: 8, paletteMode: 'light' });
  });

  it('sets, increases and decreases the spacing', () => {
    expect(themeReducer(state, { type: 'SET_SPACING', payload: 6 }).spacing).toBe(6);
    expect(themeReducer(state, { type: 'INCREASE_SPACING' }).spacing).toBe(9);
    expect(themeReducer(state, { type: 'DECREASE_SPACING' }).spacing).toBe(7);
  });

  it('sets dense and resets density to dense false, spacing 8', () => {
    const dense = themeReducer({ ...state, spacing: 11 }, { type: 'SET_DENSE', payload: true });
    expect(dense).toMatchObject({ dense: true, spacing: 11 });
    expect(themeReducer(dense, { type: 'RESET_DENSITY' })).toMatchObject({ dense: false, spacing: 8 });
  });

  it('resets colours', () => {
    expect(themeReducer({ ...state, paletteColors: { primary: '#00796b' } }, { type: 'RESET_COLORS' }).paletteColors).toEqual({});
  });

  it('changes only the given fields', () => {
    const next = themeReducer(state, { type: 'CHANGE', payload: { paletteMode: 'dark' } });
    expect(next).toEqual({ ...state, paletteMode: 'dark' });
    const rtl = themeReducer(next, { type: 'CHANGE', payload: { direction: 'rtl', paletteColors: { secondary: '#f57c00' } } });
    expect(rtl).toEqual({ ...state, paletteMode: 'dark', direction: 'rtl', paletteColors: { secondary: '#f57c00' } });
  });

  it('returns the same object when a change changes nothing', () => {
    const coloured = { ...state, paletteColors: { primary: '#00796b' } };
    expect(themeReducer(coloured, { type: 'CHANGE', payload: { paletteMode: 'light', direction: 'ltr', paletteColors: { primary: '#00796b' } } })).toBe(coloured);
    expect(themeReducer(coloured, { type: 'CHANGE', payload: {} })).toBe(coloured);
  });

  it('throws on an unrecognised action', () => {
    expect(() => themeReducer(state, { type: 'TOGGLE_EVERYTHING' } as unknown as ThemeAction)).toThrow('Unrecognized type TOGGLE_EVERYTHING');
  });
});
