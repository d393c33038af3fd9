/** What an API page renders, prepared by the build (build/api/views.ts): ids, text and HTML, no logic. */
import type { ApiType } from './types';

/** The three sections whose layout a reader can switch, and the local-storage key of each. */
export const LAYOUT_STORAGE_KEYS = { props: 'apiPage_props', slots: 'apiPage_slots', classes: 'apiPage_classes' } as const;

/** A section whose layout can be switched. */
export type LayoutSection = keyof typeof LAYOUT_STORAGE_KEYS;

/** The layouts a switchable section offers; `table` is the default. */
export const LAYOUTS = ['table', 'expanded', 'collapsed'] as const;

/** One layout. */
export type ApiLayout = (typeof LAYOUTS)[number];

/** One prop, slot, class or hook field. */
export interface ApiRowView {
  /** Anchor id; unique on the page. */
  id: string;
  /** The searchable name: prop name, slot name or class key. */
  name: string;
  /** What the row shows as its name, when that differs (a class shows `.MuiButton-root`). */
  label?: string;
  type?: ApiType;
  default?: string;
  required?: boolean;
  /** Present when deprecated: the message as HTML (may be empty). */
  deprecatedHtml?: string;
  descriptionHtml: string;
}

/** A table of rows: props, slots, classes, hook parameters or return value. */
export interface ApiTableView {
  id: string;
  title: string;
  layout: LayoutSection;
  /** Which cells a row has: props (type, default), slots (default element), classes (rule name), styled
   * parts (class name), moved components (new package) or icons (import line). */
  columns: 'props' | 'slots' | 'classes' | 'parts' | 'moved' | 'icons';
  rows: ApiRowView[];
}

/** A link to another page. */
export interface ApiLinkView {
  title: string;
  href: string;
}

/** One component or hook on an API page. */
export interface ApiEntryView {
  name: string;
  /** Heading id of the entry on pages that hold several (Base UI); null on single-entry pages. */
  id: string | null;
  /** Id prefix of the entry's sections: '' on single-entry pages, `<entry id>-` otherwise. */
  sectionPrefix: string;
  descriptionHtml: string;
  deprecatedHtml?: string;
  /** The pages whose demos use it, the most relevant first. */
  demos: ApiLinkView[];
  /** Further pages whose demos use it, by title: shown folded under the list. */
  moreDemos: ApiLinkView[];
  /** Import statements, one per line. */
  imports: string[];
  inherits?: { name: string; href?: string; isElement: boolean };
  /** Null: no ref; string: the element type; '' forwarded to an unnamed target. */
  ref?: string | null;
  themeName?: string;
  systemProps?: boolean;
  /** A hook's return type, shown when it has no fields to list. */
  returnType?: ApiType;
  tables: ApiTableView[];
}

/** A whole API page. */
export interface ApiPageView {
  pathname: string;
  entries: ApiEntryView[];
  /** On a listing page (the lab's moved components, the grid's icons): an introduction and one table. */
  listing?: { introHtml: string; table: ApiTableView };
}
