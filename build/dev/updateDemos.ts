import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { ClientBundler } from '../bundle/client';
import { demoDescriptor, prepareDemoOnce, prepareVariants, underivableDemoMessage, type DemoRecord } from '../bundle/demoModules';
import { BuildError } from '../errors';
import { isTailwindDemoFile } from '../../site/demos/tailwindScope';
import { ROOT } from '../paths';
import { assembleSite, routesWithApi, type PreparedSite } from '../prepare';
import { buildRouteTable } from '../routes';
import { prepareSiteData } from '../siteData';
import { evaluateModule } from './evaluateModule';
import { DEMO_EXPORT } from './pageImports';

/** A demo's module namespace in a dev server bundle: its descriptor, and what the demo itself imported. */
interface DemoNamespace {
  default: { sourcePath: string } & Record<string, unknown>;
  [DEMO_EXPORT]: Record<string, unknown>;
}

const isDemoNamespace = (value: unknown): value is DemoNamespace => typeof value === 'object' && value !== null && DEMO_EXPORT in value;

async function prepared(file: string, source: string): Promise<Pick<DemoRecord, 'prepared' | 'variants'>> {
  const failures = new Map<string, string>();
  const main = await prepareDemoOnce(source).catch((error: Error) => {
    failures.set(file, error.message);
    return null;
  });
  const variants = await prepareVariants(file, failures);
  const [failed] = failures;
  if (!main || failed) throw new BuildError(underivableDemoMessage(failed![1]), { file: failed![0], line: 1 });
  return { prepared: main, variants };
}

/**
 * Dev mode's fast path after edits to demos only: evaluates each edited demo against the modules its
 * bundled version imported and swaps it into the loaded server bundle; only the browser bundle is
 * rebuilt. `onServerSwapped` gets the site as soon as the server renders the new demos (with the last
 * browser bundle: the dev server holds the runtime script until the new one is ready). Returns null when
 * a full prepare is needed (not a bundled demo, or new imports).
 */
export async function updateDemos(previous: PreparedSite, files: readonly string[], client: ClientBundler, onServerSwapped: (site: PreparedSite) => void = () => {}): Promise<PreparedSite | null> {
  const pageImports = previous.server.pageImports;
  if (!pageImports) return null;
  const namespaces = Object.values(pageImports).flatMap((imports) => Object.values(imports)).filter(isDemoNamespace);
  const swaps: Array<{ record: DemoRecord; uses: DemoNamespace[]; Component: unknown }> = [];
  for (const file of new Set(files)) {
    const before = previous.server.demos.find((demo) => demo.file === file);
    const sourcePath = path.relative(ROOT, file).split(path.sep).join('/');
    const uses = namespaces.filter((namespace) => namespace.default.sourcePath === sourcePath);
    if (!before || uses.length === 0) return null;
    // Its classes decide the Tailwind stylesheet, which the full prepare writes (build/demos/tailwind.ts).
    if (isTailwindDemoFile(file)) return null;
    const source = await fs.readFile(file, 'utf8');
    const Component = await evaluateModule(file, source, 'tsx', uses[0]![DEMO_EXPORT]);
    if (!Component) return null;
    swaps.push({ record: { ...before, ...(await prepared(file, source)) }, uses, Component });
  }
  // Every edited demo evaluated and prepared: the loaded bundle changes now, all at once.
  for (const { record, uses, Component } of swaps) {
    for (const namespace of uses) Object.assign(namespace.default, { Component, ...demoDescriptor(record) });
  }
  const demos = previous.server.demos.map((demo) => swaps.find((swap) => swap.record.id === demo.id)?.record ?? demo);
  const server = { ...previous.server, demos };
  onServerSwapped(assembleSite(previous.config, { ...previous, server }));
  // A demo's imports decide which API pages link to its page: the API site is redone beside the browser bundle.
  const [clientBuild, routes] = await Promise.all([client.build(demos), buildRouteTable().then(routesWithApi)]);
  const siteData = await prepareSiteData(routes.routes, routes.api);
  return assembleSite(previous.config, { ...routes, siteData, server, assets: { ...previous.assets, ...clientBuild.assets } });
}
