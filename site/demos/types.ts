import type { ComponentType } from 'react';
import type { ProductId } from '../products';

/** A demo module as the build hands it to a page: the live component plus its source, ready to show. */
export interface DemoDescriptor {
  Component: ComponentType;
  /** `<page path without leading slash>/<Name>`, unique across the site; also the island key suffix. */
  id: string;
  /** The component's file name without extension, used as the demo's anchor (`#BasicButtons`). */
  name: string;
  product: ProductId;
  /** Path of the demo file relative to the repository root. */
  sourcePath: string;
  /** Highlighted TypeScript source as HTML. */
  tsHtml: string;
}

/** Products whose demos have a provider module in `site/demos/providers/`. */
export const DEMO_PRODUCTS = ['material-ui', 'joy-ui', 'base-ui', 'system'] as const;
export type DemoProduct = (typeof DEMO_PRODUCTS)[number];

/** The island key of a demo; the runtime registry uses the same key. */
export function demoIslandName(id: string): string {
  return `demo:${id}`;
}
