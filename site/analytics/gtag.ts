/** The gtag.js calling convention: `gtag('event', name, params)`, `gtag('config', id, params)`, … */
export type GtagArgs = ['js', Date] | ['config', string, Record<string, unknown>?] | ['event', string, Record<string, unknown>?] | ['set', Record<string, unknown>];

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: GtagArgs) => void;
  }
}

/**
 * Makes sure `window.gtag` exists. Like Google's snippet it only pushes onto `window.dataLayer`, which
 * the real script drains when (and if) it loads: calls made before that are queued, never lost.
 */
export function ensureGtag(win: Window = window): (...args: GtagArgs) => void {
  win.dataLayer ??= [];
  if (!win.gtag) {
    const dataLayer = win.dataLayer;
    win.gtag = function gtag() {
      // gtag.js expects the `arguments` object itself, not an array copy.
      dataLayer.push(arguments);
    } as (...args: GtagArgs) => void;
  }
  return win.gtag;
}

/** Sends an analytics event (queued until the analytics script loads; dropped silently if it never does). */
export function sendEvent(name: string, params: Record<string, unknown> = {}, win: Window = window): void {
  ensureGtag(win)('event', name, params);
}
