import { FEEDBACK_SNACKBAR_MS, type Rating } from '../../site/feedback/constants';
import { feedbackReducer, initialFeedbackState, type FeedbackEvent, type FeedbackState } from '../../site/feedback/flow';
import { submitFeedback } from '../../site/feedback/submit';
import { parseFeedbackId, parseVotes, serializeFeedbackId, serializeVote } from '../../site/feedback/votes';
import { t } from '../../site/i18n/t';

function newFeedbackId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function feedbackId(): string {
  const existing = parseFeedbackId(document.cookie);
  if (existing) return existing;
  const id = newFeedbackId();
  document.cookie = serializeFeedbackId(id);
  return id;
}

/**
 * Wires the static feedback prompt (site/feedback/FeedbackPrompt.tsx): votes, the comment box, the call
 * to `endpoint` (the site config's `feedbackUrl`) and the snackbar.
 */
export function setupFeedback(root: HTMLElement, endpoint: string | null): void {
  const page = root.dataset.page ?? location.pathname;
  const form = root.querySelector<HTMLFormElement>('.feedback-form');
  const comment = root.querySelector<HTMLTextAreaElement>('.feedback-comment');
  const submit = root.querySelector<HTMLButtonElement>('.feedback-submit');
  const snackbar = root.querySelector<HTMLElement>('.feedback-snackbar');
  const votes = [...root.querySelectorAll<HTMLButtonElement>('.feedback-vote')];
  let state: FeedbackState = initialFeedbackState(parseVotes(document.cookie)[page] ?? null);
  let snackbarTimer: ReturnType<typeof setTimeout> | undefined;

  const render = (): void => {
    for (const button of votes) button.setAttribute('aria-pressed', String(state.selected !== null && button.dataset.rating === String(state.selected)));
    if (form) form.hidden = !state.open;
    if (submit) {
      submit.disabled = state.sending;
      submit.textContent = t(state.sending ? 'feedback.sending' : 'feedback.submit');
    }
    root.toggleAttribute('data-sending', state.sending);
  };
  const dispatch = (event: FeedbackEvent): void => {
    state = feedbackReducer(state, event);
    render();
  };
  const announce = (message: string): void => {
    if (!snackbar) return;
    clearTimeout(snackbarTimer);
    snackbar.textContent = message;
    snackbarTimer = setTimeout(() => (snackbar.textContent = ''), FEEDBACK_SNACKBAR_MS);
  };

  const send = async (): Promise<void> => {
    const before = state;
    dispatch({ type: 'send' });
    if (state === before || state.selected === null) return;
    const rating: Rating = state.selected;
    const ok = await submitFeedback(
      { page, rating, comment: (comment?.value ?? '').trim(), version: root.dataset.version ?? '', language: document.documentElement.lang || 'en', id: feedbackId() },
      { endpoint },
    );
    if (ok) {
      document.cookie = serializeVote(parseVotes(document.cookie), page, rating);
      if (comment) comment.value = '';
      dispatch({ type: 'sent' });
      announce(t('feedback.submitted'));
    } else {
      // The comment and the vote stay as they were: nothing the visitor typed is lost.
      dispatch({ type: 'failed' });
      announce(t('feedback.failed'));
    }
  };

  for (const button of votes) {
    button.addEventListener('click', () => {
      dispatch({ type: 'vote', rating: button.dataset.rating === '1' ? 1 : 0 });
      comment?.focus();
    });
  }
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });
  comment?.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    } else if (event.key === 'Escape' && !state.sending) {
      event.preventDefault();
      dispatch({ type: 'cancel' });
      votes[0]?.focus();
    }
  });
  root.querySelector<HTMLButtonElement>('[data-feedback-cancel]')?.addEventListener('click', () => {
    dispatch({ type: 'cancel' });
    (votes.find((button) => button.getAttribute('aria-pressed') === 'true') ?? votes[0])?.focus();
  });
  render();
}
