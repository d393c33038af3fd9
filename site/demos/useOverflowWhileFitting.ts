import { useEffect, type RefObject } from 'react';

/** Set on a demo's live box while its content fits the box's width; `.demo-live[data-fits]` stops clipping. */
const DEMO_FITS_ATTRIBUTE = 'data-fits';

/**
 * Lets a demo's popups (a listbox or menu rendered without a portal, as in Autocomplete's combo box) spill
 * out of the demo's box while the demo fits the box's width. The box scrolls sideways by default (the
 * server's markup, a wide table on a phone), and a box that scrolls one way clips both: a popup below the
 * demo showed one option. Once the demo is live the box stops clipping, for as long as nothing in it is
 * wider than it; measured again whenever the box, or an element directly in it, changes size.
 */
export function useOverflowWhileFitting(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const measure = (): void => {
      box.toggleAttribute(DEMO_FITS_ATTRIBUTE, box.scrollWidth <= box.clientWidth + 1);
    };
    const sizes = new ResizeObserver(measure);
    const observeAll = (): void => {
      sizes.disconnect();
      sizes.observe(box);
      for (const child of box.children) sizes.observe(child);
    };
    // A reset or a live edit mounts the demo's elements anew: watch the new ones.
    const children = new MutationObserver(() => {
      observeAll();
      measure();
    });
    children.observe(box, { childList: true });
    observeAll();
    measure();
    return () => {
      sizes.disconnect();
      children.disconnect();
    };
  }, [ref]);
}
