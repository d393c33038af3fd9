import { sendEvent } from '../analytics/gtag';
import type { AdsConfig } from '../config/siteConfig';
import { adDisplayElement, whitelistElement } from './adElements';
import { AD_POLL_INTERVAL_MS, AD_PROVIDER_SCRIPT_ID, type AdPlacement, type AdShape } from './constants';
import { adDecision, adEventLabel, applyAdCheck, chooseAdView, INITIAL_AD_POLL, isCrawler, type AdView } from './decision';
import { scheduleAdDisplayEvent } from './displayEvent';
import type { FeedFetch } from './feed';
import { showFeedAd } from './feedAdView';
import { pickInHouseAd } from './inHouse';
import { observePlaceholder } from './observe';
import { pageAdShape } from './shape';

/** The browser facts the ad reads; injectable so tests can drive every branch. */
export interface AdEnvironment {
  random: () => number;
  userAgent: () => string;
  send: (name: string, params: Record<string, unknown>) => void;
  fetchFeed?: FeedFetch;
}

const browserEnvironment: AdEnvironment = {
  random: Math.random,
  userAgent: () => navigator.userAgent,
  send: sendEvent,
};

// Drawn once when the ad starts; the static HTML has none of them.
interface AdSetup {
  crawler: boolean;
  shape: AdShape;
  blockedRoll: number;
  inHouseRoll: number;
}

/** Injects the provider's script (async) into the box; the provider renders its ad beside it. */
function showProviderScript(host: HTMLElement, src: string): () => void {
  const doc = host.ownerDocument;
  const slot = doc.createElement('span');
  slot.className = 'ad-provider';
  host.replaceChildren(slot);
  if (doc.getElementById(AD_PROVIDER_SCRIPT_ID)) return () => {};
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.id = AD_PROVIDER_SCRIPT_ID;
  slot.append(script);
  return () => {
    script.remove();
    // The provider renders beside its script; take its markup away with it.
    slot.replaceChildren();
  };
}

/** Fills `host` with what the view shows; returns how to take it down again. */
function showView(host: HTMLElement, view: AdView, setup: AdSetup, ads: AdsConfig, env: AdEnvironment, onError: (error: unknown) => void): () => void {
  const doc = host.ownerDocument;
  switch (view.kind) {
    case 'empty':
      host.replaceChildren();
      return () => {};
    case 'whitelist':
      host.replaceChildren(whitelistElement(doc, setup.shape));
      return () => {};
    case 'in-house':
      host.replaceChildren(adDisplayElement(doc, pickInHouseAd(setup.inHouseRoll), setup.shape));
      return () => {};
    case 'provider':
      if (setup.shape === 'image') return showProviderScript(host, ads.providerScriptUrl);
      return showFeedAd(host, { url: ads.feedUrl, label: 'carbon-body-top-inline', className: 'carbonads', fetchImpl: env.fetchFeed, onError });
  }
}

/**
 * Runs the ad block in its reserved box: tries the provider, polls for its placeholder every 500 ms and
 * falls back to in-house ads (REFERENCE.md "Ads"). The box's data attributes say where it stands.
 * Returns a stop function that takes the ad (and the provider's script) away.
 */
export function startBodyTopAd(box: HTMLElement, ads: AdsConfig, env: AdEnvironment = browserEnvironment): () => void {
  const placement: AdPlacement = 'body-top';
  const setup: AdSetup = { crawler: isCrawler(env.userAgent()), shape: pageAdShape(env.random), blockedRoll: env.random(), inHouseRoll: env.random() };
  box.dataset.adShape = setup.shape;
  let poll = INITIAL_AD_POLL;
  let shownKind: AdView['kind'] | null = null;
  let eventLabel: string | null = null;
  let takeDown = (): void => {};
  let cancelDisplayEvent = (): void => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  // Each shown view is taken down exactly once, whether a new view replaces it or the ad stops.
  const takeDownShown = (): void => {
    takeDown();
    takeDown = () => {};
  };

  const stop = (): void => {
    stopped = true;
    clearTimeout(timer);
    cancelDisplayEvent();
    takeDownShown();
  };

  // A broken ad disappears (its reserved space stays, so nothing moves) and is reported once (SPEC §8).
  const crash = (): void => {
    const label = eventLabel;
    stop();
    box.replaceChildren();
    box.dataset.adView = 'crashed';
    env.send('ad', { eventAction: 'crash', eventLabel: label });
  };

  const update = (): void => {
    const decision = adDecision(poll);
    const view = chooseAdView({ crawler: setup.crawler, decision, blockedRoll: setup.blockedRoll });
    const label = adEventLabel(view, placement, setup.shape);
    box.dataset.adDecision = decision;
    box.dataset.adView = view.kind;
    if (label === null) delete box.dataset.gaEventLabel;
    else box.dataset.gaEventLabel = label;
    if (label !== eventLabel) {
      eventLabel = label;
      cancelDisplayEvent();
      cancelDisplayEvent = label ? scheduleAdDisplayEvent(label, { ratio: ads.displayRatio, random: env.random, send: env.send }) : () => {};
    }
    if (view.kind === shownKind) return;
    shownKind = view.kind;
    takeDownShown();
    try {
      takeDown = showView(box, view, setup, ads, env, crash);
    } catch {
      crash();
    }
  };

  const check = (): void => {
    if (stopped) return;
    poll = applyAdCheck(poll, observePlaceholder(box.ownerDocument));
    update();
    if (poll.polling && !stopped) timer = setTimeout(check, AD_POLL_INTERVAL_MS);
  };

  update();
  if (!setup.crawler && !stopped) check();
  return stop;
}
