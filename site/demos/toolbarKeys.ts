/**
 * Roving focus in a toolbar (WAI-ARIA toolbar pattern): the index an arrow, Home or End key moves to,
 * wrapping at both ends; `null` for keys the toolbar leaves alone. `rtl` swaps the arrow directions.
 */
export function nextToolbarIndex(key: string, index: number, count: number, rtl = false): number | null {
  if (count === 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
