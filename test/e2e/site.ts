import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { buildSite } from '../../build/build';
import { loadSiteConfig, type SiteConfig } from '../../site/config/siteConfig';
import { createStaticServer, listen } from '../../build/serve';
import { TEST_SITE_ENV } from './testSiteEnv';

/** A freshly built site served on a free localhost port. */
export interface ServedSite {
  outDir: string;
  origin: string;
  close: () => Promise<void>;
}

/** The config the end-to-end tests build with (`TEST_SITE_ENV`). */
export function testSiteConfig(): SiteConfig {
  return loadSiteConfig(TEST_SITE_ENV);
}

/**
 * Builds the real content into a temporary folder and serves it the way `npm start` does. Third
 * parties are off (no ads, no analytics) unless `config` points them at local fakes. A test that
 * visits a few pages of a build with its own config names them in `onlyPages` (the rest is not rendered).
 */
export async function buildAndServe(config: Partial<SiteConfig> = {}, onlyPages?: readonly string[]): Promise<ServedSite> {
  const reused = process.env.DOCS_E2E_DIST;
  if (reused && Object.keys(config).length === 0 && !onlyPages) return serveExisting(path.resolve(reused));
  const outDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'docs-e2e-')), 'dist');
  await buildSite({ outDir, config: { ...testSiteConfig(), ...config }, onlyPages });
  const server: Server = createStaticServer(outDir);
  const port = await listen(server, 0);
  return {
    outDir,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(path.dirname(outDir), { recursive: true, force: true });
    },
  };
}

/**
 * Serves an existing build instead of building (DOCS_E2E_DIST, for re-running a few end-to-end tests
 * while working on them); the folder is left in place. Sites built with fakes always build afresh.
 */
async function serveExisting(outDir: string): Promise<ServedSite> {
  const server: Server = createStaticServer(outDir);
  const port = await listen(server, 0);
  return {
    outDir,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
