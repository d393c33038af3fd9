// `npm run build:test`: builds dist/ with the end-to-end tests' config, for `DOCS_E2E_DIST=dist` runs.
// `npm run build` would not do: a production build links third parties (the icon font) that the tests'
// browser cannot reach, and every page that loads one logs an error the tests fail on.
// Set before the build's modules load, as build/cli.ts does: they read it when they load.
process.env.NODE_ENV = 'production';
export {};

const { buildSite } = await import('../../build/build');
const { reportBuildFailure } = await import('../../build/errors');
const { testSiteConfig } = await import('./site');

try {
  const report = await buildSite({ config: testSiteConfig() });
  console.log(`Built ${report.routes} pages with the end-to-end tests' config into dist/ in ${report.milliseconds} ms.`);
} catch (error) {
  reportBuildFailure(error);
  process.exitCode = 1;
}
