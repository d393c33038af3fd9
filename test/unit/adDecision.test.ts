import { describe, expect, it } from 'vitest';
import { AD_MAX_CHECKS } from '../../site/ads/constants';
import {
  adDecision,
  adEventLabel,
  applyAdCheck,
  chooseAdShape,
  chooseAdView,
  INITIAL_AD_POLL,
  isCrawler,
  type AdPollState,
  type PlaceholderObservation,
} from '../../site/ads/decision';

function run(observations: PlaceholderObservation[]): AdPollState[] {
  const states: AdPollState[] = [];
  let state = INITIAL_AD_POLL;
  for (const observation of observations) {
    state = applyAdCheck(state, observation);
    states.push(state);
  }
  return states;
}

describe('the ad poll', () => {
  it('starts undecided', () => {
    expect(adDecision(INITIAL_AD_POLL)).toBe('undecided');
  });

  it('stays undecided for six empty checks and is blocked from the seventh (3000 ms after the first)', () => {
    const states = run(Array<PlaceholderObservation>(7).fill('none'));
    expect(states.slice(0, 6).map(adDecision)).toEqual(Array(6).fill('undecided'));
    expect(adDecision(states[6]!)).toBe('blocked');
    expect(states[6]!.polling).toBe(true);
  });

  it('flips back to the provider when a placeholder appears after the blocked verdict, and stops polling', () => {
    const states = run([...Array<PlaceholderObservation>(10).fill('none'), 'placeholder']);
    expect(adDecision(states[9]!)).toBe('blocked');
    expect(adDecision(states[10]!)).toBe('provider');
    expect(states[10]!.polling).toBe(false);
  });

  it('decides for the provider at the first check that sees a placeholder', () => {
    const [first] = run(['placeholder']);
    expect(adDecision(first!)).toBe('provider');
    expect(first!.polling).toBe(false);
  });

  it('treats the provider linking to the backers page as its house fallback', () => {
    const states = run(['none', 'none', 'fallback']);
    expect(adDecision(states[2]!)).toBe('fallback');
  });

  it('stops after 30 checks', () => {
    const states = run(Array<PlaceholderObservation>(AD_MAX_CHECKS).fill('none'));
    expect(states[AD_MAX_CHECKS - 2]!.polling).toBe(true);
    expect(states[AD_MAX_CHECKS - 1]!.polling).toBe(false);
    const after = applyAdCheck(states[AD_MAX_CHECKS - 1]!, 'placeholder');
    expect(after).toBe(states[AD_MAX_CHECKS - 1]);
    expect(adDecision(after)).toBe('blocked');
  });
});

describe('the ad view', () => {
  it('asks blocked visitors to whitelist the site below 0.2 and shows an in-house ad from 0.2', () => {
    expect(chooseAdView({ crawler: false, decision: 'blocked', blockedRoll: 0 })).toEqual({ kind: 'whitelist', label: 'in-house-adblock' });
    expect(chooseAdView({ crawler: false, decision: 'blocked', blockedRoll: 0.1999 })).toEqual({ kind: 'whitelist', label: 'in-house-adblock' });
    expect(chooseAdView({ crawler: false, decision: 'blocked', blockedRoll: 0.2 })).toEqual({ kind: 'in-house', label: 'in-house' });
  });

  it('shows an in-house ad for the provider fallback and the provider when it delivered', () => {
    expect(chooseAdView({ crawler: false, decision: 'fallback', blockedRoll: 0 })).toEqual({ kind: 'in-house', label: 'in-house-carbon' });
    expect(chooseAdView({ crawler: false, decision: 'provider', blockedRoll: 0 })).toEqual({ kind: 'provider', label: 'carbon' });
    expect(chooseAdView({ crawler: false, decision: 'undecided', blockedRoll: 0 })).toEqual({ kind: 'provider', label: null });
  });

  it('gives crawlers an empty element whatever the poll says', () => {
    for (const decision of ['undecided', 'provider', 'fallback', 'blocked'] as const) {
      expect(chooseAdView({ crawler: true, decision, blockedRoll: 0 })).toEqual({ kind: 'empty' });
    }
  });

  it('chooses inline below 0.2 and image from 0.2', () => {
    expect(chooseAdShape(0)).toBe('inline');
    expect(chooseAdShape(0.1999)).toBe('inline');
    expect(chooseAdShape(0.2)).toBe('image');
    expect(chooseAdShape(0.99)).toBe('image');
  });

  it('labels events <label>-<placement>-<shape>, and nothing before an ad is shown', () => {
    expect(adEventLabel({ kind: 'provider', label: 'carbon' }, 'body-top', 'image')).toBe('carbon-body-top-image');
    expect(adEventLabel({ kind: 'whitelist', label: 'in-house-adblock' }, 'body-top', 'inline')).toBe('in-house-adblock-body-top-inline');
    expect(adEventLabel({ kind: 'provider', label: null }, 'body-top', 'image')).toBeNull();
    expect(adEventLabel({ kind: 'empty' }, 'body-top', 'image')).toBeNull();
  });
});

describe('crawler detection', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Baiduspider+(+http://www.baidu.com/search/spider.htm)',
    'SomeCrawler/1.0',
    'Mozilla/5.0 (compatible; Robot crawling the web)',
  ])('recognises %s', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it('lets browsers through', () => {
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36')).toBe(false);
    expect(isCrawler('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe(false);
  });
});
