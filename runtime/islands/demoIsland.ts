import type { ComponentType } from 'react';
import type { DemoShellProps } from '../../site/demos/DemoShell';
import type { demoElement } from '../../site/demos/demoIsland';
import type { DemoCodeModule, DemoProviderProps } from '../../site/demos/types';
import type { IslandModule } from './types';

/** A demo's generated entry module (build/demos/entryModules.ts): its component, its provider and the shell. */
export interface DemoEntryModule {
  default: ComponentType;
  DemoProvider: ComponentType<DemoProviderProps>;
  demoElement: typeof demoElement;
}

/** The loader of one demo island: its entry module, with the code and the variants loaded on request. */
export function demoIsland(
  load: () => Promise<DemoEntryModule>,
  loadCode: () => Promise<DemoCodeModule>,
  variants: DemoShellProps['loadVariants'],
): () => Promise<IslandModule> {
  return () =>
    load().then((entry) => ({
      element: (props) => entry.demoElement(props, entry.default, entry.DemoProvider, loadCode, variants),
    }));
}
