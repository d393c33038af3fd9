/** Strings of the ad block: in-house ad copy, the whitelist request and the "ad by" credit. */
export const ads = {
  regionLabel: 'Advertisement',
  adBy: 'ad by {name}',
  inHouse: {
    scaffoldhub: 'ScaffoldHub: describe your data, get a full-stack React app with Material UI screens to build on.',
    templates: 'Start from a finished dashboard or landing page: Material UI templates from the MUI Store.',
    themes: 'Give your app a look of its own with ready-made Material UI themes from the MUI Store.',
    tidelift: 'Material UI for teams: maintenance, security fixes and license checks through a Tidelift subscription.',
    figma: 'Design with the components you ship: the Material UI kit for Figma mirrors the React library.',
  },
  whitelist: {
    title: 'Ads keep these docs free',
    body: 'MUI is open source and the ads on this site help pay for it. Please consider allowing them in your ad blocker.',
  },
} as const;
