// `npm run preview`: serves the dist/ that is already there with sirv (never builds), the way the
// project's card says maintainers preview it. `npm start` is the command that builds when dist/ is stale.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DIST_DIR } from './paths';
import { createPreviewServer } from './previewServer';
import { listen } from './serve';

if (!existsSync(path.join(DIST_DIR, 'index.html'))) {
  console.error('dist/ has no site to preview: run `npm run build` first (or `npm start`, which builds when needed).');
  process.exit(1);
}

const port = await listen(createPreviewServer(DIST_DIR), Number(process.env.PORT ?? 3000), process.env.HOST ?? '0.0.0.0');
console.log(`Previewing dist/ with sirv on http://localhost:${port} (no rebuild: run \`npm run build\` after changes)`);
