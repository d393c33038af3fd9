import type { EmotionCache } from '@emotion/cache';
import { ownThemeScopeSelector } from '../ownTheme';
import { scopeGlobalCss } from './scopeGlobalCss';

const caches = new WeakMap<EmotionCache, Map<string, EmotionCache>>();

// A short, stable suffix that keeps one demo's scoped global styles apart from another's identical ones.
function scopeSuffix(scope: string): string {
  let hash = 5381;
  for (let index = 0; index < scope.length; index += 1) hash = (hash * 33) ^ scope.charCodeAt(index);
  return (hash >>> 0).toString(36);
}

// The server writes each scoped global style as `<style data-emotion="<key>-global <name>-<suffix>">`,
// but a browser `Global` looks for its server tag by the unsuffixed name, never finds it, and inserts
// its own: the server's tag would stay, with the styles of the server render (light mode) overriding
// what the demo shows after hydration (dark mode). The browser's first global insert for a scope
// removes that scope's server tags; the demo's Globals insert theirs in the same commit.
function removeServerGlobalTags(key: string, suffix: string): void {
  for (const node of document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${key}-global "]`)) {
    const ids = (node.getAttribute('data-emotion') ?? '').split(' ').slice(1);
    if (ids.length > 0 && ids.every((id) => id.endsWith(`-${suffix}`))) node.remove();
  }
}

// The server tags of other demos that a browser `Global` of this scope would take for its own, held out
// of sight until the scope's first commit (releaseHeldServerTags), by the cache that held them.
const heldTags = new WeakMap<EmotionCache, HTMLStyleElement[]>();

/**
 * A browser `Global` looks for its server tag by the unsuffixed name, and takes any tag of that name:
 * when the demo's theme writes CSS identical to another demo's (Joy's default dark scheme, for a theme
 * that changes only the light one), it finds that demo's tag, adopts it instead of inserting, and the
 * scoped rule never reaches the page (the demo showed its light colors in dark mode, when it hydrated
 * before the other demo). Until this scope's demo commits, such tags get another attribute value, so
 * its Globals insert; the other demo finds its tag after the release, or inserts its own copy.
 */
function holdCollidingServerTags(key: string, suffix: string): HTMLStyleElement[] {
  const held: HTMLStyleElement[] = [];
  for (const node of document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${key}-global "]`)) {
    const ids = (node.getAttribute('data-emotion') ?? '').split(' ').slice(1);
    if (ids.length === 0 || !ids.every((id) => id.endsWith(`-${suffix}`))) continue;
    for (const id of ids) {
      const bare = id.slice(0, -(suffix.length + 1));
      const twin = document.querySelector<HTMLStyleElement>(`style[data-emotion="${key}-global ${bare}"]`);
      if (!twin) continue;
      twin.setAttribute('data-emotion', `${key}-global-held ${bare}`);
      held.push(twin);
    }
  }
  return held;
}

/** Gives back the tags an own-theme cache held (holdCollidingServerTags): call it once its demo has committed. */
export function releaseHeldServerTags(cache: EmotionCache): void {
  for (const node of heldTags.get(cache) ?? []) {
    const value = node.getAttribute('data-emotion') ?? '';
    // A tag another Global adopted since has another value: leave it.
    if (value.startsWith(`${cache.key}-global-held `)) node.setAttribute('data-emotion', value.replace('-global-held ', '-global '));
  }
  heldTags.delete(cache);
}

/**
 * The Emotion cache for an own-theme demo: `base` (page, right-to-left or iframe cache) for everything,
 * except that global styles, such as the CSS variables a nested `CssVarsProvider` writes for `:root`,
 * are confined to the demo's scope element. Component styles are shared with the page unchanged, and
 * on the server the scoped global styles land in `base`'s critical CSS like any other.
 */
export function ownThemeCache(base: EmotionCache, scope: string): EmotionCache {
  let byScope = caches.get(base);
  if (!byScope) caches.set(base, (byScope = new Map()));
  let cache = byScope.get(scope);
  if (!cache) {
    const selector = ownThemeScopeSelector(scope);
    const suffix = scopeSuffix(scope);
    // Everything else (key, sheet, inserted, registered, compat) is read through to `base`.
    cache = Object.create(base) as EmotionCache;
    let serverTagsRemoved = false;
    cache.insert = (ruleSelector, serialized, sheet, shouldCache) => {
      // Emotion's `Global` inserts with an empty selector; component styles come with their class.
      if (ruleSelector !== '') return base.insert(ruleSelector, serialized, sheet, shouldCache);
      if (!serverTagsRemoved && typeof document !== 'undefined') {
        serverTagsRemoved = true;
        removeServerGlobalTags(base.key, suffix);
      }
      const scoped = { ...serialized, name: `${serialized.name}-${suffix}`, styles: scopeGlobalCss(serialized.styles, selector) };
      return base.insert('', scoped, sheet, shouldCache);
    };
    // Made during the demo's first render, before its Globals look for their tags in the commit.
    if (typeof document !== 'undefined') heldTags.set(cache, holdCollidingServerTags(base.key, suffix));
    byScope.set(scope, cache);
  }
  return cache;
}
