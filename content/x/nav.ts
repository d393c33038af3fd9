import type { NavPage } from '../../site/nav/types';

/** Navigation tree of the MUI X Data Grid; its API pages are added by the build (build/api). */
const nav: NavPage[] = [
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid', title: 'Overview' },
      { pathname: '/x/react-data-grid/testing', title: 'Testing' },
    ],
  },
  {
    pathname: '/x/react-data-grid-migration-group',
    title: 'Migration',
    children: [{ pathname: '/x/react-data-grid/migration-from-v6', title: 'Migrating from v6' }],
  },
];

export default nav;
