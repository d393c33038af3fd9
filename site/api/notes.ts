import { t } from '../i18n/t';
import type { ApiEntryView, ApiTableView } from './view';

// The sentences an API entry shows beside its tables, decided once for the HTML page (ApiPage.tsx) and
// its Markdown twin (build/machine/apiMarkdown.ts); each output only says how a piece is written.

/** How one output writes plain text, a code name (linked when `href` is given) and a native element. */
export interface NoteFormat<T> {
  text: (text: string) => T;
  code: (name: string, href?: string) => T;
  element: (name: string) => T;
}

const SLOT = '\u0000';

/** A sentence whose one placeholder is filled with a formatted piece: [before, piece, after]. */
function sentence<T>(key: string, placeholder: string, piece: T, format: NoteFormat<T>): T[] {
  const [before = '', after = ''] = t(key, { [placeholder]: SLOT }).split(SLOT);
  return [format.text(before), piece, format.text(after)];
}

/** The notes under an entry's import: inherited props, system props, the ref and the theme name. */
export function entryNotes<T>(entry: ApiEntryView, format: NoteFormat<T>): T[][] {
  const notes: T[][] = [];
  const { inherits } = entry;
  if (inherits) {
    notes.push(
      inherits.isElement
        ? sentence('api.inheritsElement', 'element', format.element(`<${inherits.name}>`), format)
        : sentence('api.inheritsComponent', 'link', format.code(inherits.name, inherits.href), format),
    );
  }
  if (entry.systemProps) notes.push([format.text(t('api.systemProps', { examples: 'm, p, display' }))]);
  if (entry.ref !== undefined) {
    notes.push([format.text(entry.ref === null ? t('api.refNotForwarded') : entry.ref ? t('api.refForwarded', { target: entry.ref }) : t('api.refForwardedUnnamed'))]);
  }
  if (entry.themeName) notes.push(sentence('api.themeName', 'name', format.code(entry.themeName), format));
  return notes;
}

/** What an empty table says instead: the hook's return type, no parameters, or no props. */
export function emptyTableNote<T>(table: ApiTableView, entry: ApiEntryView, format: NoteFormat<T>): T[] {
  if (table.id.endsWith('return-value')) return sentence('api.returnType', 'type', format.code(entry.returnType?.full ?? entry.returnType?.short ?? 'void'), format);
  return [format.text(table.id.endsWith('parameters') ? t('api.noParameters') : t('api.noProps'))];
}
