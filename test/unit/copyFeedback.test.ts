import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MS_CODE_BLOCK, COPIED_MS_COMPONENT } from '../../site/copy/constants';
import { CopyFeedback } from '../../site/copy/feedback';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('CopyFeedback', () => {
  it('says Copied for 1200 ms on component buttons', () => {
    const changes: boolean[] = [];
    const feedback = new CopyFeedback(COPIED_MS_COMPONENT, (copied) => changes.push(copied));
    feedback.markCopied();
    expect(feedback.isCopied).toBe(true);
    vi.advanceTimersByTime(1199);
    expect(feedback.isCopied).toBe(true);
    vi.advanceTimersByTime(1);
    expect(feedback.isCopied).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('says Copied for 2000 ms on code blocks in the page', () => {
    const feedback = new CopyFeedback(COPIED_MS_CODE_BLOCK, () => undefined);
    feedback.markCopied();
    vi.advanceTimersByTime(1999);
    expect(feedback.isCopied).toBe(true);
    vi.advanceTimersByTime(1);
    expect(feedback.isCopied).toBe(false);
  });

  it('restarts the wait on a second copy without flickering', () => {
    const changes: boolean[] = [];
    const feedback = new CopyFeedback(1200, (copied) => changes.push(copied));
    feedback.markCopied();
    vi.advanceTimersByTime(1000);
    feedback.markCopied();
    vi.advanceTimersByTime(1000);
    expect(feedback.isCopied).toBe(true);
    vi.advanceTimersByTime(200);
    expect(feedback.isCopied).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('stops its timer when disposed', () => {
    const changes: boolean[] = [];
    const feedback = new CopyFeedback(1200, (copied) => changes.push(copied));
    feedback.markCopied();
    feedback.dispose();
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([true]);
  });
});
