// Inlined in <head> (built by build/bundle/inlineScripts.ts): must run before first paint, so no
// page ever shows the wrong colour scheme, direction or density, not even for one frame.
import { applyThemeToDocument, localStorageOrNull, readPreferences } from '../site/theme/preferences';

const prefersDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
applyThemeToDocument(document, readPreferences(localStorageOrNull(), prefersDark).state);
