import type { AdsConfig } from '../config/siteConfig';
import { t } from '../i18n/t';
import { Island } from '../islands/Island';
import { siteIslandName } from '../islands/siteIslands';
import { islandElement } from './AdIsland';
import { AD_ISLAND } from './constants';

/**
 * The ad's place under a page's description (placement body-top). Its box reserves the ad's full
 * height in the static HTML (SPEC §9), so whatever the browser later decides to show, nothing moves.
 */
export function AdSlot({ ads }: { ads: AdsConfig }) {
  const props = { placement: 'body-top', providerScriptUrl: ads.providerScriptUrl, feedUrl: ads.feedUrl, displayRatio: ads.displayRatio };
  return (
    <aside className="ad-slot" aria-label={t('ads.regionLabel')}>
      <Island name={siteIslandName(AD_ISLAND)} hydrate="idle" className="ad-slot__island" props={props}>
        {islandElement(props)}
      </Island>
    </aside>
  );
}
