import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { buildSite } from '../../build/build';
import { createStaticServer, listen } from '../../build/serve';

/** A freshly built site served on a free localhost port. */
export interface ServedSite {
  outDir: string;
  origin: string;
  close: () => Promise<void>;
}

/** Builds the real content into a temporary folder and serves it the way `npm start` does. */
export async function buildAndServe(): Promise<ServedSite> {
  const outDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'docs-e2e-')), 'dist');
  await buildSite({ outDir, config: { siteUrl: 'https://mui.com', repositoryUrl: 'https://github.com/mui/material-ui' } });
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
