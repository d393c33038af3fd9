import { useSyncExternalStore } from 'react';
import {
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  resolveCodePreferences,
  serializePreferenceCookie,
  type CodePreferences,
} from './codePreferences';

// One store per page, shared by every demo island (they share this module's chunk), so switching JS/TS
// in one toolbar switches every demo. The server always renders the defaults (REFERENCE.md).
const SERVER_PREFERENCES: CodePreferences = { codeVariant: DEFAULT_CODE_VARIANT, codeStyling: DEFAULT_CODE_STYLING };
let current: CodePreferences | null = null;
const listeners = new Set<() => void>();

function snapshot(): CodePreferences {
  current ??= typeof document === 'undefined' ? SERVER_PREFERENCES : resolveCodePreferences({ hash: location.hash, cookie: document.cookie });
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes one preference for every demo on the page and remembers it in its cookie for a year. */
export function setCodePreference<K extends keyof CodePreferences>(name: K, value: CodePreferences[K]): void {
  const next = { ...snapshot(), [name]: value };
  if (next[name] === snapshot()[name]) return;
  current = next;
  document.cookie = serializePreferenceCookie(name, value);
  for (const listener of listeners) listener();
}

/** The page's code preferences; the defaults during server render and hydration, the visitor's after. */
export function useCodePreferences(): CodePreferences {
  return useSyncExternalStore(subscribe, snapshot, () => SERVER_PREFERENCES);
}
