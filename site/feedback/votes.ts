import { FEEDBACK_COOKIE, FEEDBACK_COOKIE_MAX_AGE, FEEDBACK_COOKIE_MAX_LENGTH, FEEDBACK_ID_COOKIE, type Rating } from './constants';

/** The remembered vote of each page, by canonical pathname. */
export type Votes = Record<string, Rating>;

function cookieValue(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const index = part.indexOf('=');
    if (index === -1 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** Reads the `feedback` cookie out of a `document.cookie` string; anything malformed counts as no votes. */
export function parseVotes(cookie: string): Votes {
  const text = cookieValue(cookie, FEEDBACK_COOKIE);
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const votes: Votes = {};
  for (const [pathname, rating] of Object.entries(parsed)) if (rating === 0 || rating === 1) votes[pathname] = rating;
  return votes;
}

/**
 * The `feedback` cookie string after voting `rating` on `pathname`: the newest vote goes last and the
 * oldest are dropped while the JSON is too long for a cookie.
 */
export function serializeVote(votes: Votes, pathname: string, rating: Rating): string {
  const next: Votes = { ...votes };
  delete next[pathname];
  next[pathname] = rating;
  let json = JSON.stringify(next);
  const keys = Object.keys(next);
  while (encodeURIComponent(json).length > FEEDBACK_COOKIE_MAX_LENGTH && keys.length > 1) {
    delete next[keys.shift()!];
    json = JSON.stringify(next);
  }
  return `${FEEDBACK_COOKIE}=${encodeURIComponent(json)};path=/;max-age=${FEEDBACK_COOKIE_MAX_AGE}`;
}

/** The visitor's feedback id from the cookie, or null when there is none yet. */
export function parseFeedbackId(cookie: string): string | null {
  const id = cookieValue(cookie, FEEDBACK_ID_COOKIE);
  return id && /^[\w-]{8,64}$/.test(id) ? id : null;
}

/** The cookie string that stores the feedback id for a year. */
export function serializeFeedbackId(id: string): string {
  return `${FEEDBACK_ID_COOKIE}=${encodeURIComponent(id)};path=/;max-age=${FEEDBACK_COOKIE_MAX_AGE}`;
}
