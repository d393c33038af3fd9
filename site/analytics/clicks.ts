/** An analytics event described by `data-ga-event-*` attributes on an element. */
export interface DeclaredEvent {
  category: string;
  action: string | undefined;
  label: string | undefined;
}

/** The event declared by the nearest ancestor (or the element itself) with `data-ga-event-category`. */
export function declaredEventFor(target: EventTarget | null): DeclaredEvent | null {
  if (!target || typeof (target as Element).closest !== 'function') return null;
  const element = (target as Element).closest<HTMLElement>('[data-ga-event-category]');
  const category = element?.dataset.gaEventCategory;
  if (!element || !category) return null;
  return { category, action: element.dataset.gaEventAction, label: element.dataset.gaEventLabel };
}

/** One document listener turns clicks inside declared elements into events (REFERENCE.md "analytics"). */
export function listenForDeclaredClicks(doc: Document, send: (name: string, params: Record<string, unknown>) => void): () => void {
  const onClick = (event: MouseEvent): void => {
    const declared = declaredEventFor(event.target);
    if (declared) send(declared.category, { eventAction: declared.action, eventLabel: declared.label });
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
