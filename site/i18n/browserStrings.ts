import { ads } from './en/ads';
import { demos } from './en/demos';
import { search } from './en/search';
import { settings } from './en/settings';
import { shell } from './en/shell';
import { feedback } from './en/feedback';
import { special } from './en/special';

/**
 * The interface strings the browser bundle carries in place of `strings.ts`: every namespace but those
 * only server-rendered HTML uses (`SERVER_ONLY_NAMESPACES`), which would load on every page for nothing.
 */
export const en = { shell, settings, ads, demos, search, special, feedback } as const;

/** Every language the browser's table has. */
export const translations: Record<string, unknown> = { en };
