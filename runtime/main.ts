// The browser entry: small shell behaviours at once; React loads only when the first island needs it.
import { setupSpecialPages } from './specialPages';
import { whenActivated } from './activation';
import { setupApiLayout } from './apiLayout';
import { setupCodeCopy } from './copyCode';
import { setupDemoAnchors } from './demoAnchors';
import { pauseOffscreenDemoAnimations } from './demoAnimations';
import { readClientConfig } from '../site/config/clientConfig';
import { setupBodyTopAd } from './ads/bodyTopAd';
import { setupDemoAds } from './ads/demoAds';
import { setupAnalytics } from './analytics/setup';
import { scheduleIslands } from './islands/schedule';
import { pageRegistry } from './islands/pageRegistry';
import { getBrowserThemeStore } from '../site/theme/themeStore';
import { setupSearch } from './search/trigger';
import { setupShell } from './shell';
import { setupTocHighlight } from './toc';
import { scheduleFeedback } from './feedback/lazy';
import { addIconStylesheet } from './iconStylesheet';
import { setupServiceWorker } from './sw/register';

// Created at once so "system" mode follows the OS live on every page, islands or not.
const themeStore = getBrowserThemeStore();
setupShell();
const clientConfig = readClientConfig();
whenActivated(() => {
  setupAnalytics(clientConfig);
  setupBodyTopAd(clientConfig);
  setupDemoAds(clientConfig);
  scheduleFeedback(clientConfig?.feedbackUrl);
  setupServiceWorker(clientConfig?.productionHost);
});
// The settings drawer's code loads on the first click of its button, which it then opens.
document.querySelector('.settings-button')?.addEventListener('click', () => void import('./settings').then(({ setupSettings }) => setupSettings(themeStore).open()), { once: true });
setupTocHighlight();
setupSearch();
setupCodeCopy();
setupDemoAnchors();
pauseOffscreenDemoAnimations();
setupApiLayout();
setupSpecialPages();
addIconStylesheet(clientConfig?.iconStylesheetUrl);

scheduleIslands([...document.querySelectorAll<HTMLElement>('[data-island]')], (element) => {
  // The page's demo registry (if it has one) downloads beside React and the hydration code, not after them.
  void pageRegistry();
  void import('./islands/hydrate').then(({ hydrateIsland }) => hydrateIsland(element));
});
