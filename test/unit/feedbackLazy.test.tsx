// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackPrompt } from '../../site/feedback/FeedbackPrompt';
import { scheduleFeedback } from '../../runtime/feedback/lazy';

describe('loading the feedback prompt', () => {
  it('replays a vote made before its code arrived', async () => {
    // No IntersectionObserver: the code would load at once; keep it from doing so to test the early click.
    vi.stubGlobal('IntersectionObserver', class {
      observe(): void {}
      unobserve(): void {}
    });
    document.body.innerHTML = renderToStaticMarkup(<FeedbackPrompt pathname="/system/getting-started" version="6.0.0-rc.0" />);
    scheduleFeedback(null);
    const no = document.querySelector<HTMLButtonElement>('.feedback-vote[data-rating="0"]')!;
    no.click();
    expect(no.getAttribute('aria-pressed')).toBe('false');
    await vi.waitFor(() => expect(no.getAttribute('aria-pressed')).toBe('true'));
    expect(document.querySelector<HTMLFormElement>('.feedback-form')!.hidden).toBe(false);
    vi.unstubAllGlobals();
  });
});
