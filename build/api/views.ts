import { t } from '../../site/i18n/t';
import type { ApiComponent, ApiEntry, ApiHook, ApiProp } from '../../site/api/types';
import type { ApiEntryView, ApiLinkView, ApiPageView, ApiRowView, ApiTableView } from '../../site/api/view';
import { rankDemoPages, type DemoPageUse } from './demoPageRanking';
import { renderMarkdown, type LinkResolver } from './markdown';
import { kebabName } from './names';
import { entryKey, partRowId, type ApiPagePlan } from './plan';
import { exportRole, partSlotKey } from './surface';

/** What views need besides the plan: where each export is documented and which pages demo it. */
export interface ViewContext {
  resolveLink: LinkResolver;
  /** `entryKey` → page (and anchor) documenting it. */
  locations: ReadonlyMap<string, string>;
  /** `entryKey` → the doc pages whose demos import it, with how many of their demos do. */
  demoPages: ReadonlyMap<string, readonly DemoPageUse[]>;
}

function idPrefix(entry: ApiEntry): string {
  return kebabName(entry.name);
}

function propRows(props: readonly ApiProp[], prefix: string, context: ViewContext): ApiRowView[] {
  return props.map((prop) => ({
    id: `${prefix}-${prop.name}`,
    name: prop.name,
    type: prop.type,
    ...(prop.default !== undefined ? { default: prop.default } : {}),
    required: prop.required,
    ...(prop.deprecated !== undefined ? { deprecatedHtml: renderMarkdown(prop.deprecated, context.resolveLink) } : {}),
    descriptionHtml: renderMarkdown(prop.description, context.resolveLink),
  }));
}

function componentTables(component: ApiComponent, sectionPrefix: string, rowPrefix: string, context: ViewContext): ApiTableView[] {
  const tables: ApiTableView[] = [{ id: `${sectionPrefix}props`, title: t('api.props'), layout: 'props', columns: 'props', rows: propRows(component.props, `${rowPrefix}-prop`, context) }];
  if (component.slots.length > 0) {
    tables.push({
      id: `${sectionPrefix}slots`,
      title: t('api.slots'),
      layout: 'slots',
      columns: 'slots',
      rows: component.slots.map((slot) => ({
        id: `${rowPrefix}-slots-${slot.name}`,
        name: slot.name,
        ...(slot.defaultElement ? { default: slot.defaultElement } : {}),
        descriptionHtml: renderMarkdown(slot.description, context.resolveLink),
      })),
    });
  }
  if (component.classes.length > 0) {
    tables.push({
      id: `${sectionPrefix}classes`,
      title: t('api.classes'),
      layout: 'classes',
      columns: 'classes',
      rows: component.classes.map((cssClass) => ({
        id: `${rowPrefix}-classes-${cssClass.key}`,
        name: cssClass.key,
        label: `.${cssClass.className}`,
        ...(cssClass.deprecated !== undefined ? { deprecatedHtml: renderMarkdown(cssClass.deprecated, context.resolveLink) } : {}),
        descriptionHtml: renderMarkdown(cssClass.description, context.resolveLink),
      })),
    });
  }
  return tables;
}

// A host's styled parts: each with the class its slot carries, so a reader can target it in CSS too.
function partsTable(host: ApiComponent, parts: readonly ApiComponent[], sectionPrefix: string): ApiTableView {
  return {
    id: `${sectionPrefix}styled-parts`,
    title: t('api.styledParts'),
    layout: 'slots',
    columns: 'parts',
    rows: parts.map((part) => {
      const slot = partSlotKey(part, host.name);
      const cssClass = host.classes.find((item) => item.key === slot);
      const description = cssClass ? t('api.partDescription', { slot: `<code>${slot}</code>`, host: host.name }) : t('api.partDescriptionNoSlot', { host: host.name });
      return {
        id: partRowId(host.name, part.name),
        name: part.name,
        ...(cssClass ? { default: `.${cssClass.className}` } : {}),
        descriptionHtml: `<p>${description}</p><p><code>import { ${part.name} } from '${part.pathImport?.source ?? part.packageName}';</code></p>`,
      };
    }),
  };
}

function hookTables(hook: ApiHook, sectionPrefix: string, rowPrefix: string, context: ViewContext): ApiTableView[] {
  return [
    { id: `${sectionPrefix}parameters`, title: t('api.parameters'), layout: 'props', columns: 'props', rows: propRows(hook.parameters, `${rowPrefix}-parameters`, context) },
    // Every field of a return value is there; "required" would say nothing.
    { id: `${sectionPrefix}return-value`, title: t('api.returnValue'), layout: 'props', columns: 'props', rows: propRows(hook.returns, `${rowPrefix}-return-value`, context).map(({ required: _required, ...row }) => row) },
  ];
}

function importLines(entry: ApiEntry): string[] {
  const lines: string[] = [];
  if (entry.pathImport) {
    lines.push(entry.pathImport.isDefault ? `import ${entry.name} from '${entry.pathImport.source}';` : `import { ${entry.name} } from '${entry.pathImport.source}';`);
  }
  lines.push(`import { ${entry.name} } from '${entry.packageName}';`);
  return lines;
}

