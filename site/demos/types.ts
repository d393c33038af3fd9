import type { ComponentType, ReactNode } from 'react';
import type { ProductId } from '../products';
import type { CodeStyling, CodeVariant } from './codePreferences';

/** A demo module as the build hands it to a page: the live component plus what the toolbar needs. */
export interface DemoDescriptor {
  Component: ComponentType;
  /** `<page path without leading slash>/<Name>`, unique across the site; also the island key suffix. */
  id: string;
  /** The component's file name without extension, used as the demo's anchor (`#BasicButtons`). */
  name: string;
  product: ProductId;
  /** Path of the demo file relative to the repository root. */
  sourcePath: string;
  /** Highlighted short JSX preview shown while the code is collapsed; `null` when the demo has none. */
  previewHtml: string | null;
  /** The code stylings the demo can switch between; empty when it has no variants. */
  stylings: CodeStyling[];
  /** The demo wraps itself in a theme provider of its own (`bringsOwnTheme`). */
  ownTheme: boolean;
  /** The demo's own file is written with Tailwind classes (`Name.tailwind.tsx`): its live part is in the Tailwind scope. */
  tailwind: boolean;
  /** The collapsed-code preview of each code-styling variant (`previewHtml` is the default styling's). */
  variantPreviews: Partial<Record<CodeStyling, string | null>>;
}

/** What a product's demo provider receives. */
export interface DemoProviderProps {
  children: ReactNode;
  /**
   * Set for a demo that brings its own theme provider: the demo's id, naming the element its global
   * styles are confined to. The provider then gives it an outer theme its own theme can replace.
   */
  ownThemeScope?: string | undefined;
}

/** One language variant of a demo's source: as written (or derived) and highlighted. */
export interface DemoSource {
  source: string;
  html: string;
}

/** A demo's code, loaded by the browser only when the reader opens, copies or exports it. */
export interface DemoCode extends Record<CodeVariant, DemoSource> {
  /** Packages a stand-alone copy needs, pinned to the installed (documented) versions. */
  dependencies: Record<string, string>;
}

/** The generated per-demo code module: the code plus the modules live editing may import. */
export interface DemoCodeModule {
  code: DemoCode;
  /** The code of each styling variant other than the default (MUI System). */
  variants: Partial<Record<CodeStyling, DemoCode>>;
  scope: Record<string, unknown>;
}

/** Products whose demos have a provider module in `site/demos/providers/`. */
export const DEMO_PRODUCTS = ['material-ui', 'joy-ui', 'base-ui', 'system', 'x-data-grid', 'docs-infra'] as const;
export type DemoProduct = (typeof DEMO_PRODUCTS)[number];

/** The island key of a demo; the runtime registry uses the same key. */
export function demoIslandName(id: string): string {
  return `demo:${id}`;
}
