// Wires the app bar's search button: shortcut label, keyboard shortcuts, and loading the dialog chunk
// and the index only when search is first wanted (prefetched on hover or focus of the button).

type DialogModule = typeof import('./dialog');

/** Whether the reader is on an Apple device, where the shortcut is ⌘K rather than Ctrl+K. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** Whether a key press belongs to a field the reader is typing in ("/" must type a slash there). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** Whether a key press should open search: ⌘K or Ctrl+K anywhere, "/" outside text fields. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'target'>): boolean {
  if (event.altKey) return false;
  if ((event.metaKey || event.ctrlKey) && !event.shiftKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.metaKey && !event.ctrlKey && !isTypingTarget(event.target);
}

/** Sets up the search button, if the page has one; returns a function that removes the shortcut listener. */
export function setupSearch(load: () => Promise<DialogModule> = () => import('./dialog')): () => void {
  const button = document.querySelector<HTMLButtonElement>('.search-button');
  const manifestUrl = button?.dataset.searchManifest;
  if (!button || !manifestUrl) return () => {};
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  const shortcut = button.querySelector('.search-button-shortcut');
  if (shortcut && isApplePlatform(platform)) shortcut.textContent = '⌘K';

  let module: Promise<DialogModule> | null = null;
  const dialog = (): Promise<DialogModule> => (module ??= load());
  const prefetch = (): void => {
    dialog().then(({ prefetchIndex }) => prefetchIndex(manifestUrl), (error: unknown) => console.error('Search failed to load', error));
  };
  const open = (): void => {
    dialog().then(({ openSearch }) => openSearch(button, manifestUrl), (error: unknown) => console.error('Search failed to load', error));
  };
  button.addEventListener('pointerenter', prefetch, { once: true });
  button.addEventListener('focus', prefetch, { once: true });
  button.addEventListener('click', open);
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || !isSearchShortcut(event)) return;
    // When the dialog is already open its input has focus and handles keys itself.
    if (document.querySelector('dialog.search-dialog[open]')) return;
    event.preventDefault();
    open();
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}
