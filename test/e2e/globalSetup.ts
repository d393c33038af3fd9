import type { TestProject } from 'vitest/node';
import { buildAndServe } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    outDir: string;
  }
}

/** Builds and serves the site once for every end-to-end test file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.NODE_ENV = 'production';
  const site = await buildAndServe();
  project.provide('origin', site.origin);
  project.provide('outDir', site.outDir);
  return site.close;
}
