// `npm start`: build when dist/ is missing or stale, then serve it on http://localhost:3000 (PORT overrides).
import { spawnSync } from 'node:child_process';
import { DIST_DIR, ROOT } from './paths';
import { createStaticServer, listen } from './serve';
import { isBuildStale } from './staleness';

if (await isBuildStale(ROOT, DIST_DIR)) {
  console.log('dist/ is missing or older than the sources: building first.');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = await listen(createStaticServer(DIST_DIR), Number(process.env.PORT ?? 3000), process.env.HOST ?? '0.0.0.0');
console.log(`Serving dist/ on http://localhost:${port}`);
