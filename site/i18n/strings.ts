import { ads } from './en/ads';
import { demos } from './en/demos';
import { api } from './en/api';
import { search } from './en/search';
import { settings } from './en/settings';
import { shell } from './en/shell';
import { feedback } from './en/feedback';
import { offline } from './en/offline';
import { redirect } from './en/redirect';
import { special } from './en/special';

/**
 * The English interface strings, one module per feature under `en/` (SPEC §1: the table exists in
 * English only). Keys are dotted paths: `t('shell.contents')`.
 */
export const en = { shell, settings, ads, api, demos, search, special, feedback, offline, redirect } as const;

/**
 * Namespaces only server-rendered HTML uses (API pages, the offline page, redirect pages): the browser
 * bundle's table (`browserStrings.ts`) leaves them out, and the build stops if a browser module names one.
 */
export const SERVER_ONLY_NAMESPACES = ['api', 'offline', 'redirect'] as const;

/** Every language the table has. `zh` is recognised in paths but served in English. */
export const translations: Record<string, unknown> = { en };