/** The pages that show the entry in their demos, the most relevant first (demoPageRanking.ts). */
function demoLinks(entry: ApiEntry, context: ViewContext): Pick<ApiEntryView, 'demos' | 'moreDemos'> {
  const { shown, more } = rankDemoPages(entry.name, context.demoPages.get(entryKey(entry.packageName, entry.name)) ?? []);
  return { demos: shown, moreDemos: more };
}

function entryView(entry: ApiEntry, plan: ApiPagePlan, context: ViewContext): ApiEntryView {
  const rowPrefix = idPrefix(entry);
  const id = plan.multi ? rowPrefix : null;
  const sectionPrefix = plan.multi ? `${rowPrefix}-` : '';
  const base: ApiEntryView = {
    name: entry.name,
    id,
    sectionPrefix,
    descriptionHtml: renderMarkdown(entry.description, context.resolveLink),
    ...(entry.deprecated !== undefined ? { deprecatedHtml: renderMarkdown(entry.deprecated, context.resolveLink) } : {}),
    ...demoLinks(entry, context),
    imports: importLines(entry),
    tables: entry.kind === 'component' ? componentTables(entry, sectionPrefix, rowPrefix, context) : hookTables(entry, sectionPrefix, rowPrefix, context),
  };
  if (entry.kind === 'hook') return { ...base, returnType: entry.returnType };
  if (plan.parts.length > 0) base.tables.push(partsTable(entry, plan.parts, sectionPrefix));
  const inheritsHref = entry.inherits?.packageName ? context.locations.get(entryKey(entry.inherits.packageName, entry.inherits.name)) : undefined;
  return {
    ...base,
    ...(entry.inherits ? { inherits: { name: entry.inherits.name, ...(inheritsHref ? { href: inheritsHref } : {}), isElement: !entry.inherits.packageName } } : {}),
    ...(entry.ref !== undefined ? { ref: entry.ref === null ? null : (entry.ref.target ?? '') } : {}),
    ...(entry.themeName ? { themeName: entry.themeName } : {}),
    ...(entry.systemProps ? { systemProps: true } : {}),
  };
}

// One row per listed export: where a moved component went, or how to import an icon.
function listingView(plan: ApiPagePlan, listing: 'moved' | 'icons', context: ViewContext): NonNullable<ApiPageView['listing']> {
  const names = new Set(plan.entries.map((entry) => entry.name));
  const rows = plan.entries.map((entry) => {
    const role = exportRole(entry, names);
    const id = kebabName(entry.name);
    if (listing === 'moved') {
      return { id, name: entry.name, ...(role.kind === 'moved' ? { default: role.to } : {}), descriptionHtml: renderMarkdown(entry.deprecated ?? '', context.resolveLink) };
    }
    return { id, name: entry.name, default: `import { ${entry.name} } from '${entry.packageName}';`, descriptionHtml: '' };
  });
  const title = listing === 'moved' ? t('api.movedHeading') : t('api.iconsNav');
  return {
    introHtml: `<p>${t(listing === 'moved' ? 'api.movedIntro' : 'api.iconsIntro')}</p>`,
    table: { id: listing === 'moved' ? 'components' : 'icons', title, layout: listing === 'moved' ? 'props' : 'classes', columns: listing, rows: [...rows].sort((a, b) => a.name.localeCompare(b.name)) },
  };
}

/** Builds the view of one API page: every id, label and piece of HTML the page component renders. */
export function pageView(plan: ApiPagePlan, context: ViewContext): ApiPageView {
  if (plan.listing) return { pathname: plan.pathname, entries: [], listing: listingView(plan, plan.listing, context) };
  return { pathname: plan.pathname, entries: plan.entries.map((entry) => entryView(entry, plan, context)) };
}

/** The ids a page will hold, known before rendering, so JSDoc links to them can stay internal. */
export function pageAnchors(plan: ApiPagePlan): Set<string> {
  const view = pageView(plan, { resolveLink: (href) => href, locations: new Map(), demoPages: new Map() });
  const ids = new Set<string>();
  if (view.listing) {
    ids.add(view.listing.table.id);
    for (const row of view.listing.table.rows) ids.add(row.id);
  }
  for (const entry of view.entries) {
    if (entry.id) ids.add(entry.id);
    for (const section of ['demos', 'import']) ids.add(`${entry.sectionPrefix}${section}`);
    for (const table of entry.tables) {
      ids.add(table.id);
      for (const row of table.rows) ids.add(row.id);
    }
  }
  return ids;
}

/** The table of contents of an API page: its sections, or its entries and their sections. */
export function pageToc(view: ApiPageView): { depth: 2 | 3; id: string; text: string }[] {
  if (view.listing) return [{ depth: 2, id: view.listing.table.id, text: view.listing.table.title }];
  return view.entries.flatMap((entry) => {
    const sections = [
      { depth: 3 as const, id: `${entry.sectionPrefix}demos`, text: t('api.demos') },
      { depth: 3 as const, id: `${entry.sectionPrefix}import`, text: t('api.import') },
      ...entry.tables.map((table) => ({ depth: 3 as const, id: table.id, text: table.title })),
    ];
    if (!entry.id) return sections.map((section) => ({ ...section, depth: 2 as const }));
    return [{ depth: 2 as const, id: entry.id, text: entry.name }, ...sections];
  });
}
