import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ApiPackage } from '../../site/api/types';
import { CACHE_DIR, ROOT } from '../paths';
import { extractionKey, readCache, writeCache } from './cache';
import { API_PACKAGES } from './packages';
import { tsxWorkerSource } from '../demos/tsxWorker';
import type { ExtractionMessage } from './extractWorker';

/** Where extraction results are cached. */
export const API_CACHE_DIR = path.join(CACHE_DIR, 'api');

function versionOf(packageName: string): string {
  return (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', packageName, 'package.json'), 'utf8')) as { version: string }).version;
}

/** What loading the API model did, for the build log and the closing measurements. */
export interface ApiLoadReport {
  packages: ApiPackage[];
  cached: boolean;
  milliseconds: number;
}

// Extraction is about 12 s of the checker's work: on a thread of its own, it runs beside the route table
// (MDX) and the demo preparation instead of after them, and this thread is free meanwhile.
function extractOnWorker(signal?: AbortSignal): Promise<ApiPackage[]> {
  const worker = new Worker(tsxWorkerSource('build/api/extractWorker.ts'), { eval: true, workerData: { nodeModules: path.join(ROOT, 'node_modules') } });
  const stop = (): void => void worker.terminate();
  signal?.addEventListener('abort', stop, { once: true });
  return new Promise<ApiPackage[]>((resolve, reject) => {
    worker.once('message', (message: ExtractionMessage) => ('error' in message ? reject(new Error(`API extraction failed: ${message.error}`)) : resolve(message.packages)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The API extraction worker stopped (exit code ${code}) before it reported.`)));
  }).finally(() => {
    signal?.removeEventListener('abort', stop);
    stop();
  });
}

/**
 * The extracted API of every documented package: from the cache when the package versions and the
 * extractor are unchanged (TypeScript is then not even loaded), otherwise extracted (on a worker thread)
 * and cached.
 */
export async function loadApiPackages(signal?: AbortSignal): Promise<ApiLoadReport> {
  const started = performance.now();
  const versions = Object.fromEntries([...API_PACKAGES.map((spec) => spec.packageName), 'typescript', '@types/react'].map((name) => [name, versionOf(name)]));
  const key = await extractionKey(ROOT, versions, [path.join(ROOT, 'build/api')], [path.join(ROOT, 'site/api/types.ts')]);
  const cached = await readCache(API_CACHE_DIR, key);
  if (cached) return { packages: cached, cached: true, milliseconds: Math.round(performance.now() - started) };
  const packages = await extractOnWorker(signal);
  await writeCache(API_CACHE_DIR, key, packages);
  return { packages, cached: false, milliseconds: Math.round(performance.now() - started) };
}

let early: { load: Promise<ApiLoadReport>; abandon: AbortController } | undefined;

/**
 * Starts loading the API model when a build starts, before the route table it is joined with exists; the
 * next `takeApiPackages` gets this load. A load nobody takes reports no unhandled rejection.
 */
export function startLoadingApiPackages(): void {
  if (early) return;
  const abandon = new AbortController();
  early = { load: loadApiPackages(abandon.signal), abandon };
  early.load.catch(() => undefined);
}

/** The API model: the load started early, once, or else a fresh load (dev mode prepares many times). */
export function takeApiPackages(): Promise<ApiLoadReport> {
  const started = early;
  early = undefined;
  return started?.load ?? loadApiPackages();
}

/** Stops an early load nobody took (the build failed before it needed the model), so the process can end. */
export function abandonApiPackages(): void {
  early?.abandon.abort();
  early = undefined;
}
