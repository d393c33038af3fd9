import { t } from '../site/i18n/t';
import type { ThemeStore } from '../site/theme/themeStore';

const FOCUSABLE = 'button, a[href], input, [tabindex]:not([tabindex="-1"])';

function reflect(drawer: HTMLElement, store: ThemeStore): void {
  const state = store.getState();
  const current: Record<string, string> = { mode: store.getMode(), direction: state.direction, density: state.dense ? 'dense' : 'standard' };
  for (const button of drawer.querySelectorAll<HTMLButtonElement>('[data-setting]')) {
    button.setAttribute('aria-pressed', String(current[button.dataset.setting ?? ''] === button.dataset.value));
  }
  const value = drawer.querySelector('.settings-spacing-value');
  if (value) value.textContent = t('settings.spacingValue', { value: state.spacing });
  const decrease = drawer.querySelector<HTMLButtonElement>('[data-spacing="decrease"]');
  if (decrease) decrease.disabled = state.spacing <= 1;
}

function choose(store: ThemeStore, setting: string, value: string): void {
  if (setting === 'mode' && (value === 'light' || value === 'dark' || value === 'system')) store.setMode(value);
  else if (setting === 'direction' && (value === 'ltr' || value === 'rtl')) store.dispatch({ type: 'CHANGE', payload: { direction: value } });
  else if (setting === 'density') store.dispatch({ type: 'SET_DENSE', payload: value === 'dense' });
}

function step(store: ThemeStore, action: string): void {
  if (action === 'increase') store.dispatch({ type: 'INCREASE_SPACING' });
  else if (action === 'decrease' && store.getState().spacing > 1) store.dispatch({ type: 'DECREASE_SPACING' });
  else if (action === 'reset') store.dispatch({ type: 'RESET_DENSITY' });
}

/** Wires the settings drawer (site/layout/SettingsDrawer.tsx) to the theme store: a modal dialog. Returns its opener. */
export function setupSettings(store: ThemeStore): { open: () => void } {
  const drawer = document.getElementById('settings-drawer');
  const opener = document.querySelector<HTMLButtonElement>('.settings-button');
  if (!drawer || !opener) return { open: () => {} };

  const close = (): void => {
    drawer.hidden = true;
    opener.setAttribute('aria-expanded', 'false');
    document.body.removeAttribute('data-settings-open');
    opener.focus();
  };
  const open = (): void => {
    reflect(drawer, store);
    drawer.hidden = false;
    opener.setAttribute('aria-expanded', 'true');
    document.body.setAttribute('data-settings-open', '');
    drawer.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
  };

  opener.addEventListener('click', () => (drawer.hidden ? open() : close()));
  drawer.querySelector('.settings-close')?.addEventListener('click', close);
  drawer.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button');
    if (button?.dataset.setting && button.dataset.value) choose(store, button.dataset.setting, button.dataset.value);
    else if (button?.dataset.spacing) step(store, button.dataset.spacing);
  });
  // A modal keeps focus inside until it closes (Escape, the close button or a click outside).
  drawer.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !(element as HTMLButtonElement).disabled);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (!drawer.hidden && !drawer.contains(event.target as Node) && !opener.contains(event.target as Node)) close();
  });
  store.subscribe(() => reflect(drawer, store));
  return { open };
}
