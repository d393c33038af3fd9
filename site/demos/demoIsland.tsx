import { createElement, type ComponentType, type ReactElement } from 'react';
import { DemoShell, type DemoShellData, type DemoShellProps } from './DemoShell';
import type { DemoCodeModule, DemoProviderProps } from './types';

/** The browser side of a demo island: the same shell the server rendered, from the island's serialised props. */
export function demoElement(
  props: Record<string, unknown>,
  Component: ComponentType,
  Provider: ComponentType<DemoProviderProps>,
  loadCode: () => Promise<DemoCodeModule>,
  loadVariants: DemoShellProps['loadVariants'] = {},
): ReactElement {
  return createElement(DemoShell, { ...(props as unknown as DemoShellData), Component, Provider, loadCode, loadVariants });
}
