import type { ComponentType } from 'react';
import type { DemoProduct, DemoProviderProps } from '../types';
import { DemoProvider as BaseUiProvider } from './base-ui';
import { DemoProvider as JoyUiProvider } from './joy-ui';
import { DemoProvider as MaterialUiProvider } from './material-ui';
import { DemoProvider as SystemProvider } from './system';
import { DemoProvider as XDataGridProvider } from './x-data-grid';
import { DemoProvider as DocsInfraProvider } from './docs-infra';

/** Every demo provider, for the server render; the browser loads only the one a demo needs. */
export const demoProviders: Record<DemoProduct, ComponentType<DemoProviderProps>> = {
  'material-ui': MaterialUiProvider,
  'joy-ui': JoyUiProvider,
  'base-ui': BaseUiProvider,
  system: SystemProvider,
  'x-data-grid': XDataGridProvider,
  'docs-infra': DocsInfraProvider,
};
