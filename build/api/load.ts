import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiPackage } from '../../site/api/types';
import { CACHE_DIR, ROOT } from '../paths';
import { extractionKey, readCache, writeCache } from './cache';
import { API_PACKAGES } from './packages';

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

/**
 * The extracted API of every documented package: from the cache when the package versions and the
 * extractor are unchanged (TypeScript is then not even loaded), otherwise extracted and cached.
 */
export async function loadApiPackages(): Promise<ApiLoadReport> {
  const started = performance.now();
  const versions = Object.fromEntries([...API_PACKAGES.map((spec) => spec.packageName), 'typescript', '@types/react'].map((name) => [name, versionOf(name)]));
  const key = await extractionKey(ROOT, versions, [path.join(ROOT, 'build/api')], [path.join(ROOT, 'site/api/types.ts')]);
  const cached = await readCache(API_CACHE_DIR, key);
  if (cached) return { packages: cached, cached: true, milliseconds: Math.round(performance.now() - started) };
  const { extractPackages } = await import('./extract/extractAll');
  const packages = await extractPackages(API_PACKAGES, path.join(ROOT, 'node_modules'));
  await writeCache(API_CACHE_DIR, key, packages);
  return { packages, cached: false, milliseconds: Math.round(performance.now() - started) };
}
