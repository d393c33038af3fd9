import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_TIMEOUT_MS } from '../../site/feedback/constants';
import { feedbackReducer, initialFeedbackState } from '../../site/feedback/flow';
import { submitFeedback, type FeedbackPayload } from '../../site/feedback/submit';
import { parseFeedbackId, parseVotes, serializeFeedbackId, serializeVote } from '../../site/feedback/votes';

const payload: FeedbackPayload = { page: '/material-ui/react-button', rating: 1, comment: 'Clear', version: '6.0.0-rc.0', language: 'en', id: 'visitor-1234' };
const ENDPOINT = 'http://127.0.0.1:9/feedback';

afterEach(() => {
  vi.useRealTimers();
});

describe('submitFeedback', () => {
  it('posts the payload as JSON and resolves true on a 2xx answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
    await expect(submitFeedback(payload, { endpoint: ENDPOINT, fetch })).resolves.toBe(true);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it('resolves false without an endpoint, on a network error and on a non-2xx answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    await expect(submitFeedback(payload, { endpoint: null, fetch })).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(submitFeedback(payload, { endpoint: ENDPOINT, fetch })).resolves.toBe(false);
    fetch.mockResolvedValueOnce(new Response('nope', { status: 500 }));
    await expect(submitFeedback(payload, { endpoint: ENDPOINT, fetch })).resolves.toBe(false);
  });

  it('gives up after the timeout and aborts the request, even if fetch ignores the signal', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = vi.fn<typeof globalThis.fetch>((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    let settled: boolean | undefined;
    void submitFeedback(payload, { endpoint: ENDPOINT, fetch }).then((ok) => (settled = ok));
    await vi.advanceTimersByTimeAsync(FEEDBACK_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(false);
    expect(signal?.aborted).toBe(true);
  });
});

describe('feedbackReducer', () => {
  it('opens the comment box on a vote and restores the remembered vote on cancel', () => {
    const voted = feedbackReducer(initialFeedbackState(1), { type: 'vote', rating: 0 });
    expect(voted).toMatchObject({ saved: 1, selected: 0, open: true });
    expect(feedbackReducer(voted, { type: 'cancel' })).toEqual({ saved: 1, selected: 1, open: false, sending: false });
  });

  it('remembers the vote only once it was sent, and keeps everything on failure', () => {
    const sending = feedbackReducer(feedbackReducer(initialFeedbackState(null), { type: 'vote', rating: 1 }), { type: 'send' });
    expect(sending.sending).toBe(true);
    expect(feedbackReducer(sending, { type: 'vote', rating: 0 })).toBe(sending);
    expect(feedbackReducer(sending, { type: 'cancel' })).toBe(sending);
    expect(feedbackReducer(sending, { type: 'failed' })).toEqual({ saved: null, selected: 1, open: true, sending: false });
    expect(feedbackReducer(sending, { type: 'sent' })).toEqual({ saved: 1, selected: 1, open: false, sending: false });
  });

  it('does not send without an open box and a vote', () => {
    const closed = initialFeedbackState(null);
    expect(feedbackReducer(closed, { type: 'send' })).toBe(closed);
    expect(feedbackReducer(closed, { type: 'sent' })).toBe(closed);
  });
});

describe('the feedback cookies', () => {
  it('stores votes as JSON by pathname with the preference cookie format', () => {
    const cookie = serializeVote({ '/a': 0 }, '/b', 1);
    expect(cookie).toMatch(/^feedback=[^;]+;path=\/;max-age=31536000$/);
    const value = cookie.slice('feedback='.length, cookie.indexOf(';'));
    expect(JSON.parse(decodeURIComponent(value))).toEqual({ '/a': 0, '/b': 1 });
    expect(parseVotes(`codeVariant=TS; feedback=${value}`)).toEqual({ '/a': 0, '/b': 1 });
  });

  it('ignores malformed cookies and values that are not votes', () => {
    expect(parseVotes('feedback=%7Bnot json')).toEqual({});
    expect(parseVotes(`feedback=${encodeURIComponent('[1]')}`)).toEqual({});
    expect(parseVotes(`feedback=${encodeURIComponent('{"/a":1,"/b":"yes","/c":0}')}`)).toEqual({ '/a': 1, '/c': 0 });
  });

  it('drops the oldest votes before the cookie grows too long', () => {
    const many = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`/material-ui/react-page-${index}`, 1 as const]));
    const cookie = serializeVote(many, '/newest', 0);
    expect(cookie.length).toBeLessThan(3200);
    const votes = parseVotes(cookie.split(';')[0]!);
    expect(votes['/newest']).toBe(0);
    expect(votes['/material-ui/react-page-0']).toBeUndefined();
    expect(votes['/material-ui/react-page-199']).toBe(1);
  });

  it('round-trips the feedback id and rejects odd ones', () => {
    expect(parseFeedbackId(serializeFeedbackId('0f8c2b7e-1d2a-4c55-9a0e-3b1f6d9c2a10').split(';')[0]!)).toBe('0f8c2b7e-1d2a-4c55-9a0e-3b1f6d9c2a10');
    expect(parseFeedbackId('feedbackId=<script>')).toBeNull();
  });
});
