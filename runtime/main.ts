// The browser entry: small shell behaviours at once; React loads only when the first island needs it.
import { scheduleIslands } from './islands/schedule';
import { setupShell } from './shell';
import { setupTocHighlight } from './toc';

setupShell();
setupTocHighlight();

scheduleIslands([...document.querySelectorAll<HTMLElement>('[data-island]')], (element) => {
  void import('./islands/hydrate').then(({ hydrateIsland }) => hydrateIsland(element));
});
