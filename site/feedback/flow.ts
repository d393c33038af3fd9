import type { Rating } from './constants';

/** The feedback prompt's state: the remembered vote, the vote being made, the comment box, a call in flight. */
export interface FeedbackState {
  /** The vote remembered for this page (cookie), null before the first successful submission. */
  saved: Rating | null;
  /** The vote the buttons show as pressed. */
  selected: Rating | null;
  /** Whether the comment box is open. */
  open: boolean;
  sending: boolean;
}

/** What can happen to the prompt. */
export type FeedbackEvent =
  | { type: 'vote'; rating: Rating }
  | { type: 'cancel' }
  | { type: 'send' }
  | { type: 'sent' }
  | { type: 'failed' };

/** The state of a page with `saved` as its remembered vote. */
export function initialFeedbackState(saved: Rating | null): FeedbackState {
  return { saved, selected: saved, open: false, sending: false };
}

/**
 * The prompt's transitions (REFERENCE.md "Feedback"): a vote opens the comment box, Cancel closes it
 * and restores the remembered vote, a successful send remembers the vote, a failed one keeps everything
 * as the visitor left it. Nothing changes while a call is in flight except its outcome.
 */
export function feedbackReducer(state: FeedbackState, event: FeedbackEvent): FeedbackState {
  switch (event.type) {
    case 'vote':
      return state.sending ? state : { ...state, selected: event.rating, open: true };
    case 'cancel':
      return state.sending ? state : { ...state, selected: state.saved, open: false };
    case 'send':
      return state.sending || !state.open || state.selected === null ? state : { ...state, sending: true };
    case 'sent':
      return state.sending ? { saved: state.selected, selected: state.selected, open: false, sending: false } : state;
    case 'failed':
      return state.sending ? { ...state, sending: false } : state;
  }
}
