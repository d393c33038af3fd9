import { PAGE_ISLANDS_META } from '../../site/islands/pageRegistry';
import type { IslandRegistry } from './types';

let pageIslands: Promise<IslandRegistry> | null = null;

/** The page's own island registry (its demos), loaded once from the chunk its meta tag names; empty without one. */
export function pageRegistry(): Promise<IslandRegistry> {
  const url = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_ISLANDS_META}"]`)?.content;
  pageIslands ??= url ? (import(url) as Promise<{ islands: IslandRegistry }>).then((module) => module.islands) : Promise.resolve({});
  return pageIslands;
}
