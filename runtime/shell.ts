// Progressive enhancements of the static shell: the phone drawer, menus, the drawer's scroll position.

const DRAWER_SCROLL_KEY = 'docs-nav-scroll';

function setupDrawerToggle(): void {
  const button = document.querySelector<HTMLButtonElement>('.menu-button');
  const drawer = document.getElementById('nav-drawer');
  if (!button || !drawer) return;
  const setOpen = (open: boolean): void => {
    document.body.toggleAttribute('data-drawer-open', open);
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', open ? 'Close navigation' : 'Open navigation');
  };
  button.addEventListener('click', () => setOpen(!document.body.hasAttribute('data-drawer-open')));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && document.body.hasAttribute('data-drawer-open')) {
      setOpen(false);
      button.focus();
    }
  });
  document.addEventListener('click', (event) => {
    const target = event.target as Node;
    if (document.body.hasAttribute('data-drawer-open') && !drawer.contains(target) && !button.contains(target)) setOpen(false);
  });
}

// Keeps the drawer where the reader left it, so a long tree does not jump back to the top on every page.
function keepDrawerScroll(): void {
  const drawer = document.getElementById('nav-drawer');
  if (!drawer) return;
  const saved = Number(sessionStorage.getItem(DRAWER_SCROLL_KEY));
  if (saved > 0) drawer.scrollTop = saved;
  const active = drawer.querySelector<HTMLElement>('[aria-current="page"]');
  if (active) {
    const drawerBox = drawer.getBoundingClientRect();
    const activeBox = active.getBoundingClientRect();
    if (activeBox.top < drawerBox.top || activeBox.bottom > drawerBox.bottom) active.scrollIntoView({ block: 'center' });
  }
  window.addEventListener('pagehide', () => sessionStorage.setItem(DRAWER_SCROLL_KEY, String(drawer.scrollTop)));
}

function closeMenusOnOutsideClick(): void {
  document.addEventListener('click', (event) => {
    for (const menu of document.querySelectorAll<HTMLDetailsElement>('details.product-switcher[open]')) {
      if (!menu.contains(event.target as Node)) menu.open = false;
    }
  });
}

/** Attaches the shell's behaviours; each is a no-op on pages without the element it needs. */
export function setupShell(): void {
  setupDrawerToggle();
  keepDrawerScroll();
  closeMenusOnOutsideClick();
}
