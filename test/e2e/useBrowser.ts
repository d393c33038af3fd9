import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';

/** What tests do with the shared browser. */
export interface TestBrowser {
  newPage: Browser['newPage'];
  newContext: Browser['newContext'];
}

/** One Chromium for a test file: launched before its tests, closed after them. */
export function useBrowser(): TestBrowser {
  let browser: Browser | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const current = (): Browser => {
    if (!browser) throw new Error('The test browser starts in beforeAll: use it inside tests or hooks.');
    return browser;
  };
  return {
    newPage: (...args) => current().newPage(...args),
    newContext: (...args) => current().newContext(...args),
  };
}
