import type { AdShape } from './constants';
import { chooseAdShape } from './decision';

let pageShape: AdShape | undefined;

/** The ad shape of this page load: drawn on first use, then the same for every ad until the next load. */
export function pageAdShape(random: () => number): AdShape {
  pageShape ??= chooseAdShape(random());
  return pageShape;
}

/** Forgets the drawn shape, as a new page load would (tests only). */
export function resetPageAdShape(): void {
  pageShape = undefined;
}
