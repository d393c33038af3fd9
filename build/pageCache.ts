import path from 'node:path';
import { clientConfigOf } from '../site/config/clientConfig';
import { loadSiteConfig } from '../site/config/siteConfig';
import { sha1 } from './bundle/inputHashes';
import { codeKeyOf } from './cacheFiles';
import { claimCacheSlot } from './cacheSlots';
import { keyedEntries, type KeyedEntries } from './keyedEntries';
import { CACHE_DIR, ROOT } from './paths';
import type { EarlySiteParts } from './prepare';
import { pageModelFor, type Route } from './routes';

// Rendering every page's React tree takes about 20 s at 650 pages, and loading the server bundle to do it
// a second or two more. A page's body (build/prepare.ts PageRenderers) is a function of the server
// bundle's modules it renders with (the bundle's identity: what all pages share, and the page's own
// module with its demos), the site's config, data and navigation, the API model, and the page's own
// model; when all of those hash as they did last time, last time's body is the answer. The browser
// bundle is not among them (the document around the body is made afresh, which is cheap): an edit to a
// demo that renames chunks re-renders only the pages whose modules changed, and a build whose pages all
// hit never loads the server bundle.

const BODIES_DIR = path.join(CACHE_DIR, 'page-bodies');
/** Configs whose bodies are kept side by side: the site's own build and the test build's (`npm test`). */
const CONFIGS_KEPT = 2;
/** The build code that turns those inputs into a render call (the page model, the renderer's arguments). */
const RENDER_CALL_FILES = ['build/prepare.ts', 'build/routes.ts', 'build/pageCache.ts'];
/** The cache key of the 404 page, which has no route. */
export const NOT_FOUND_PAGE = '/404';

/** Keys and keeps rendered page bodies. */
export interface PageCache extends KeyedEntries {
  /** The key of a route's body (or the 404 page's), which is kept by pathname in its config's slot. */
  keyOf(route: Route | typeof NOT_FOUND_PAGE): string;
}

/**
 * The page body cache of a prepared site, or null when its server bundle has no identity (no bundle cache).
 * Bodies are kept per config (a slot each, build/cacheSlots.ts); a build that `claims` its config's slot
 * marks it used and prunes the least recently used beyond CONFIGS_KEPT, so only builds that keep their
 * bodies should claim (a test's few pages under a config of its own only read).
 */
export async function openPageCache(parts: EarlySiteParts, { claim = false }: { claim?: boolean } = {}): Promise<PageCache | null> {
  if (!parts.serverIdentity) return null;
  const { config, routes, api, navs, siteData } = parts;
  const apiModel = routes.filter((route) => route.kind === 'api').map((route) => JSON.stringify(api.viewFor(route.pathname) ?? null));
  const identity = parts.serverIdentity;
  // A page the identity does not list (it always should) gets a key of everything the bundle has.
  const wholeBundle = sha1(JSON.stringify(identity));
  const moduleHashOf = (route: Route | typeof NOT_FOUND_PAGE): string =>
    route === NOT_FOUND_PAGE || route.kind === 'api' ? identity.shared : `${identity.shared}\0${identity.pages[path.relative(ROOT, route.file).split(path.sep).join('/')] ?? wholeBundle}`;
  // The whole config, and the one setting server-rendered demos read from the environment themselves
  // (the Data Grid's licence key). Only that one: the rest of the environment's config is not rendered.
  const configKey = sha1(JSON.stringify([config, clientConfigOf(config), loadSiteConfig().dataGridLicenseKey]));
  const slot = configKey.slice(0, 16);
  const entries = keyedEntries(claim ? await claimCacheSlot(BODIES_DIR, slot, CONFIGS_KEPT) : path.join(BODIES_DIR, slot), '.json');
  const shared = sha1(
    [
      await codeKeyOf(ROOT, [], RENDER_CALL_FILES),
      configKey,
      JSON.stringify(siteData.shared),
      // Without the nav files' absolute paths, which no page renders: a copy of the project keys alike.
      JSON.stringify(navs.map(({ file: _file, ...nav }) => nav)),
      sha1(apiModel.join('\n')),
    ].join('\0'),
  );
  return {
    ...entries,
    keyOf(route) {
      if (route === NOT_FOUND_PAGE) return sha1(`${shared}\0${moduleHashOf(route)}\0${NOT_FOUND_PAGE}`);
      // The navigation is in `shared`: each page's model without it is what is left to hash.
      return sha1(`${shared}\0${moduleHashOf(route)}\0${route.pathname}\0${JSON.stringify({ ...pageModelFor(route, navs), nav: null })}`);
    },
  };
}
