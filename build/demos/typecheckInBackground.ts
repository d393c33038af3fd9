import { Worker } from 'node:worker_threads';
import { tsxWorkerSource } from './tsxWorker';
import { CACHE_DIR, ROOT } from '../paths';
import type { CodeBlockInput, DemoTypeError } from './typecheck';

/** A type check running on another thread: its result, and a way to stop it when the build failed anyway. */
export interface BackgroundTypeCheck {
  result: Promise<DemoTypeError[]>;
  cancel: () => Promise<void>;
}

const WORKER_SOURCE = tsxWorkerSource('build/demos/typecheckWorker.ts');

/**
 * Type-checks demo files and pages' code blocks on a worker thread (about 30 s cold, seconds when warm), so the
 * check runs beside rendering instead of before it; the caller awaits `result` before publishing anything.
 */
export function startDemoTypeCheck(files: readonly string[], codeBlocks: readonly CodeBlockInput[] = []): BackgroundTypeCheck {
  if (files.length === 0 && codeBlocks.length === 0) return { result: Promise.resolve([]), cancel: async () => {} };
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { files: [...files], codeBlocks: [...codeBlocks], root: ROOT, cacheDir: CACHE_DIR } });
  const result = new Promise<DemoTypeError[]>((resolve, reject) => {
    worker.once('message', (errors: DemoTypeError[]) => resolve(errors));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The demo type check stopped (exit code ${code}) before it reported.`)));
  });
  // Settled either way, so an unawaited result never becomes an unhandled rejection.
  result.catch(() => undefined);
  return { result, cancel: async () => void (await worker.terminate()) };
}
