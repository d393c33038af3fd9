import { scheduleIslands } from '../islands/schedule';

/**
 * Loads the feedback prompt's code when the prompt nears the viewport, or at the first click on it if
 * that comes sooner; such a click is replayed once the code is in, so no vote is lost.
 */
export function scheduleFeedback(endpoint: string | null | undefined, doc: Document = document): void {
  const root = doc.querySelector<HTMLElement>('[data-feedback]');
  if (!root) return;
  let loading: Promise<void> | null = null;
  let pending: HTMLButtonElement | null = null;
  const early = (event: Event): void => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button') : null;
    if (button && root.contains(button)) {
      pending = button;
      event.preventDefault();
      event.stopPropagation();
    }
    void load();
  };
  const load = (): Promise<void> =>
    (loading ??= import('./setup').then(({ setupFeedback }) => {
      root.removeEventListener('click', early, true);
      setupFeedback(root, endpoint ?? null);
      pending?.click();
    }));
  root.addEventListener('click', early, true);
  scheduleIslands([root], () => void load());
}
