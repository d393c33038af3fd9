// `npm run dev`: runs the dev server (build/dev/server.ts) and restarts it when the pipeline in build/
// changes; pages reconnect and reload by themselves.
import { spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';

let child: ChildProcess | null = null;

function start(): void {
  child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'build/dev/server.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

let timer: NodeJS.Timeout | null = null;
watch(path.join(ROOT, 'build'), { recursive: true }, () => {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    console.log('build/ changed: restarting the dev server.');
    const previous = child;
    previous?.once('exit', start);
    previous?.kill();
  }, 100);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    child?.kill(signal);
    process.exit(0);
  });
}

start();
