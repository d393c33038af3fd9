import { FEEDBACK_TIMEOUT_MS, type Rating } from './constants';

/** The JSON body of a feedback call (SPEC §7). `id` is the visitor's random feedback id. */
export interface FeedbackPayload {
  page: string;
  rating: Rating;
  comment: string;
  version: string;
  language: string;
  id: string;
}

/** What sending needs besides the payload; tests pass a fetch of their own. */
export interface SubmitOptions {
  endpoint: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Posts feedback as JSON and resolves true only on a 2xx answer in time. Every failure (no endpoint
 * configured, network error, non-2xx, timeout) resolves false, so the caller has one case to handle.
 */
export async function submitFeedback(payload: FeedbackPayload, options: SubmitOptions): Promise<boolean> {
  const { endpoint, timeoutMs = FEEDBACK_TIMEOUT_MS } = options;
  const send = options.fetch ?? globalThis.fetch;
  if (!endpoint || typeof send !== 'function') return false;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Raced rather than relying on the abort alone: a fetch that ignores its signal still times out.
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(false);
    }, timeoutMs);
  });
  const request = send(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
    signal: controller.signal,
    credentials: 'omit',
  }).then(
    (response) => response.ok,
    () => false,
  );
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
