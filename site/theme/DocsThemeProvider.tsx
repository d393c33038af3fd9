import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
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
 * The visitor's colour mode now, for effects that hand it to a library provider. During hydration the
 * context still carries the server's `system`; an effect of that commit that passed it on made Joy's
 * provider resolve `system` with the OS (light) and a demo's own nested provider write "light" on <html>.
 */
export function liveColorMode({ store, mode }: Pick<DocsThemeContextValue, 'store' | 'mode'>): ColorMode {
  return store ? store.getMode() : mode;
}
