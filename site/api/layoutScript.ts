import { LAYOUT_STORAGE_KEYS, LAYOUTS } from './view';

/** The `<html>` attribute holding a section's layout: `data-api-props`, `data-api-slots`, `data-api-classes`. */
export function layoutAttribute(section: string): string {
  return `data-api-${section}`;
}

/**
 * Inline script placed before the first API section: applies the remembered layouts to `<html>` while
 * the page is still parsing, so the sections appear in the reader's layout with no shift.
 */
export function layoutScript(): string {
  const pairs = JSON.stringify(Object.entries(LAYOUT_STORAGE_KEYS));
  const allowed = JSON.stringify(LAYOUTS);
  return `(function(){try{var d=document.documentElement,a=${allowed};${pairs}.forEach(function(p){var v=localStorage.getItem(p[1]);if(a.indexOf(v)>-1)d.setAttribute('data-api-'+p[0],v)})}catch(e){}})();`;
}
