import { translations } from './strings';
import { createTranslator } from './translator';

const warned = new Set<string>();

/**
 * Looks up an interface string (SPEC §8) in the whole table. In the browser bundle each module's import of
 * `t` becomes a translator over only the namespaces that module names (build/bundle/browserStrings.ts).
 */
export const t = createTranslator(translations, warned);

/** Forgets which missing keys were already reported (tests only). */
export function resetTranslationWarnings(): void {
  warned.clear();
}
