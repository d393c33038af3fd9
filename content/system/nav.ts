import type { NavPage } from '../../site/nav/types';

/** Navigation tree of MUI System: the side navigation of its docs, in reading order. */
const nav: NavPage[] = [
  {
    pathname: '/system/getting-started-group',
    title: 'Getting started',
    children: [
      { pathname: '/system/getting-started', title: 'Overview' },
      { pathname: '/system/getting-started/installation', title: 'Installation' },
      { pathname: '/system/getting-started/usage', title: 'Usage' },
      { pathname: '/system/getting-started/the-sx-prop', title: 'The sx prop' },
      {
        pathname: '/system/getting-started/custom-components',
        title: 'Custom components',
      },
      { pathname: '/system/getting-started/support', title: 'Support' },
    ],
  },
  {
    pathname: '/style-utilities',
    title: 'Style utilities',
    children: [
      { pathname: '/system/properties', title: 'Properties' },
      { pathname: '/system/borders', title: 'Borders' },
      { pathname: '/system/display', title: 'Display' },
      { pathname: '/system/flexbox', title: 'Flexbox' },
      { pathname: '/system/grid', title: 'Grid' },
      { pathname: '/system/palette', title: 'Palette' },
      { pathname: '/system/positions', title: 'Positions' },
      { pathname: '/system/shadows', title: 'Shadows' },
      { pathname: '/system/sizing', title: 'Sizing' },
      { pathname: '/system/spacing', title: 'Spacing' },
      { pathname: '/system/screen-readers', title: 'Screen readers' },
      { pathname: '/system/typography', title: 'Typography' },
      { pathname: '/system/styled', title: 'styled' },
    ],
  },
  {
    pathname: '/system/react-',
    title: 'Components',
    children: [
      { pathname: '/system/react-box', title: 'Box' },
      { pathname: '/system/react-container', title: 'Container' },
      { pathname: '/system/react-grid', title: 'Grid' },
      { pathname: '/system/react-stack', title: 'Stack' },
    ],
  },
  {
    pathname: '/system/migration',
    title: 'Migration',
    children: [
      { pathname: '/system/migration/migrating-to-v6', title: 'Migrating to v6' },
    ],
  },
  // API pages are added from the API model (build/api), not listed here.
  {
    pathname: '/system/experimental-api',
    title: 'Experimental APIs',
    children: [
      {
        pathname: '/system/experimental-api/configure-the-sx-prop',
        title: 'Configure the sx prop',
      },
      {
        pathname: '/system/experimental-api/css-theme-variables',
        title: 'CSS Theme Variables',
      },
    ],
  },
  {
    pathname: '/system/styles',
    title: 'Styles',
    legacy: true,
    children: [
      { pathname: '/system/styles/basics', title: 'Basics' },
      { pathname: '/system/styles/advanced', title: 'Advanced' },
      { pathname: '/system/styles/api', title: 'APIs' },
    ],
  },
];

export default nav;
