import { Worker } from 'node:worker_threads';
import { tsxWorkerSource } from './tsxWorker';
import type { PreparedDemo } from './prepare';

// Preparing a demo (its JS twin formatted by prettier, its sources highlighted by shiki) is most of a cold
// build's server bundle, and it runs on the main thread while esbuild waits. A worker starts on it when the
// build starts, on the second core, which is otherwise idle until the type check begins; the server
// bundle then finds many demos ready. A demo the bundle asks for before the worker reached it is claimed
// and prepared where it is asked for, so neither thread waits on the other.
//
// Who prepares each demo is decided by a flag in shared memory, claimed with compare-and-swap: the main
// thread spends whole seconds in synchronous work (the API model), and a worker fed one demo at a time
// through messages would sit idle through them.

/** A message from the worker: one demo prepared, or why it could not be. */
export type PreparedMessage = { index: number; prepared: PreparedDemo } | { index: number; error: string } | { done: true };

/** What the worker is given: every source, and one claim flag per source. */
export interface PreparationWork {
  sources: string[];
  claims: Int32Array;
}

/** A demo's claim flag: nobody's yet, the worker's, or the thread that asked for it. */
export const UNCLAIMED = 0;
export const CLAIMED_BY_WORKER = 1;
const CLAIMED_HERE = 2;

/** Demos being prepared ahead on a worker thread. */
export interface PreparationPool {
  /** The demo's preparation if the worker has it; `null` when it is not the pool's (any more): prepare it yourself. */
  take(source: string): Promise<PreparedDemo> | null;
  /** Settles when the worker has gone through every source (or stopped). */
  finished: Promise<void>;
  /** Stops the worker; demos it has not reached are left to whoever asks for them. */
  close(): Promise<void>;
}

const WORKER_SOURCE = tsxWorkerSource('build/demos/preparePoolWorker.ts');

interface Pending {
  promise: Promise<PreparedDemo>;
  resolve: (prepared: PreparedDemo) => void;
  reject: (error: Error) => void;
}

function pending(): Pending {
  let settle!: Omit<Pending, 'promise'>;
  const promise = new Promise<PreparedDemo>((resolve, reject) => (settle = { resolve, reject }));
  // Settled either way, so a demo nobody asked for never becomes an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, ...settle };
}

/**
 * Starts preparing `sources` on one worker thread, in order. `prepareHere` is what a demo the worker
 * claimed falls back to if the worker dies before it reports: the demo is then prepared on this thread.
 */
export function startPreparationPool(sources: readonly string[], prepareHere: (source: string) => Promise<PreparedDemo>): PreparationPool {
  const unique = [...new Set(sources)];
  if (unique.length === 0) return { take: () => null, finished: Promise.resolve(), close: async () => {} };
  const indexOf = new Map(unique.map((source, index) => [source, index]));
  const claims = new Int32Array(new SharedArrayBuffer(unique.length * Int32Array.BYTES_PER_ELEMENT));
  const results = unique.map(pending);
  const reported = new Set<number>();
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { sources: unique, claims } satisfies PreparationWork });
  // A build that ends while the worker is busy does not wait for it.
  worker.unref();
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));

  worker.on('message', (message: PreparedMessage) => {
    if ('done' in message) {
      worker.removeAllListeners('exit');
      worker.removeAllListeners('error');
      finish();
      return;
    }
    reported.add(message.index);
    if ('error' in message) results[message.index]!.reject(new Error(message.error));
    else results[message.index]!.resolve(message.prepared);
  });
  const onDeath = (): void => {
    // What the worker claimed but never reported is prepared here: its death is no fault of the demo's.
    claims.forEach((claim, index) => {
      if (claim === CLAIMED_BY_WORKER && !reported.has(index)) prepareHere(unique[index]!).then(results[index]!.resolve, results[index]!.reject);
    });
    finish();
  };
  worker.once('error', onDeath);
  worker.once('exit', onDeath);

  return {
    take(source) {
      const index = indexOf.get(source);
      if (index === undefined) return null;
      const claim = Atomics.compareExchange(claims, index, UNCLAIMED, CLAIMED_HERE);
      return claim === CLAIMED_BY_WORKER ? results[index]!.promise : null;
    },
    finished,
    async close() {
      worker.removeAllListeners('exit');
      worker.removeAllListeners('error');
      // Whatever the worker has not reached stays unclaimed: nobody will ask for it now.
      for (let index = 0; index < claims.length; index++) Atomics.compareExchange(claims, index, UNCLAIMED, CLAIMED_HERE);
      await worker.terminate();
      finish();
    },
  };
}
