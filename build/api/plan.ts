import type { ProductId } from '../../site/products';
import { t } from '../../site/i18n/t';
import type { ApiComponent, ApiEntry, ApiPackage } from '../../site/api/types';
import type { ApiPackageSpec } from './packages';
import { kebabName, stemName } from './names';
import { exportRole } from './surface';

/** One API page to generate: its URL, product and the exports it documents. */
export interface ApiPagePlan {
  pathname: string;
  productId: ProductId;
  /** The h1 and `<title>`: `<Name> API`. */
  title: string;
  /** The label in the navigation. */
  navTitle: string;
  group: 'components' | 'hooks';
  /** Several entries on Base UI's family pages and on listing pages. */
  entries: ApiEntry[];
  multi: boolean;
  /** The host's styled parts (`SliderRail` on Slider's page), shown beside its slots and classes. */
  parts: ApiComponent[];
  /** A page that lists exports in one table instead of documenting each: the lab's moved components, the grid's icons. */
  listing?: 'moved' | 'icons';
}

/** The row id of a styled part on its host's page: `slider-parts-slider-rail`. */
export function partRowId(host: string, part: string): string {
  return `${kebabName(host)}-parts-${kebabName(part)}`;
}

/** Where each product's single-entry API pages live. */
export const API_BASE_PATHS: Partial<Record<ProductId, string>> = {
  'material-ui': '/material-ui/api',
  'joy-ui': '/joy-ui/api',
  system: '/system/api',
  'x-data-grid': '/x/api/data-grid',
};

/** A key naming one export of one package. */
export function entryKey(packageName: string, name: string): string {
  return `${packageName}:${name}`;
}

// A Base UI export belongs to the component page its JSDoc lists first, else to the family whose name
// starts its own (`TablePaginationActions` → table-pagination), else to a family of its own.
function baseFamilyOf(entry: ApiEntry, families: ReadonlySet<string>): string {
  const declared = entry.declaredDemoPaths.map((demoPath) => /^\/base-ui\/react-([\w-]+)$/.exec(demoPath)?.[1]).find(Boolean);
  if (declared) return declared;
  const stem = kebabName(stemName(entry.name));
  const prefix = [...families].filter((family) => stem.startsWith(family)).sort((a, b) => b.length - a.length)[0];
  return prefix ?? stem;
}

function familyTitle(family: string): string {
  const words = family.split('-');
  return words.map((word, index) => (index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word)).join(' ');
}

function basePlans(entries: readonly ApiEntry[]): ApiPagePlan[] {
  const families = new Set(entries.flatMap((entry) => entry.declaredDemoPaths.map((demoPath) => /^\/base-ui\/react-([\w-]+)$/.exec(demoPath)?.[1] ?? '')).filter(Boolean));
  const pages = new Map<string, ApiPagePlan>();
  for (const entry of entries) {
    const family = baseFamilyOf(entry, families);
    const group = entry.kind === 'component' ? 'components' : 'hooks';
    const pathname = `/base-ui/react-${family}/${group}-api`;
    const title = familyTitle(family);
    const page = pages.get(pathname) ?? {
      pathname,
      productId: 'base-ui' as const,
      title: group === 'components' ? `${title} API` : `${title} hooks API`,
      navTitle: title,
      group,
      entries: [],
      multi: true,
      parts: [],
    };
    page.entries.push(entry);
    pages.set(pathname, page);
  }
  return [...pages.values()];
}

const LISTINGS = {
  moved: { slug: 'lab-moved-to-mui-x', title: 'api.movedTitle', navTitle: 'api.movedNav' },
  icons: { slug: 'icons', title: 'api.iconsTitle', navTitle: 'api.iconsNav' },
} as const;

/**
 * Plans every API page from the extracted packages (SPEC §2): one page per export under the product's
 * API path, except Base UI, whose components and hooks are grouped on their family's
 * `components-api` and `hooks-api` pages, and the exports `exportRole` folds elsewhere (styled parts on
 * their host's page, the lab's moved stubs and the grid's icons on one listing page each). Where two
 * packages of a product export the same name, the first package listed in API_PACKAGES documents it.
 */
export function planApiPages(packages: readonly ApiPackage[], specs: readonly ApiPackageSpec[]): ApiPagePlan[] {
  const plans = new Map<string, ApiPagePlan>();
  const parts: { plan: string; part: ApiComponent }[] = [];
  for (const spec of specs) {
    const entries = packages.find((candidate) => candidate.packageName === spec.packageName)?.entries ?? [];
    if (spec.productId === 'base-ui') {
      for (const plan of basePlans(entries)) plans.set(plan.pathname, plan);
      continue;
    }
    const basePath = API_BASE_PATHS[spec.productId];
    if (!basePath) throw new Error(`No API path is defined for product ${spec.productId}.`);
    const componentNames = new Set(entries.filter((entry) => entry.kind === 'component').map((entry) => entry.name));
    for (const entry of entries) {
      const role = exportRole(entry, componentNames);
      if (role.kind === 'part') {
        parts.push({ plan: `${basePath}/${kebabName(role.host)}`, part: entry as ApiComponent });
        continue;
      }
      if (role.kind === 'moved' || role.kind === 'icon') {
        const listing = LISTINGS[role.kind === 'moved' ? 'moved' : 'icons'];
        const pathname = `${basePath}/${listing.slug}`;
        const plan = plans.get(pathname) ?? { pathname, productId: spec.productId, title: t(listing.title), navTitle: t(listing.navTitle), group: 'components' as const, entries: [], multi: true, parts: [], listing: role.kind === 'moved' ? ('moved' as const) : ('icons' as const) };
        plan.entries.push(entry);
        plans.set(pathname, plan);
        continue;
      }
      const pathname = `${basePath}/${kebabName(entry.name)}`;
      if (plans.has(pathname)) continue;
      plans.set(pathname, { pathname, productId: spec.productId, title: `${entry.name} API`, navTitle: entry.name, group: entry.kind === 'component' ? 'components' : 'hooks', entries: [entry], multi: false, parts: [] });
    }
  }
  for (const { plan, part } of parts) {
    const host = plans.get(plan);
    if (!host) throw new Error(`${part.name} is a styled part of a component without an API page (${plan}).`);
    host.parts.push(part);
  }
  return [...plans.values()].sort((a, b) => a.pathname.localeCompare(b.pathname));
}

/** The page (and anchor, on Base UI's grouped pages) documenting each export, keyed by `entryKey`. */
export function entryLocations(plans: readonly ApiPagePlan[]): Map<string, string> {
  const locations = new Map<string, string>();
  for (const plan of plans) {
    for (const entry of plan.entries) {
      const key = entryKey(entry.packageName, entry.name);
      if (!locations.has(key)) locations.set(key, plan.multi ? `${plan.pathname}#${kebabName(entry.name)}` : plan.pathname);
    }
    for (const part of plan.parts) locations.set(entryKey(part.packageName, part.name), `${plan.pathname}#${partRowId(plan.entries[0]!.name, part.name)}`);
  }
  return locations;
}
