import { t } from '../i18n/t';
import { SEARCH_MANIFEST_PLACEHOLDER } from './constants';

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M10 3a7 7 0 0 1 5.6 11.2l5 5-1.4 1.4-5-5A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z" />
    </svg>
  );
}

/**
 * The app bar's search button. Static HTML: runtime/search/trigger.ts wires it up, shows ⌘K on Apple
 * devices, and loads the dialog and the index on first use. The build fills in the manifest URL. Its
 * name is what it shows ("Search… Ctrl K"), so a voice-control user can say what they see.
 */
export function SearchButton() {
  return (
    <button
      type="button"
      className="search-button"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      data-search-manifest={SEARCH_MANIFEST_PLACEHOLDER}
    >
      <SearchIcon />
      <span className="search-button-label">{t('search.button')}</span>
      <kbd className="search-button-shortcut">Ctrl K</kbd>
    </button>
  );
}
