/** Where the worker is served: the site root, so its scope is the whole site (SPEC §7). */
export const SERVICE_WORKER_URL = '/sw.js';
/** The message that tells a waiting worker to take over (SPEC §4). */
export const SKIP_WAITING_MESSAGE = 'skipWaiting';
/** Every cache the worker owns starts with this; the build hash follows. */
export const CACHE_PREFIX = 'mui-docs-';
/** The page shown offline for a page never read while online. */
export const OFFLINE_URL = '/offline.html';
