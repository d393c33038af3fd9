// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_SNACKBAR_MS, FEEDBACK_TIMEOUT_MS } from '../../site/feedback/constants';
import { FeedbackPrompt } from '../../site/feedback/FeedbackPrompt';
import { parseVotes } from '../../site/feedback/votes';
import { en } from '../../site/i18n/strings';
import { setupFeedback } from '../../runtime/feedback/setup';

const PAGE = '/material-ui/react-button';
const ENDPOINT = 'http://127.0.0.1:9/feedback';
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=;path=/;max-age=0`;
  }
}

function mount(endpoint: string | null = ENDPOINT): HTMLElement {
  document.documentElement.lang = 'en';
  document.body.innerHTML = renderToStaticMarkup(<FeedbackPrompt pathname={PAGE} version="6.0.0-rc.0" />);
  const root = document.querySelector<HTMLElement>('[data-feedback]')!;
  setupFeedback(root, endpoint);
  return root;
}

const yes = () => document.querySelector<HTMLButtonElement>('.feedback-vote[data-rating="1"]')!;
const no = () => document.querySelector<HTMLButtonElement>('.feedback-vote[data-rating="0"]')!;
const form = () => document.querySelector<HTMLFormElement>('.feedback-form')!;
const comment = () => document.querySelector<HTMLTextAreaElement>('.feedback-comment')!;
const snackbar = () => document.querySelector<HTMLElement>('.feedback-snackbar')!;
const pressed = () => [yes().getAttribute('aria-pressed'), no().getAttribute('aria-pressed')];

function pressCtrlEnter(): void {
  comment().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true, cancelable: true }));
}

beforeEach(() => {
  vi.useFakeTimers();
  clearCookies();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the feedback prompt', () => {
  it('renders the question and two unpressed votes with the comment box closed', () => {
    mount();
    expect(document.querySelector('.feedback-question')?.textContent).toBe('Was this page helpful?');
    expect(pressed()).toEqual(['false', 'false']);
    expect(form().hidden).toBe(true);
  });

  it('sends vote and comment with Ctrl+Enter, shows "Feedback submitted" and remembers the vote', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    mount();
    yes().click();
    expect(pressed()).toEqual(['true', 'false']);
    expect(form().hidden).toBe(false);
    comment().value = '  The examples helped.  ';
    pressCtrlEnter();
    await vi.advanceTimersByTimeAsync(0);

    expect(fetchMock).toHaveBeenCalledOnce();
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ page: PAGE, rating: 1, comment: 'The examples helped.', version: '6.0.0-rc.0', language: 'en' });
    expect(typeof body.id).toBe('string');
    expect(snackbar().textContent).toBe('Feedback submitted');
    expect(form().hidden).toBe(true);
    expect(comment().value).toBe('');
    expect(parseVotes(document.cookie)).toEqual({ [PAGE]: 1 });

    await vi.advanceTimersByTimeAsync(FEEDBACK_SNACKBAR_MS);
    expect(snackbar().textContent).toBe('');

    // A later visit shows the remembered vote.
    mount();
    expect(pressed()).toEqual(['true', 'false']);
  });

  it('shows the failure message on a failed call and keeps the comment and the vote', async () => {
    fetchMock.mockResolvedValue(new Response('down', { status: 503 }));
    mount();
    no().click();
    comment().value = 'Missing an example with icons.';
    form().requestSubmit();
    await vi.advanceTimersByTimeAsync(0);
    expect(snackbar().textContent).toBe(en.feedback.failed);
    expect(snackbar().textContent).toBe("Couldn't submit feedback. Please try again later.");
    expect(form().hidden).toBe(false);
    expect(comment().value).toBe('Missing an example with icons.');
    expect(pressed()).toEqual(['false', 'true']);
    expect(parseVotes(document.cookie)).toEqual({});
  });

  it('shows the failure message when no endpoint is configured, without calling anything', async () => {
    mount(null);
    yes().click();
    pressCtrlEnter();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(snackbar().textContent).toBe(en.feedback.failed);
  });

  it('times out a call that never answers and keeps the box open', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    mount();
    yes().click();
    comment().value = 'Slow network here.';
    pressCtrlEnter();
    await vi.advanceTimersByTimeAsync(0);
    const submit = document.querySelector<HTMLButtonElement>('.feedback-submit')!;
    expect(submit.disabled).toBe(true);
    expect(submit.textContent).toBe(en.feedback.sending);
    pressCtrlEnter();
    await vi.advanceTimersByTimeAsync(FEEDBACK_TIMEOUT_MS);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(snackbar().textContent).toBe(en.feedback.failed);
    expect(submit.disabled).toBe(false);
    expect(comment().value).toBe('Slow network here.');
  });

  it('Cancel closes the box and restores the previous vote', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    mount();
    yes().click();
    pressCtrlEnter();
    await vi.advanceTimersByTimeAsync(0);
    no().click();
    expect(pressed()).toEqual(['false', 'true']);
    document.querySelector<HTMLButtonElement>('[data-feedback-cancel]')!.click();
    expect(form().hidden).toBe(true);
    expect(pressed()).toEqual(['true', 'false']);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('a plain Enter in the comment box does not send', async () => {
    mount();
    yes().click();
    comment().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
