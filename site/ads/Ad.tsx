import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { sendEvent } from '../analytics/gtag';
import { AdDisplay, AdWhitelistRequest } from './AdDisplay';
import { AdCrashBoundary } from './AdCrashBoundary';
import { AD_POLL_INTERVAL_MS, type AdShape } from './constants';
import { adDecision, adEventLabel, applyAdCheck, chooseAdView, INITIAL_AD_POLL, isCrawler, type AdPollState, type AdView } from './decision';
import { scheduleAdDisplayEvent } from './displayEvent';
import type { FeedFetch } from './feed';
import { FeedAd } from './FeedAd';
import { pickInHouseAd } from './inHouse';
import { observePlaceholder } from './observe';
import { ProviderScript } from './ProviderScript';
import { pageAdShape } from './shape';
import type { AdIslandProps } from './types';

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

// Drawn once when the ad mounts in the browser; the server and the first client render have none.
interface AdSetup {
  crawler: boolean;
  shape: AdShape;
  blockedRoll: number;
  inHouseRoll: number;
}

function useAdPoll(active: boolean): AdPollState {
  const [poll, setPoll] = useState(INITIAL_AD_POLL);
  useEffect(() => {
    if (!active) return undefined;
    let state = INITIAL_AD_POLL;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (): void => {
      state = applyAdCheck(state, observePlaceholder(document));
      setPoll(state);
      if (state.polling) timer = setTimeout(check, AD_POLL_INTERVAL_MS);
    };
    check();
    return () => clearTimeout(timer);
  }, [active]);
  return poll;
}

function renderView(view: AdView, setup: AdSetup, props: AdIslandProps, env: AdEnvironment): ReactNode {
  switch (view.kind) {
    case 'empty':
      return null;
    case 'whitelist':
      return <AdWhitelistRequest shape={setup.shape} />;
    case 'in-house':
      return <AdDisplay ad={pickInHouseAd(setup.inHouseRoll)} shape={setup.shape} />;
    case 'provider':
      return setup.shape === 'image' ? (
        <ProviderScript src={props.providerScriptUrl} />
      ) : (
        <FeedAd url={props.feedUrl} label="carbon-body-top-inline" className="carbonads" fetchImpl={env.fetchFeed} />
      );
  }
}

/**
 * The ad block: reserves its space at once, then in the browser tries the provider, polls for its
 * placeholder and falls back to in-house ads (REFERENCE.md "Ads"). Server HTML = first client render.
 */
export function Ad(props: AdIslandProps & { environment?: AdEnvironment }) {
  const env = props.environment ?? browserEnvironment;
  const [setup, setSetup] = useState<AdSetup | null>(null);
  useEffect(() => {
    setSetup({ crawler: isCrawler(env.userAgent()), shape: pageAdShape(env.random), blockedRoll: env.random(), inHouseRoll: env.random() });
  }, [env]);
  const poll = useAdPoll(setup !== null && !setup.crawler);
  const view = useMemo(() => (setup ? chooseAdView({ crawler: setup.crawler, decision: adDecision(poll), blockedRoll: setup.blockedRoll }) : null), [setup, poll]);
  const eventLabel = view && setup ? adEventLabel(view, props.placement, setup.shape) : null;
  const [crashed, setCrashed] = useState(false);

  useEffect(() => {
    if (!eventLabel || crashed) return undefined;
    return scheduleAdDisplayEvent(eventLabel, { ratio: props.displayRatio, random: env.random, send: env.send });
  }, [eventLabel, crashed, props.displayRatio, env]);

  return (
    <span
      className="ad-box"
      data-ad-view={crashed ? 'crashed' : (view?.kind ?? 'pending')}
      data-ad-decision={adDecision(poll)}
      data-ad-shape={setup?.shape}
      data-ga-event-category="ad"
      data-ga-event-action="click"
      data-ga-event-label={eventLabel ?? undefined}
    >
      {view && setup ? (
        <AdCrashBoundary
          eventLabel={eventLabel}
          onCrash={(label) => {
            setCrashed(true);
            env.send('ad', { eventAction: 'crash', eventLabel: label });
          }}
        >
          {renderView(view, setup, props, env)}
        </AdCrashBoundary>
      ) : null}
    </span>
  );
}
