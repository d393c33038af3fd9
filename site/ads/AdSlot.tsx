import { t } from '../i18n/t';

/**
 * The ad's place under a page's description (placement body-top). Its box reserves the ad's full
 * height in the static HTML (SPEC §9), so whatever the browser later decides to show, nothing moves.
 * `runtime/ads/bodyTopAd.ts` fills it in once the browser is idle.
 */
export function AdSlot() {
  return (
    <aside className="ad-slot" aria-label={t('ads.regionLabel')}>
      <span className="ad-box" data-ad-view="pending" data-ad-decision="undecided" data-ga-event-category="ad" data-ga-event-action="click" />
    </aside>
  );
}
