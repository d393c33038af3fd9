import { applyThemeToDocument, DEMO_PROVIDER_STORAGE_KEYS, localStorageOrNull, readPreferences, resolveMode, STORAGE_KEYS, writePreferences, type ColorMode, type PreferenceStorage } from './preferences';
import { initialThemeState, themeReducer, type ThemeAction, type ThemeState } from './themeState';

/** The one theme store of a page: every island and the settings drawer read and change it. */
export interface ThemeStore {
  getState(): ThemeState;
  getMode(): ColorMode;
  dispatch(action: ThemeAction): void;
  /** Chooses light, dark or system; system follows the OS preference live. */
  setMode(mode: ColorMode): void;
  subscribe(listener: () => void): () => void;
  /** Re-reads the stored preferences, e.g. after another tab changed them. */
  reload(): void;
}

/** The part of `matchMedia('(prefers-color-scheme: dark)')` the store uses. */
export interface DarkModeQuery {
  matches: boolean;
  addEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void;
}

interface StoreOptions {
  storage: PreferenceStorage | null;
  /** The `(prefers-color-scheme: dark)` query, watched while the mode is `system`. */
  darkQuery: DarkModeQuery | null;
  /** Called after every change, e.g. to reflect it on the document. */
  onChange?: (state: ThemeState) => void;
}

/** Creates a store backed by `storage`; changes are persisted and reported to subscribers. */
export function createThemeStore({ storage, darkQuery, onChange }: StoreOptions): ThemeStore {
  let { mode, state } = readPreferences(storage, darkQuery?.matches ?? false);
  const listeners = new Set<() => void>();

  const commit = (next: ThemeState, nextMode: ColorMode, persist = true): void => {
    if (next === state && nextMode === mode) return;
    state = next;
    mode = nextMode;
    if (persist) writePreferences(storage, { mode, state });
    onChange?.(state);
    listeners.forEach((listener) => listener());
  };

  darkQuery?.addEventListener('change', (event) => {
    if (mode === 'system') commit(themeReducer(state, { type: 'CHANGE', payload: { paletteMode: event.matches ? 'dark' : 'light' } }), mode);
  });

  return {
    getState: () => state,
    getMode: () => mode,
    dispatch: (action) => commit(themeReducer(state, action), mode),
    setMode: (nextMode) =>
      commit(themeReducer(state, { type: 'CHANGE', payload: { paletteMode: resolveMode(nextMode, darkQuery?.matches ?? false) } }), nextMode),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload: () => {
      const stored = readPreferences(storage, darkQuery?.matches ?? false);
      commit(stored.state, stored.mode, false);
    },
  };
}

let browserStore: ThemeStore | null = null;

// Demos' Material and Joy providers start from the mode in their storage key (their library writes its
// default there when it is empty), and a demo's own nested CssVarsProvider writes that provider's scheme
// on <html>. Kept equal to the visitor's scheme, an island hydrating before its ModeSync effect ran can
// no longer write "light" on a dark page (Joy's data-joy-color-scheme, which all Joy demos read).
function mirrorForDemoProviders(storage: PreferenceStorage | null, state: ThemeState): void {
  try {
    storage?.setItem(DEMO_PROVIDER_STORAGE_KEYS.mode, state.paletteMode);
  } catch {
    // Storage disabled: the providers start from their default and ModeSync corrects them.
  }
}

/** The page's store in the browser (created once, shared by every island through the same chunk). */
export function getBrowserThemeStore(): ThemeStore {
  if (!browserStore) {
    const storage = localStorageOrNull();
    browserStore = createThemeStore({
      storage,
      darkQuery: window.matchMedia?.('(prefers-color-scheme: dark)') ?? null,
      onChange: (state) => {
        applyThemeToDocument(document, state);
        mirrorForDemoProviders(storage, state);
      },
    });
    const store = browserStore;
    mirrorForDemoProviders(storage, store.getState());
    // Another tab changed the preferences: follow it.
    window.addEventListener('storage', (event) => {
      if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS])) store.reload();
    });
  }
  return browserStore;
}

/** The state pages are server-rendered with; islands hydrate with it before applying stored preferences. */
export function getServerThemeState(): ThemeState {
  return initialThemeState;
}
