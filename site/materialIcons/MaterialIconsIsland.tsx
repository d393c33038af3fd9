import { createElement, type ReactElement } from 'react';
import { IconBrowser } from './IconBrowser';

/** The Material Icons tool as an island; `base` is the URL folder of its index and shards. */
export function islandElement(props: Record<string, unknown> = {}): ReactElement {
  return createElement(IconBrowser, { base: String(props.base ?? '') });
}
