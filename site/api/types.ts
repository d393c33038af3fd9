/** The API model: what the extractor reads out of the packages' declaration files (DESIGN.md §8). */

/** A type as a reader sees it: a short form and, when shortened, the full text. */
export interface ApiType {
  /** Shown inline: the full text when it is short, otherwise a one-word summary such as `union`. */
  short: string;
  /** The whole type, present only when `short` is a summary of it. */
  full?: string;
}

/** One prop of a component, or one field of a hook's parameters or return value. */
export interface ApiProp {
  name: string;
  type: ApiType;
  /** The `@default` value as written in the declaration, e.g. `'text'`. */
  default?: string;
  required: boolean;
  /** The `@deprecated` message; an empty string when deprecated without one. */
  deprecated?: string;
  /** JSDoc description, Markdown. */
  description: string;
}

/** A replaceable part of a component (`slots` prop, Joy UI and Base UI). */
export interface ApiSlot {
  name: string;
  /** The element or component rendered when the slot is not replaced, e.g. `'button'`. */
  defaultElement?: string;
  description: string;
}

/** A CSS class the component puts on its elements. */
export interface ApiClass {
  /** The key in the `classes` prop, e.g. `root`. */
  key: string;
  /** The global class name, e.g. `MuiButton-root`. */
  className: string;
  description: string;
  deprecated?: string;
}

/** A subpath the export can be imported from, and whether it is that module's default export. */
export interface ApiPathImport {
  source: string;
  isDefault: boolean;
}

/** What a component passes its other props to: another component of a package, or a DOM element. */
export interface ApiInherits {
  name: string;
  /** The package of the inherited component; absent for a DOM element. */
  packageName?: string;
}

/** Where a component's or hook's forwarded ref ends up. */
export interface ApiRef {
  /** The element type the ref receives, e.g. `HTMLButtonElement`; absent when unknown. */
  target?: string;
}

/** A component exported by a package. */
export interface ApiComponent {
  kind: 'component';
  name: string;
  /** npm package that exports it, e.g. `@mui/material`. */
  packageName: string;
  /** The subpath import (`@mui/material/Button`), when the package has one for it. */
  pathImport?: ApiPathImport;
  /** JSDoc of the component itself, Markdown. */
  description: string;
  deprecated?: string;
  props: ApiProp[];
  /** The component whose props this one also accepts (`ButtonBase` for `Button`), or a DOM element. */
  inherits?: ApiInherits;
  /** Null when the component does not accept a ref; absent when its generic signature does not say. */
  ref?: ApiRef | null;
  /** Key under `theme.components` for default props and style overrides, e.g. `MuiButton`. */
  themeName?: string;
  /** Whether it accepts MUI System's style props (`m`, `p`, `display`…), which are not listed one by one. */
  systemProps?: boolean;
  slots: ApiSlot[];
  classes: ApiClass[];
  /** Declaration file, relative to node_modules. */
  source: string;
  /** Demo page pathnames from the declaration's own "Demos" list (used to group Base UI pages). */
  declaredDemoPaths: string[];
}

/** A hook exported by a package. */
export interface ApiHook {
  kind: 'hook';
  name: string;
  packageName: string;
  pathImport?: ApiPathImport;
  description: string;
  deprecated?: string;
  /** The fields of its parameters object, or its positional parameters. */
  parameters: ApiProp[];
  /** The fields of its return value, or the return value as one entry named `returns`. */
  returns: ApiProp[];
  /** The whole return type, shown when it has no fields. */
  returnType: ApiType;
  source: string;
  declaredDemoPaths: string[];
}

/** Any documented export. */
export type ApiEntry = ApiComponent | ApiHook;

/** Everything extracted from one package. */
export interface ApiPackage {
  packageName: string;
  version: string;
  entries: ApiEntry[];
}
