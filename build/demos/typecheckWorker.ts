// The body of the background type check (build/demos/typecheckInBackground.ts): one check, one message.
import { parentPort, workerData } from 'node:worker_threads';
import { typeCheckDemos, type CodeBlockInput } from './typecheck';

const { files, codeBlocks, root, cacheDir } = workerData as { files: string[]; codeBlocks: CodeBlockInput[]; root: string; cacheDir: string };
parentPort?.postMessage(typeCheckDemos(files, root, { cacheDir, codeBlocks }));
