import { createElement, type ReactElement } from 'react';
import { ThemeBuilderShell } from './ThemeBuilderShell';

/** The theme builder as the browser hydrates it: the shell only; the tool itself loads on first use. */
export function islandElement(): ReactElement {
  return createElement(ThemeBuilderShell);
}
