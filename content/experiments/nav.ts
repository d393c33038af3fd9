import type { NavPage } from '../../site/nav/types';

/** Navigation of the docs-infra test pages; kept out of the product switcher (docs-infra has no home page). */
const nav: NavPage[] = [
  {
    pathname: '/experiments/docs-group',
    title: 'Docs infra tests',
    children: [
      { pathname: '/experiments/docs', title: 'Overview' },
      { pathname: '/experiments/docs/demos', title: 'Demos' },
      { pathname: '/experiments/docs/own-theme', title: 'Demos with their own theme' },
      { pathname: '/experiments/docs/markdown', title: 'Markdown' },
      { pathname: '/experiments/docs/api', title: 'API pages' },
    ],
  },
];

export default nav;
