import { createContext } from 'react';

/** Where demo source links point: the repository and the branch the site is built from. */
export interface DemoLinks {
  repositoryUrl: string;
  branch: string;
}

/** Production defaults; the page renderer provides the site config's values. */
export const DEFAULT_DEMO_LINKS: DemoLinks = { repositoryUrl: 'https://github.com/mui/material-ui', branch: 'master' };

export const DemoLinksContext = createContext<DemoLinks>(DEFAULT_DEMO_LINKS);

/** The repository URL of a demo's source file: `<repository>/blob/<branch>/<path>`. */
export function demoSourceUrl(links: DemoLinks, sourcePath: string): string {
  return `${links.repositoryUrl.replace(/\/$/, '')}/blob/${links.branch}/${sourcePath}`;
}
