// The body of the background type check (build/demos/typecheckInBackground.ts): one check, one message.
import { parentPort, workerData } from 'node:worker_threads';
import { typeCheckDemos } from './typecheck';

const { files, root, cacheDir } = workerData as { files: string[]; root: string; cacheDir: string };
parentPort?.postMessage(typeCheckDemos(files, root, { cacheDir }));
