import { PREFERENCE_COOKIE_MAX_AGE } from '../demos/codePreferences';

/** Cookie holding each page's vote as JSON by pathname (REFERENCE.md "Feedback"). */
export const FEEDBACK_COOKIE = 'feedback';
/** Cookie holding the visitor's random, anonymous feedback id. */
export const FEEDBACK_ID_COOKIE = 'feedbackId';
/** Same lifetime as the preference cookies (SPEC §9). */
export const FEEDBACK_COOKIE_MAX_AGE = PREFERENCE_COOKIE_MAX_AGE;
/** Browsers drop cookies over 4 KB; the oldest votes go first to stay well under it. */
export const FEEDBACK_COOKIE_MAX_LENGTH = 3000;
/** A feedback call that has not answered by then counts as failed. */
export const FEEDBACK_TIMEOUT_MS = 10_000;
/** How long the "Feedback submitted" / failure snackbar stays up. */
export const FEEDBACK_SNACKBAR_MS = 6_000;
/** The longest comment sent; the text box enforces it too. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 2_000;

/** A vote: 1 for "Yes", 0 for "No". */
export type Rating = 0 | 1;
