import { createContext, useContext } from 'react';
import type { SiteData } from './types';

/** Build-time facts about the whole site, provided around every page's content (withSiteData). */
export const SiteDataContext = createContext<SiteData | null>(null);

/** Reads the site data; throws when a component is rendered outside the page wrapper (SPEC §8). */
export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error('MUI: the site data is missing. Render this component inside a page wrapped by withSiteData (the docs provider).');
  return data;
}
