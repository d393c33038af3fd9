// The service worker, built to dist/sw.js by build/emit/serviceWorker.ts with the build's hash and
// precache list filled in. One cache per build: a page read offline only ever meets assets of its own build.
import { CACHE_PREFIX, OFFLINE_URL, SKIP_WAITING_MESSAGE } from './constants';
import { pageCacheKey, requestKind } from './strategy';

declare const __SW_BUILD_HASH__: string;
declare const __SW_PRECACHE__: readonly string[];

// The few worker types used here; the project compiles against the DOM library, not WebWorker.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void>; matchAll(options: { type: 'window' }): Promise<ReadonlyArray<{ readonly url: string }>> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE_NAME = `${CACHE_PREFIX}${__SW_BUILD_HASH__}`;

// A followed redirect is not kept: the browser refuses a redirected response to a navigation.
function storeable(response: Response): boolean {
  return response.ok && response.type === 'basic' && !response.redirected;
}

async function networkFirst(request: Request, key: string, fallback: string | null): Promise<Response> {
  const cache = await caches.open(CACHE_NAME);
  try {
    const response = await fetch(request);
    if (storeable(response)) await cache.put(key, response.clone());
    return response;
  } catch {
    const cached = (await cache.match(key)) ?? (fallback ? await cache.match(fallback) : undefined);
    return cached ?? Response.error();
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (storeable(response)) await cache.put(request, response.clone());
  return response;
}

worker.addEventListener('install', (event) => {
  // `reload` skips the HTTP cache, so the precache holds exactly this build's files.
  event.waitUntil(caches.open(CACHE_NAME).then((cache) => cache.addAll(__SW_PRECACHE__.map((url) => new Request(url, { cache: 'reload' })))));
});

// The pages open when the worker first takes over were loaded before it existed: fetch them once more
// so the very first page a visitor read is readable offline too.
async function cacheOpenPages(): Promise<void> {
  const [cache, clients] = await Promise.all([caches.open(CACHE_NAME), worker.clients.matchAll({ type: 'window' })]);
  await Promise.all(
    clients.map(async (client) => {
      const key = pageCacheKey(client.url);
      if (new URL(key).origin !== worker.location.origin || (await cache.match(key))) return;
      try {
        const response = await fetch(key);
        if (storeable(response)) await cache.put(key, response);
      } catch {
        // Offline already: nothing to keep.
      }
    }),
  );
}

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim())
      .then(cacheOpenPages),
  );
});

worker.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) void worker.skipWaiting();
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const kind = requestKind(request, worker.location.origin);
  if (kind === 'page') event.respondWith(networkFirst(request, pageCacheKey(request.url), OFFLINE_URL));
  else if (kind === 'static') event.respondWith(cacheFirst(request));
  else if (kind === 'other') event.respondWith(networkFirst(request, request.url, null));
});
