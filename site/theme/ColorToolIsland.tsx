import { createElement, type ReactElement } from 'react';
import { DemoProvider } from '../demos/providers/material-ui';
import { ColorTool } from './ColorTool';

/** The colour tool as an island: inside Material's demo provider, so it previews with the demo theme. */
export function islandElement(): ReactElement {
  return createElement(DemoProvider, null, createElement(ColorTool));
}
