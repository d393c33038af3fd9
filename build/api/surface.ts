import type { ApiComponent, ApiEntry } from '../../site/api/types';

/**
 * Where an export is documented. Most exports get a page of their own; three kinds do not, because a
 * page each would crowd the navigation and the search without telling a reader anything new:
 * - a styled part (`SliderRail`, `MenuPaper`): a component declared in another component's file whose
 *   name extends that component's, documented on its host's page beside the slots and classes;
 * - a stub the lab keeps for a component that moved to MUI X (the date pickers, the tree view), listed
 *   on one page that says where each went;
 * - one of the Data Grid's icon components, listed on one icons page.
 */
export type ExportRole = { kind: 'page' } | { kind: 'part'; host: string } | { kind: 'moved'; to: string } | { kind: 'icon' };

// `@deprecated The CalendarPicker component was moved from `@mui/lab` to `@mui/x-date-pickers`. …`
const MOVED_TO_MUI_X = /moved from `@mui\/lab` to `(@mui\/x-[\w-]+)`/;

function fileStem(source: string): string {
  return source.slice(source.lastIndexOf('/') + 1).replace(/\.d\.ts$/, '');
}

/** Decides where each export of one package is documented (see ExportRole). */
export function exportRole(entry: ApiEntry, componentNames: ReadonlySet<string>): ExportRole {
  if (entry.kind !== 'component') return { kind: 'page' };
  const moved = MOVED_TO_MUI_X.exec(entry.deprecated ?? '');
  if (moved) return { kind: 'moved', to: moved[1]! };
  if (/\/icons\/index\.d\.ts$/.test(entry.source)) return { kind: 'icon' };
  const stem = fileStem(entry.source);
  if (stem !== entry.name && entry.name.startsWith(stem) && componentNames.has(stem)) return { kind: 'part', host: stem };
  return { kind: 'page' };
}

/** The slot a styled part renders, in the host's class-key spelling: `SliderMarkLabel` → `markLabel`. */
export function partSlotKey(part: ApiComponent, host: string): string {
  const rest = part.name.slice(host.length);
  return rest.charAt(0).toLowerCase() + rest.slice(1);
}
