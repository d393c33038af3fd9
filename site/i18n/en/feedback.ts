/** Strings of the "Was this page helpful?" prompt at the foot of every doc and API page. */
export const feedback = {
  region: 'Page feedback',
  question: 'Was this page helpful?',
  yes: 'Yes',
  no: 'No',
  commentLabel: 'What would have made this page better? (optional)',
  commentHint: 'Press Ctrl+Enter (⌘+Enter on a Mac) to send.',
  submit: 'Submit',
  sending: 'Sending…',
  cancel: 'Cancel',
  submitted: 'Feedback submitted',
  failed: "Couldn't submit feedback. Please try again later.",
  dismiss: 'Dismiss',
} as const;
