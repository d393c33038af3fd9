// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApplePlatform, isSearchShortcut, setupSearch } from '../../runtime/search/trigger';

type DialogModule = typeof import('../../runtime/search/dialog');

function key(init: KeyboardEventInit, target?: EventTarget): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  if (target) Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('search shortcuts', () => {
  it('opens on ⌘K and Ctrl+K, and on "/" outside text fields', () => {
    expect(isSearchShortcut(key({ key: 'k', metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: '/' }, document.body))).toBe(true);
    expect(isSearchShortcut(key({ key: '/' }, document.createElement('input')))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, altKey: true }))).toBe(false);
  });

  it('recognises Apple platforms for the ⌘K label', () => {
    expect(isApplePlatform('MacIntel')).toBe(true);
    expect(isApplePlatform('macOS')).toBe(true);
    expect(isApplePlatform('iPhone')).toBe(true);
    expect(isApplePlatform('Linux x86_64')).toBe(false);
    expect(isApplePlatform('Windows')).toBe(false);
  });
});

describe('setupSearch', () => {
  let dispose = (): void => {};
  afterEach(() => {
    dispose();
    document.body.innerHTML = '';
  });

  function mount(): { button: HTMLButtonElement; load: ReturnType<typeof vi.fn>; openSearch: ReturnType<typeof vi.fn>; prefetchIndex: ReturnType<typeof vi.fn> } {
    document.body.innerHTML = '<button class="search-button" data-search-manifest="/static/search/manifest-x.json"><kbd class="search-button-shortcut">Ctrl K</kbd></button>';
    const openSearch = vi.fn();
    const prefetchIndex = vi.fn();
    const load = vi.fn(() => Promise.resolve({ openSearch, prefetchIndex } as unknown as DialogModule));
    dispose = setupSearch(load);
    return { button: document.querySelector('button')!, load, openSearch, prefetchIndex };
  }

  it('loads nothing until the button is hovered, focused or used', async () => {
    const { button, load, prefetchIndex, openSearch } = mount();
    expect(load).not.toHaveBeenCalled();
    button.dispatchEvent(new Event('pointerenter'));
    await vi.waitFor(() => expect(prefetchIndex).toHaveBeenCalledWith('/static/search/manifest-x.json'));
    expect(openSearch).not.toHaveBeenCalled();
    button.click();
    await vi.waitFor(() => expect(openSearch).toHaveBeenCalledWith(button, '/static/search/manifest-x.json'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens from the keyboard shortcut and keeps the browser from handling it', async () => {
    const { button, openSearch } = mount();
    const event = key({ key: 'k', ctrlKey: true });
    document.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(openSearch).toHaveBeenCalledWith(button, '/static/search/manifest-x.json'));
  });
});
