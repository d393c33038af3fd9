import type { ReactElement } from 'react';
import { Ad } from './Ad';
import type { AdIslandProps } from './types';

function isAdIslandProps(props: Record<string, unknown>): props is Record<string, unknown> & AdIslandProps {
  return (
    props.placement === 'body-top' &&
    typeof props.providerScriptUrl === 'string' &&
    typeof props.feedUrl === 'string' &&
    typeof props.displayRatio === 'number'
  );
}

/** The island's element from its serialised props (site/islands/siteIslands.ts); the server renders the same. */
export function islandElement(props: Record<string, unknown>): ReactElement {
  if (!isAdIslandProps(props)) throw new Error('The ad island needs placement, providerScriptUrl, feedUrl and displayRatio props.');
  return <Ad placement={props.placement} providerScriptUrl={props.providerScriptUrl} feedUrl={props.feedUrl} displayRatio={props.displayRatio} />;
}
