// The body of the demo preparation worker (build/demos/preparePool.ts): prepares, in order, every source
// nobody has claimed yet, and reports each.
import { parentPort, workerData } from 'node:worker_threads';
import { prepareDemo } from './prepare';
import { CLAIMED_BY_WORKER, UNCLAIMED, type PreparationWork, type PreparedMessage } from './preparePool';

async function prepareUnclaimed({ sources, claims }: PreparationWork): Promise<void> {
  for (let index = 0; index < sources.length; index++) {
    if (Atomics.compareExchange(claims, index, UNCLAIMED, CLAIMED_BY_WORKER) !== UNCLAIMED) continue;
    try {
      parentPort?.postMessage({ index, prepared: await prepareDemo(sources[index]!) } satisfies PreparedMessage);
    } catch (error) {
      parentPort?.postMessage({ index, error: error instanceof Error ? error.message : String(error) } satisfies PreparedMessage);
    }
  }
  parentPort?.postMessage({ done: true } satisfies PreparedMessage);
}

// Loaded through tsx's require hook, where a module cannot await at its top level.
void prepareUnclaimed(workerData as PreparationWork);
