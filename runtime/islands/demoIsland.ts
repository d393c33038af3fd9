import type { ComponentType } from 'react';
import type { DemoCodeModule, DemoProduct, DemoProviderProps } from '../../site/demos/types';
import type { IslandModule } from './types';

type ProviderModule = { DemoProvider: ComponentType<DemoProviderProps> };
type ComponentModule = { default: ComponentType };

// Written once here rather than in each page's generated registry: every registry shares this chunk.
const providers: Record<DemoProduct, () => Promise<ProviderModule>> = {
  'material-ui': () => import('../../site/demos/providers/material-ui'),
  'joy-ui': () => import('../../site/demos/providers/joy-ui'),
  'base-ui': () => import('../../site/demos/providers/base-ui'),
  system: () => import('../../site/demos/providers/system'),
  'x-data-grid': () => import('../../site/demos/providers/x-data-grid'),
  'docs-infra': () => import('../../site/demos/providers/docs-infra'),
};

/** The loader of one demo island: its component, its product's provider and the demo shell, joined. */
export function demoIsland(
  load: () => Promise<ComponentModule>,
  product: DemoProduct,
  loadCode: () => Promise<DemoCodeModule>,
  variants: Record<string, () => Promise<ComponentModule>>,
): () => Promise<IslandModule> {
  return () =>
    Promise.all([load(), providers[product](), import('../../site/demos/demoIsland')]).then(([demo, { DemoProvider }, shell]) => ({
      element: (props) => shell.demoElement(props, demo.default, DemoProvider, loadCode, variants),
    }));
}
