import type { PageFlags } from '../nav/types';

// Labels from REFERENCE.md "Navigation"; order is the order chips appear in.
const FLAG_LABELS: Array<[keyof Omit<PageFlags, 'plan'>, string]> = [
  ['newFeature', 'New'],
  ['beta', 'Beta'],
  ['unstable', 'Preview'],
  ['legacy', 'Legacy'],
  ['deprecated', 'Deprecated'],
  ['planned', 'Planned'],
];

const PLAN_TITLES = { pro: 'Pro plan', premium: 'Premium plan' } as const;

/** The small status chips shown after a page title in navigation and page headers. */
export function FlagChips({ flags }: { flags: PageFlags }) {
  const chips = FLAG_LABELS.filter(([key]) => flags[key]);
  if (chips.length === 0 && !flags.plan) return null;
  return (
    <>
      {flags.plan ? (
        <span className={`plan-marker plan-${flags.plan}`} title={PLAN_TITLES[flags.plan]} aria-label={PLAN_TITLES[flags.plan]}>
          {flags.plan === 'pro' ? 'Pro' : 'Premium'}
        </span>
      ) : null}
      {chips.map(([key, label]) => (
        <span key={key} className={`flag-chip flag-${key}`}>
          {label}
        </span>
      ))}
    </>
  );
}
