import {
  AD_BLOCKED_AFTER_CHECKS,
  AD_INLINE_PROBABILITY,
  AD_MAX_CHECKS,
  AD_WHITELIST_PROBABILITY,
  CRAWLER_USER_AGENT,
  type AdPlacement,
  type AdShape,
} from './constants';

/** What one check of the page found: nothing, the provider's ad, or the provider's own house fallback. */
export type PlaceholderObservation = 'none' | 'placeholder' | 'fallback';

/** The poll's memory: how many checks ran, what they concluded, whether another check is due. */
export interface AdPollState {
  checks: number;
  /** null until a check decides; true once blocked; false once a placeholder was seen. */
  blocked: boolean | null;
  /** The provider answered with its backers-page fallback. */
  fallback: boolean;
  /** Whether another check should be scheduled. */
  polling: boolean;
}

/** The state before the first check: undecided. */
export const INITIAL_AD_POLL: AdPollState = { checks: 0, blocked: null, fallback: false, polling: true };

/** Folds one check into the poll: a placeholder ends the poll; none counts towards "blocked" and the 30-check limit. */
export function applyAdCheck(state: AdPollState, observation: PlaceholderObservation): AdPollState {
  if (!state.polling) return state;
  const checks = state.checks + 1;
  if (observation !== 'none') {
    // A late placeholder flips a blocked verdict back: the provider got through after all.
    return { checks, blocked: false, fallback: state.fallback || observation === 'fallback', polling: false };
  }
  return {
    checks,
    blocked: checks > AD_BLOCKED_AFTER_CHECKS ? true : state.blocked,
    fallback: state.fallback,
    polling: checks < AD_MAX_CHECKS,
  };
}

/** Where the poll stands, named. */
export type AdDecision = 'undecided' | 'provider' | 'fallback' | 'blocked';

/** Names the poll's current conclusion. */
export function adDecision(state: AdPollState): AdDecision {
  if (state.fallback) return 'fallback';
  if (state.blocked === true) return 'blocked';
  if (state.blocked === false) return 'provider';
  return 'undecided';
}

/** The shape of every ad on this page load: 20 % inline, 80 % image. */
export function chooseAdShape(random: number): AdShape {
  return random < AD_INLINE_PROBABILITY ? 'inline' : 'image';
}

/** Whether a user agent belongs to a crawler, which must get an empty element. */
export function isCrawler(userAgent: string): boolean {
  return CRAWLER_USER_AGENT.test(userAgent);
}

/** What the ad box shows. `provider` covers the undecided phase too: the provider is being tried. */
export type AdView =
  | { kind: 'empty' }
  | { kind: 'provider'; label: 'carbon' | null }
  | { kind: 'whitelist'; label: 'in-house-adblock' }
  | { kind: 'in-house'; label: 'in-house' | 'in-house-carbon' };

/** Inputs of the view choice; the random numbers are drawn once per mount by the caller. */
export interface AdViewInput {
  crawler: boolean;
  decision: AdDecision;
  /** Uniform in [0, 1): below 0.2 a blocked visitor sees the whitelist request. */
  blockedRoll: number;
}

/** Chooses what the ad box shows (REFERENCE.md "Ads", decision). */
export function chooseAdView({ crawler, decision, blockedRoll }: AdViewInput): AdView {
  if (crawler) return { kind: 'empty' };
  switch (decision) {
    case 'blocked':
      return blockedRoll < AD_WHITELIST_PROBABILITY ? { kind: 'whitelist', label: 'in-house-adblock' } : { kind: 'in-house', label: 'in-house' };
    case 'fallback':
      return { kind: 'in-house', label: 'in-house-carbon' };
    case 'provider':
      return { kind: 'provider', label: 'carbon' };
    case 'undecided':
      // Nothing is shown yet, so there is nothing to count as displayed.
      return { kind: 'provider', label: null };
  }
}

/** The analytics label of a shown ad, e.g. `carbon-body-top-image`; null while nothing is shown. */
export function adEventLabel(view: AdView, placement: AdPlacement, shape: AdShape): string | null {
  if (view.kind === 'empty' || view.label === null) return null;
  return `${view.label}-${placement}-${shape}`;
}
