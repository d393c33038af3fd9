// Shared by the build's Tailwind stylesheet (build/demos/tailwind.ts) and the demo shell that marks the
// demos it applies to: one place for the names, so the rules and the markup cannot drift apart.

/** Set by the demo shell on the live part of a demo shown with Tailwind classes; the site's Tailwind rules apply only under it. */
export const TAILWIND_DEMO_ATTRIBUTE = 'data-tailwind-demo';

/** The selector every rule of the Tailwind stylesheet starts with. */
export const TAILWIND_DEMO_SCOPE = `[${TAILWIND_DEMO_ATTRIBUTE}]`;

/** The site's dark mode, as the colour-scheme bootstrap marks it on `<html>`: Tailwind's `dark:` variant follows it. */
export const TAILWIND_DARK_SELECTOR = '[data-mui-color-scheme="dark"]';

/** Prefix of the Tailwind stylesheet's `@keyframes`, so `animate-spin` never replaces a site animation of the same name. */
export const TAILWIND_KEYFRAMES_PREFIX = 'tw-';

/** A demo file written with Tailwind classes: `Name.tailwind.tsx` (the twin of `Name.tsx`, or a demo of its own). */
export function isTailwindDemoFile(file: string): boolean {
  return file.endsWith('.tailwind.tsx');
}
