import type { PageFlags } from '../nav/types';
import { t } from '../i18n/t';

// The order chips appear in; labels (REFERENCE.md "Navigation") live in the strings table.
const FLAGS: Array<keyof Omit<PageFlags, 'plan'>> = ['newFeature', 'beta', 'unstable', 'legacy', 'deprecated', 'planned'];

/** The small status chips shown after a page title in navigation and page headers. */
export function FlagChips({ flags }: { flags: PageFlags }) {
  const chips = FLAGS.filter((key) => flags[key]);
  if (chips.length === 0 && !flags.plan) return null;
  return (
    <>
      {flags.plan ? (
        <span className={`plan-marker plan-${flags.plan}`} title={t(`shell.flags.${flags.plan}`)}>
          {flags.plan === 'pro' ? 'Pro' : 'Premium'}
        </span>
      ) : null}
      {chips.map((key) => (
        <span key={key} className={`flag-chip flag-${key}`}>
          {t(`shell.flags.${key}`)}
        </span>
      ))}
    </>
  );
}
