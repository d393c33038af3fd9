import type { ApiEntry, ApiPackage } from '../../site/api/types';
import type { DeprecatedApiGroup, DeprecatedApiRow } from '../../site/siteData/types';
import type { LinkResolver } from '../api/markdown';
import { renderMarkdown } from '../api/markdown';
import { kebabName } from '../api/names';
import { entryKey } from '../api/plan';

/** What the list needs besides the model: where each export is documented and which anchors exist. */
export interface DeprecationContext {
  /** `entryKey` → the API page (and anchor) documenting the export. */
  locations: ReadonlyMap<string, string>;
  /** Pathname → the ids its page has, so a row links to its own API row only when that row exists. */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
  resolveLink: LinkResolver;
}

// Most messages end by sending the reader to the page that shows this list: on that page it is noise.
const SELF_REFERENCE = /\s*(?:See )?\[(?:Migrating from deprecated APIs|How to migrate)\]\(\/material-ui\/migration\/migrating-from-deprecated-apis\/?\)(?: for more details)?\.?/g;

function cleanMessage(message: string): string {
  return message.replace(SELF_REFERENCE, '').trim();
}

// The row's anchor on the API page when the page has it, else the page itself.
function rowHref(pageHref: string | undefined, anchor: string, context: DeprecationContext): string | undefined {
  if (!pageHref) return undefined;
  const pathname = pageHref.split('#')[0]!;
  return context.anchors.get(pathname)?.has(anchor) ? `${pathname}#${anchor}` : pageHref;
}

function groupOf(entry: ApiEntry, context: DeprecationContext): DeprecatedApiGroup | null {
  const href = context.locations.get(entryKey(entry.packageName, entry.name));
  const prefix = kebabName(entry.name);
  const row = (kind: DeprecatedApiRow['kind'], name: string, anchor: string | null, raw: string): DeprecatedApiRow => {
    const message = cleanMessage(raw);
    const target = anchor === null ? href : rowHref(href, anchor, context);
    return { kind, name, ...(target ? { href: target } : {}), message, messageHtml: renderMarkdown(message, context.resolveLink) };
  };
  const rows: DeprecatedApiRow[] = [];
  if (entry.deprecated !== undefined) rows.push(row('component', entry.name, null, entry.deprecated));
  if (entry.kind === 'component') {
    for (const prop of entry.props) if (prop.deprecated !== undefined) rows.push(row('prop', prop.name, `${prefix}-prop-${prop.name}`, prop.deprecated));
    for (const cssClass of entry.classes) if (cssClass.deprecated !== undefined) rows.push(row('class', cssClass.className, `${prefix}-classes-${cssClass.key}`, cssClass.deprecated));
  }
  if (rows.length === 0) return null;
  return { component: entry.name, ...(entry.pathImport ? { importPath: entry.pathImport.source } : {}), ...(href ? { href } : {}), rows };
}

/**
 * Every component, prop and CSS class of one package whose declaration carries `@deprecated`, grouped
 * by component in alphabetical order, with the message (which names the replacement) as Markdown and
 * HTML. Entries another package re-exports (the lab's copies of Material UI components) are left out.
 */
export function deprecatedApis(packages: readonly ApiPackage[], packageName: string, context: DeprecationContext): DeprecatedApiGroup[] {
  const own = packages.find((item) => item.packageName === packageName);
  if (!own) return [];
  const folder = `${packageName}/`;
  return own.entries
    .filter((entry) => entry.source.startsWith(folder))
    .map((entry) => groupOf(entry, context))
    .filter((group): group is DeprecatedApiGroup => group !== null)
    .sort((a, b) => a.component.localeCompare(b.component));
}
