// Turns each server-rendered <CodeTabs> (site/mdx/CodeTabs.tsx) into working tabs: click or arrow keys.

function select(root: HTMLElement, tabs: HTMLElement[], index: number, focus: boolean): void {
  tabs.forEach((tab, position) => {
    const selected = position === index;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = root.querySelector<HTMLElement>(`#${CSS.escape(tab.getAttribute('aria-controls') ?? '')}`);
    if (panel) panel.hidden = !selected;
  });
  if (focus) tabs[index]?.focus();
}

/** Wires every code tab group under `doc`; safe to call again (a wired group is skipped). */
export function setupCodeTabs(doc: Document = document): void {
  for (const root of doc.querySelectorAll<HTMLElement>('[data-code-tabs]:not([data-code-tabs-ready])')) {
    const list = root.querySelector<HTMLElement>('[role="tablist"]');
    const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
    if (!list || tabs.length === 0) continue;
    root.dataset.codeTabsReady = 'true';
    list.hidden = false;
    select(root, tabs, 0, false);
    tabs.forEach((tab, index) => tab.addEventListener('click', () => select(root, tabs, index, false)));
    list.addEventListener('keydown', (event) => {
      const current = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
      // In right-to-left text the arrow keys follow the visual order.
      const forward = doc.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
      let next = -1;
      if (event.key === forward) next = (current + 1) % tabs.length;
      else if (event.key === backward) next = (current - 1 + tabs.length) % tabs.length;
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = tabs.length - 1;
      if (next === -1) return;
      event.preventDefault();
      select(root, tabs, next, true);
    });
  }
}
