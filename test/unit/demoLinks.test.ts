import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../site/config/siteConfig';
import { demoSourceUrl } from '../../site/demos/demoLinks';

describe('demo source links', () => {
  it('point at the file on the configured branch of the repository', () => {
    expect(demoSourceUrl({ repositoryUrl: 'https://github.com/mui/material-ui/', branch: 'next' }, 'content/a/demos/B.tsx')).toBe(
      'https://github.com/mui/material-ui/blob/next/content/a/demos/B.tsx',
    );
  });

  it('take the branch from the site config, master by default', () => {
    expect(loadSiteConfig({}).repositoryBranch).toBe('master');
    expect(loadSiteConfig({ DOCS_REPOSITORY_BRANCH: 'v6.x' }).repositoryBranch).toBe('v6.x');
  });
});
