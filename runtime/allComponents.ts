// The component index's filter: the cards are static HTML; this reveals the filter box and hides the
// cards (and the groups left empty) that do not match what the reader types.
import { cardMatches } from '../site/allComponents/filter';

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** Wires the filter of the `[data-all-components]` index, if the page has one. */
export function setupAllComponents(doc: Document = document): void {
  const root = doc.querySelector<HTMLElement>('[data-all-components]');
  const box = root?.querySelector<HTMLElement>('[data-filter]');
  const input = box?.querySelector('input');
  const status = box?.querySelector<HTMLElement>('[data-status]');
  if (!root || !box || !input || !status) return;
  const cards = [...root.querySelectorAll<HTMLElement>('[data-component-card]')];
  const groups = [...root.querySelectorAll<HTMLElement>('[data-component-group]')];
  const total = cards.length;

  const apply = (): void => {
    const query = input.value;
    let shown = 0;
    for (const card of cards) {
      const match = cardMatches(card.dataset.search ?? '', query);
      card.hidden = !match;
      if (match) shown += 1;
    }
    for (const group of groups) group.hidden = !group.querySelector('[data-component-card]:not([hidden])');
    status.textContent = query.trim() === '' ? '' : shown === 0 ? fill(root.dataset.noneTemplate ?? '', { query: query.trim() }) : fill(root.dataset.countTemplate ?? '', { count: shown, total });
  };

  input.addEventListener('input', apply);
  box.hidden = false;
  // A value the browser restored (back navigation) applies at once.
  if (input.value) apply();
}
