// `#BasicButtons.js` and `#BasicButtons.tsx` name a demo's file, not an element: bring that demo into
// view so its island hydrates and opens the code in that language (site/demos/DemoShell.tsx).
import { parseDemoHash } from '../site/demos/codePreferences';

function reveal(): void {
  const target = parseDemoHash(location.hash);
  if (!target) return;
  document.getElementById(target.name)?.scrollIntoView();
}

/** Scrolls to the demo a demo-file hash names, on load and whenever the hash changes. */
export function setupDemoAnchors(): void {
  reveal();
  window.addEventListener('hashchange', reveal);
}
