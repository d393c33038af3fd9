import path from 'node:path';
import { createClientBundler, type ClientAssets, type ClientBuild, type ClientBundler } from '../bundle/client';
import type { DemoRecord } from '../bundle/demoModules';
import { pageKeyOfDemo } from '../bundle/islandRegistries';
import { WORK_DIR } from '../paths';

// Dev mode's browser bundles. One bundle of every page's islands made a demo edit rebuild the islands
// of the whole site (17.5 s at 750 demos, growing with the site). Here the site's bundle holds only the
// runtime, and each page with demos gets a bundle of its own (runtime and that page's islands, in a
// folder of its own), made when the page is first requested and rebuilt after edits: the work follows
// the pages the writer has open, not the size of the site. Bundles never share chunks, so a page made
// later cannot change the files a page already open has loaded.

/** How many page bundles stay alive (each keeps an esbuild context): the oldest is dropped beyond this. */
const LIVE_PAGES = 8;

/** The browser bundles of dev mode: `build` is the ClientBundler the dev server already drives. */
export interface DevPageBundles extends ClientBundler {
  /** The assets of a page's own bundle (made on first request), or the site's bundle for a page without demos. */
  assetsFor(pageKey: string): Promise<ClientAssets>;
}

interface PageBundle {
  bundler: ClientBundler;
  /** The build for the demos of the current generation. */
  built: Promise<ClientBuild> | null;
  /** The last build started: a context rebuilds one build at a time. */
  last: Promise<unknown>;
}

/** A folder and URL segment for a page key (`material-ui/react-button` → `material-ui_react-button`). */
const segmentOf = (pageKey: string): string => pageKey.replaceAll('/', '_');

/** Creates dev mode's browser bundles, written under `<outDir>/static` (the site) and `<outDir>/pages/<page>/static`. */
export function createDevPageBundles(outDir: string): DevPageBundles {
  const site = createClientBundler(outDir);
  const pages = new Map<string, PageBundle>();
  let demos: readonly DemoRecord[] = [];
  let siteBuild: Promise<ClientBuild> | null = null;

  const demosOf = (pageKey: string): DemoRecord[] => demos.filter((demo) => pageKeyOfDemo(demo) === pageKey);
  const buildPage = (pageKey: string, bundle: PageBundle): Promise<ClientBuild> => {
    if (!bundle.built) {
      const pageDemos = demosOf(pageKey);
      bundle.built = bundle.last.then(() => bundle.bundler.build(pageDemos));
      bundle.last = bundle.built.catch(() => {});
    }
    return bundle.built;
  };

  const bundleFor = (pageKey: string): PageBundle => {
    let bundle = pages.get(pageKey);
    if (bundle) {
      pages.delete(pageKey); // Re-inserted below: the map's order is the order of last use.
    } else {
      const segment = segmentOf(pageKey);
      const bundler = createClientBundler(path.join(outDir, 'pages', segment), { urlPrefix: `/pages/${segment}/static/`, generatedDir: path.join(WORK_DIR, 'client-pages', segment) });
      bundle = { bundler, built: null, last: Promise.resolve() };
    }
    pages.set(pageKey, bundle);
    for (const [oldest, old] of pages) {
      if (pages.size <= LIVE_PAGES) break;
      pages.delete(oldest);
      void old.last.then(() => old.bundler.dispose());
    }
    return bundle;
  };

  return {
    async build(next) {
      demos = next;
      siteBuild = site.build([]);
      // Pages already open are rebuilt now, beside the site bundle, so their reload after an edit finds them ready.
      for (const bundle of pages.values()) bundle.built = null;
      const pageBuilds = [...pages].filter(([pageKey]) => demosOf(pageKey).length > 0).map(([pageKey, bundle]) => buildPage(pageKey, bundle));
      const [built] = await Promise.all([siteBuild, ...pageBuilds]);
      return built;
    },
    async assetsFor(pageKey) {
      const siteAssets = (await (siteBuild ?? Promise.reject(new Error('The browser bundle has not been built yet.')))).assets;
      if (demosOf(pageKey).length === 0) return siteAssets;
      return (await buildPage(pageKey, bundleFor(pageKey))).assets;
    },
    async dispose() {
      await Promise.allSettled([site.dispose(), ...[...pages.values()].map((bundle) => bundle.bundler.dispose())]);
      pages.clear();
    },
  };
}
