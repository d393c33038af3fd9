import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (the folder holding package.json). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CONTENT_DIR = path.join(ROOT, 'content');
export const SITE_DIR = path.join(ROOT, 'site');
export const RUNTIME_DIR = path.join(ROOT, 'runtime');
export const PUBLIC_DIR = path.join(ROOT, 'public');
/** Where `npm run build` publishes the site. */
export const DIST_DIR = path.join(ROOT, 'dist');
/** Generated intermediates and caches: never committed, safe to delete. `DOCS_CACHE_DIR` moves it (benchmarks). */
export const CACHE_DIR = process.env.DOCS_CACHE_DIR ? path.resolve(process.env.DOCS_CACHE_DIR) : path.join(ROOT, '.cache');
/** Generated entry files of this build process; per process so concurrent builds never share them. */
export const WORK_DIR = path.join(CACHE_DIR, `work-${process.pid}`);
