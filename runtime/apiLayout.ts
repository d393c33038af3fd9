// API pages: the Table / Expanded list / Collapsed list switch and the rows of a collapsed list.
import { layoutAttribute } from '../site/api/layoutScript';
import { LAYOUT_STORAGE_KEYS, LAYOUTS, type ApiLayout, type LayoutSection } from '../site/api/view';

function isLayout(value: string | null | undefined): value is ApiLayout {
  return (LAYOUTS as readonly string[]).includes(value ?? '');
}

function currentLayout(section: LayoutSection): ApiLayout {
  const value = document.documentElement.getAttribute(layoutAttribute(section));
  return isLayout(value) ? value : 'table';
}

function syncPressed(section: LayoutSection): void {
  const layout = currentLayout(section);
  for (const button of document.querySelectorAll<HTMLButtonElement>(`[data-api-layout-switch="${section}"] button[data-layout]`)) {
    button.setAttribute('aria-pressed', String(button.dataset.layout === layout));
  }
}

/** Applies a layout to every section of its kind and remembers it (a storage failure only costs memory). */
export function setLayout(section: LayoutSection, layout: ApiLayout): void {
  document.documentElement.setAttribute(layoutAttribute(section), layout);
  try {
    localStorage.setItem(LAYOUT_STORAGE_KEYS[section], layout);
  } catch {
    // Private mode or full storage: the choice holds for this page only.
  }
  syncPressed(section);
}

// A row reached by a link opens in a collapsed list, so the anchor shows what it points to.
function openTargetRow(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  const row = id ? document.getElementById(id) : null;
  if (!row?.classList.contains('api-row')) return;
  row.classList.add('is-open');
  row.querySelector('.api-row-toggle')?.setAttribute('aria-expanded', 'true');
}

/** Wires the layout switches and row toggles of an API page; does nothing on other pages. */
export function setupApiLayout(): void {
  if (!document.querySelector('[data-api-layout-switch]')) return;
  for (const section of Object.keys(LAYOUT_STORAGE_KEYS) as LayoutSection[]) syncPressed(section);
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>('[data-api-layout-switch] button[data-layout]');
    if (button) {
      const section = button.closest<HTMLElement>('[data-api-layout-switch]')!.dataset.apiLayoutSwitch as LayoutSection;
      if (isLayout(button.dataset.layout)) setLayout(section, button.dataset.layout);
      return;
    }
    const toggle = target?.closest<HTMLButtonElement>('.api-row-toggle');
    if (toggle) {
      const open = toggle.closest('.api-row')!.classList.toggle('is-open');
      toggle.setAttribute('aria-expanded', String(open));
    }
  });
  openTargetRow();
  window.addEventListener('hashchange', openTargetRow);
}
