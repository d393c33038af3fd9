/** `ButtonBase` → `button-base`, `Unstable_TrapFocus` → `unstable-trap-focus`, `useMediaQuery` → `use-media-query`. */
export function kebabName(name: string): string {
  return name
    .replace(/_/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/-+/g, '-')
    .toLowerCase();
}

/** The name without an `Unstable_`/`Experimental_` marker or `use` prefix, for grouping Base UI exports. */
export function stemName(name: string): string {
  return name.replace(/^(?:Unstable_|Experimental_)/, '').replace(/^use(?=[A-Z])/, '');
}
