import { t } from '../i18n/t';
import type { AdRecord } from './types';

/** The five in-house ads of SPEC §3 with their links (REFERENCE.md "Ads"). */
export const IN_HOUSE_AD_NAMES = ['scaffoldhub', 'templates', 'themes', 'tidelift', 'figma'] as const;
export type InHouseAdName = (typeof IN_HOUSE_AD_NAMES)[number];

const LINKS: Record<InHouseAdName, string> = {
  scaffoldhub: 'https://v2.scaffoldhub.io/scaffolds/react-material-ui?partner=1',
  templates: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-templates',
  themes: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-themes',
  tidelift:
    'https://tidelift.com/subscription/pkg/npm-material-ui?utm_source=npm-material-ui&utm_medium=referral&utm_campaign=enterprise&utm_content=ad',
  figma: 'https://mui.com/store/items/figma-react/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-figma',
};

const DISPLAY_NAMES: Record<InHouseAdName, string> = {
  scaffoldhub: 'ScaffoldHub',
  templates: 'MUI Store templates',
  themes: 'MUI Store themes',
  tidelift: 'Tidelift',
  figma: 'Material UI for Figma',
};

/** The ad record of one in-house ad. */
export function inHouseAd(name: InHouseAdName): AdRecord {
  return {
    link: LINKS[name],
    img: `/static/ads-in-house/${name}.svg`,
    name: DISPLAY_NAMES[name],
    description: t(`ads.inHouse.${name}`),
    poweredby: 'MUI',
    label: `in-house-${name}`,
  };
}

/** Picks an in-house ad from a uniform random number in [0, 1). */
export function pickInHouseAd(random: number): AdRecord {
  const index = Math.min(IN_HOUSE_AD_NAMES.length - 1, Math.floor(random * IN_HOUSE_AD_NAMES.length));
  return inHouseAd(IN_HOUSE_AD_NAMES[index] ?? 'templates');
}
