// The body of the API extraction worker (build/api/load.ts): extracts every documented package with the
// TypeScript checker and posts the model back, on a thread of its own.
import { parentPort, workerData } from 'node:worker_threads';
import { extractPackages } from './extract/extractAll';
import { API_PACKAGES } from './packages';

/** What the worker posts: the extracted packages, or why extraction failed. */
export type ExtractionMessage = { packages: Awaited<ReturnType<typeof extractPackages>> } | { error: string };

// Loaded through tsx's require hook, where a module cannot await at its top level.
void extractPackages(API_PACKAGES, (workerData as { nodeModules: string }).nodeModules).then(
  (packages) => parentPort?.postMessage({ packages } satisfies ExtractionMessage),
  (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies ExtractionMessage),
);
