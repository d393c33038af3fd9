import { useEffect, useSyncExternalStore } from 'react';
import type { Middleware } from 'stylis';

// The mirroring plugin (and cssjanus inside it) is 1.7 KB of gzip that left-to-right readers, nearly
// everyone, never need: it loads only once a demo is shown right-to-left.
let plugin: Middleware | null = null;
let loading: Promise<Middleware> | null = null;
const listeners = new Set<() => void>();

/** Starts loading the right-to-left stylis plugin (once); resolves with it. */
export function loadRtlPlugin(): Promise<Middleware> {
  loading ??= import('stylis-plugin-rtl').then((module) => {
    plugin = module.default;
    for (const listener of listeners) listener();
    return plugin;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The plugin when `wanted` and loaded, else null (asking for it loads it, then re-renders). The server
 * and hydration see null: pages are rendered left-to-right and a stored right-to-left choice applies
 * right after hydration.
 */
export function useRtlPlugin(wanted: boolean): Middleware | null {
  const loaded = useSyncExternalStore(subscribe, () => plugin, () => null);
  useEffect(() => {
    if (wanted) void loadRtlPlugin();
  }, [wanted]);
  return wanted ? loaded : null;
}
