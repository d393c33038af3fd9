import createCache from '@emotion/cache';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islands as siteIslands } from 'virtual:islands';
import { IslandRoot } from '../../site/islands/IslandRoot';
import { releaseServerDisabledButtons } from '../../site/render/disabledButtons';
import { pageRegistry } from './pageRegistry';
import type { IslandModule } from './types';

// One Emotion cache for every island: it adopts the server's style tags instead of inserting them twice.
const cache = createCache({ key: 'css' });

function hide(element: HTMLElement): void {
  element.hidden = true;
  element.setAttribute('data-island-state', 'failed');
}

// The page's demos are listed in a chunk of its own (pageRegistry.ts); the site's islands are few and fixed.
async function loaderOf(name: string): Promise<(() => Promise<IslandModule>) | undefined> {
  return siteIslands[name] ?? (await pageRegistry())[name];
}

/** Loads an island's chunk and hydrates its server HTML; a failure leaves the page working. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  element.setAttribute('data-island-state', 'loading');
  try {
    const load = await loaderOf(name);
    if (!load) {
      console.error(`No island named "${name}" in this build.`);
      element.setAttribute('data-island-state', 'static');
      return;
    }
    const module = await load();
    const onHydrated = (): void => element.setAttribute('data-island-state', 'hydrated');
    releaseServerDisabledButtons(element);
    // In a transition, React hydrates in slices of a few milliseconds instead of one long task, so a
    // page that wakes several demos at once stays responsive (Lighthouse's total blocking time).
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot
          cache={cache}
          onHydrated={onHydrated}
          onError={(error) => {
            console.error(`Island "${name}" crashed and was removed:`, error);
            hide(element);
          }}
        >
          {module.element(element.dataset.props ? (JSON.parse(element.dataset.props) as Record<string, unknown>) : {})}
        </IslandRoot>,
        // The prefix the server rendered this island with (site/islands/Island.tsx): ids unique on the page.
        { identifierPrefix: element.dataset.idPrefix },
      );
    });
  } catch (error) {
    // A chunk that fails to load keeps its static HTML: still readable, just not interactive.
    console.error(`Island "${name}" could not load:`, error);
    element.setAttribute('data-island-state', 'static');
  }
}
