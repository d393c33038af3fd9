import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; tests never download a browser of their own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How the launched browser compiles the pages' JavaScript. */
export interface LaunchOptions {
  /**
   * Every tier of V8's compilers, as in a reader's browser: for the bench, whose timings must be the
   * readers'. Tests leave it off (see below).
   */
  optimizingCompiler?: boolean;
}

/** Launches headless Chromium (Playwright gives each launch a fresh temporary profile) with the flags this closed network needs. */
export function launchBrowser({ optimizingCompiler = false }: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A test page lives for seconds, too short for V8's top tier (TurboFan) to earn back the CPU it
      // compiles with, and on two cores the browser's CPU is what the browser tests wait for. Stopping at
      // Maglev runs the same code with the same results and cut the every-page sweep and the
      // accessibility sweep by 8-11 % (40 Joy UI pages: 84 s -> 75 s; 15 dark-mode axe cases: 59 s -> 54 s).
      ...(optimizingCompiler ? [] : ['--js-flags=--max-opt=2']),
    ],
  });
}
