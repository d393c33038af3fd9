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
      { pathname: '/system/properties', title: 'Properties', planned: true },
      { pathname: '/system/borders', title: 'Borders', planned: true },
      { pathname: '/system/display', title: 'Display', planned: true },
      { pathname: '/system/flexbox', title: 'Flexbox', planned: true },
      { pathname: '/system/grid', title: 'Grid', planned: true },
      { pathname: '/system/palette', title: 'Palette', planned: true },
      { pathname: '/system/positions', title: 'Positions', planned: true },
      { pathname: '/system/shadows', title: 'Shadows', planned: true },
      { pathname: '/system/sizing', title: 'Sizing', planned: true },
      { pathname: '/system/spacing', title: 'Spacing', planned: true },
      { pathname: '/system/screen-readers', title: 'Screen readers', planned: true },
      { pathname: '/system/typography', title: 'Typography', planned: true },
      { pathname: '/system/styled', title: 'styled' },
    ],
  },
  {
    pathname: '/system/react-',
    title: 'Components',
    children: [
      { pathname: '/system/react-box', title: 'Box' },
      { pathname: '/system/react-container', title: 'Container', planned: true },
      { pathname: '/system/react-grid', title: 'Grid', planned: true },
      { pathname: '/system/react-stack', title: 'Stack', planned: true },
    ],
  },
  {
    pathname: '/system/migration',
    title: 'Migration',
    children: [
      { pathname: '/system/migration/migrating-to-v6', title: 'Migrating to v6', planned: true },
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
