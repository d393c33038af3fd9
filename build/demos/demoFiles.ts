import { promises as fs } from 'node:fs';
import path from 'node:path';
import { DEMO_PRODUCTS } from '../../site/demos/types';
import type { Route } from '../routes';
import { findStylingVariants } from './variants';

/**
 * Every demo file the pages import (`./demos/X`), with its code-styling variants: the same files the
 * server bundle turns into demos (build/bundle/demoModules.ts), known from the route table alone, so the
 * type check can start before anything is bundled.
 */
export async function demoFilesOf(routes: readonly Route[]): Promise<string[]> {
  const demos = routes
    .filter((route) => route.kind === 'doc' && route.productId !== null && (DEMO_PRODUCTS as readonly string[]).includes(route.productId))
    .flatMap((route) => (route.imports ?? []).filter((entry) => entry.source.startsWith('./demos/')).map((entry) => path.resolve(path.dirname(route.file), entry.source)))
    .map((base) => (base.endsWith('.tsx') ? base : `${base}.tsx`));
  const unique = [...new Set(demos)];
  const variants = await Promise.all(unique.map(async (file) => (await findStylingVariants(file)).map((variant) => variant.file)));
  return [...new Set([...unique, ...variants.flat()])];
}

/**
 * Every `.tsx` file in a `demos/` folder under `contentDir`: the demos the pages may import, found before
 * the route table exists (a few may belong to no page).
 */
export async function demoFilesUnder(contentDir: string): Promise<string[]> {
  const entries = await fs.readdir(contentDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && entry.parentPath.split(path.sep).includes('demos'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
