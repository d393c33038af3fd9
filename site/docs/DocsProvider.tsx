import { createContext, useContext, type ReactNode } from 'react';

/** What islands need to know about the site: values the build put into the page. */
export interface DocsConfig {
  siteUrl: string;
  repositoryUrl: string;
}

const DocsConfigContext = createContext<DocsConfig | null>(null);

/** Makes the docs configuration available to the components of an island. */
export function DocsProvider({ config, children }: { config: DocsConfig; children: ReactNode }) {
  return <DocsConfigContext.Provider value={config}>{children}</DocsConfigContext.Provider>;
}

/** The docs configuration; throws with a fix when a component is used outside `DocsProvider` (SPEC §8). */
export function useDocsConfig(): DocsConfig {
  const config = useContext(DocsConfigContext);
  if (!config) {
    throw new Error('Missing docs configuration: wrap the component in <DocsProvider config={…}> (the docs provider wrapper).');
  }
  return config;
}
