import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { getBrowserThemeStore, getServerThemeState, type ThemeStore } from './themeStore';
import type { ColorMode } from './preferences';
import type { ThemeState } from './themeState';

interface DocsThemeContextValue {
  state: ThemeState;
  /** The chosen colour mode (`system` included); `system` until hydration is over. */
  mode: ColorMode;
  store: ThemeStore | null;
}

const DocsThemeContext = createContext<DocsThemeContextValue | null>(null);

const noopSubscribe = (): (() => void) => () => undefined;
const SERVER_MODE: ColorMode = 'system';

/**
 * Exposes the page's theme store to an island. During hydration it renders with the server's state
 * (so markup matches), then re-renders with the visitor's stored preferences.
 */
export function DocsThemeProvider({ children }: { children: ReactNode }) {
  const store = typeof window === 'undefined' ? null : getBrowserThemeStore();
  const subscribe = store ? store.subscribe : noopSubscribe;
  const state = useSyncExternalStore(subscribe, () => (store ? store.getState() : getServerThemeState()), getServerThemeState);
  const mode = useSyncExternalStore(subscribe, () => (store ? store.getMode() : SERVER_MODE), () => SERVER_MODE);
  return <DocsThemeContext.Provider value={{ state, mode, store }}>{children}</DocsThemeContext.Provider>;
}

/** The visitor's theme state; throws when used outside `DocsThemeProvider` (SPEC §8). */
export function useDocsTheme(): DocsThemeContextValue {
  const value = useContext(DocsThemeContext);
  if (!value) throw new Error('Forgot to wrap component in ThemeProvider');
  return value;
}

/**
 * Keeps a library provider's mode (Material's or Joy's `useColorScheme().setMode`) on the visitor's. The
 * effect reads the store, not the context: during hydration the context still carries the server's
 * `system`, and passing that on made Joy's provider resolve it with the OS (light), so a demo's own nested
 * provider wrote "light" on <html> of a dark page.
 */
export function useLibraryModeSync(setMode: (mode: ColorMode) => void): void {
  const { mode, store } = useDocsTheme();
  useEffect(() => setMode(store ? store.getMode() : mode), [mode, store, setMode]);
}
