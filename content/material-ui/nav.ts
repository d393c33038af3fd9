import type { NavPage } from '../../site/nav/types';

/** Navigation tree of Material UI: the side navigation of its docs, in reading order. */
const nav: NavPage[] = [
  {
    pathname: '/material-ui/getting-started-group',
    title: 'Getting started',
    children: [
      { pathname: '/material-ui/getting-started', title: 'Overview' },
      { pathname: '/material-ui/getting-started/installation', title: 'Installation' },
      { pathname: '/material-ui/getting-started/usage', title: 'Usage' },
      {
        pathname: '/material-ui/getting-started/example-projects',
        title: 'Example projects',
      },
      { pathname: '/material-ui/getting-started/templates', title: 'Templates' },
      { pathname: '/material-ui/getting-started/learn', title: 'Learn' },
      {
        pathname: '/material-ui/getting-started/design-resources',
        title: 'Design resources',
      },
      { pathname: '/material-ui/getting-started/faq', title: 'FAQs' },
      {
        pathname: '/material-ui/getting-started/supported-components',
        title: 'Supported components',
      },
      {
        pathname: '/material-ui/getting-started/supported-platforms',
        title: 'Supported platforms',
      },
      { pathname: '/material-ui/getting-started/support', title: 'Support' },
    ],
  },
  {
    pathname: '/material-ui/react-',
    title: 'Components',
    children: [
      { pathname: '/material-ui/all-components', title: 'All components' },
      {
        pathname: '/material-ui/components/inputs',
        title: 'Inputs',
        subheader: 'Inputs',
        children: [
          { pathname: '/material-ui/react-autocomplete', title: 'Autocomplete' },
          { pathname: '/material-ui/react-button', title: 'Button' },
          { pathname: '/material-ui/react-button-group', title: 'Button Group' },
          { pathname: '/material-ui/react-checkbox', title: 'Checkbox' },
          {
            pathname: '/material-ui/react-floating-action-button',
            title: 'Floating Action Button',
          },
          { pathname: '/material-ui/react-radio-button', title: 'Radio Group' },
          { pathname: '/material-ui/react-rating', title: 'Rating' },
          { pathname: '/material-ui/react-select', title: 'Select' },
          { pathname: '/material-ui/react-slider', title: 'Slider' },
          { pathname: '/material-ui/react-switch', title: 'Switch' },
          { pathname: '/material-ui/react-text-field', title: 'Text Field' },
          { pathname: '/material-ui/react-transfer-list', title: 'Transfer List' },
          { pathname: '/material-ui/react-toggle-button', title: 'Toggle Button' },
        ],
      },
      {
        pathname: '/material-ui/components/data-display',
        title: 'Data display',
        subheader: 'Data display',
        children: [
          { pathname: '/material-ui/react-avatar', title: 'Avatar' },
          { pathname: '/material-ui/react-badge', title: 'Badge' },
          { pathname: '/material-ui/react-chip', title: 'Chip' },
          { pathname: '/material-ui/react-divider', title: 'Divider' },
          { pathname: '/material-ui/icons', title: 'Icons' },
          { pathname: '/material-ui/material-icons', title: 'Material Icons' },
          { pathname: '/material-ui/react-list', title: 'List' },
          { pathname: '/material-ui/react-table', title: 'Table' },
          { pathname: '/material-ui/react-tooltip', title: 'Tooltip' },
          { pathname: '/material-ui/react-typography', title: 'Typography' },
        ],
      },
      {
        pathname: '/material-ui/components/feedback',
        title: 'Feedback',
        subheader: 'Feedback',
        children: [
          { pathname: '/material-ui/react-alert', title: 'Alert' },
          { pathname: '/material-ui/react-backdrop', title: 'Backdrop' },
          { pathname: '/material-ui/react-dialog', title: 'Dialog' },
          { pathname: '/material-ui/react-progress', title: 'Progress' },
          { pathname: '/material-ui/react-skeleton', title: 'Skeleton' },
          { pathname: '/material-ui/react-snackbar', title: 'Snackbar' },
        ],
      },
      {
        pathname: '/material-ui/components/surfaces',
        title: 'Surfaces',
        subheader: 'Surfaces',
        children: [
          { pathname: '/material-ui/react-accordion', title: 'Accordion' },
          { pathname: '/material-ui/react-app-bar', title: 'App Bar' },
          { pathname: '/material-ui/react-card', title: 'Card' },
          { pathname: '/material-ui/react-paper', title: 'Paper' },
        ],
      },
      {
        pathname: '/material-ui/components/navigation',
        title: 'Navigation',
        subheader: 'Navigation',
        children: [
          {
            pathname: '/material-ui/react-bottom-navigation',
            title: 'Bottom Navigation',
          },
          { pathname: '/material-ui/react-breadcrumbs', title: 'Breadcrumbs' },
          { pathname: '/material-ui/react-drawer', title: 'Drawer' },
          { pathname: '/material-ui/react-link', title: 'Link' },
          { pathname: '/material-ui/react-menu', title: 'Menu' },
          { pathname: '/material-ui/react-pagination', title: 'Pagination' },
          { pathname: '/material-ui/react-speed-dial', title: 'Speed Dial' },
          { pathname: '/material-ui/react-stepper', title: 'Stepper' },
          { pathname: '/material-ui/react-tabs', title: 'Tabs' },
        ],
      },
      {
        pathname: '/material-ui/components/layout',
        title: 'Layout',
        subheader: 'Layout',
        children: [
          { pathname: '/material-ui/react-box', title: 'Box' },
          { pathname: '/material-ui/react-container', title: 'Container' },
          { pathname: '/material-ui/react-grid', title: 'Grid', deprecated: true },
          { pathname: '/material-ui/react-grid2', title: 'Grid v2' },
          { pathname: '/material-ui/react-stack', title: 'Stack' },
          { pathname: '/material-ui/react-image-list', title: 'Image List' },
          { pathname: '/material-ui/react-hidden', title: 'Hidden' },
        ],
      },
      {
        pathname: '/material-ui/components/utils',
        title: 'Utils',
        subheader: 'Utils',
        children: [
          {
            pathname: '/material-ui/react-click-away-listener',
            title: 'Click-Away Listener',
          },
          { pathname: '/material-ui/react-css-baseline', title: 'CSS Baseline' },
          { pathname: '/material-ui/react-modal', title: 'Modal' },
          { pathname: '/material-ui/react-no-ssr', title: 'No SSR' },
          { pathname: '/material-ui/react-popover', title: 'Popover' },
          { pathname: '/material-ui/react-popper', title: 'Popper' },
          { pathname: '/material-ui/react-portal', title: 'Portal' },
          {
            pathname: '/material-ui/react-textarea-autosize',
            title: 'Textarea Autosize',
          },
          { pathname: '/material-ui/transitions', title: 'Transitions' },
          { pathname: '/material-ui/react-use-media-query', title: 'useMediaQuery' },
        ],
      },
      // The Data Grid is documented on this site; the other MUI X products are not, so they link out to
      // mui.com (their pathnames are only ids). The group pathname is only an id too.
      {
        pathname: '/mui-x',
        title: 'MUI X',
        subheader: 'MUI X',
        children: [
          { pathname: '/x/react-data-grid', title: 'Data Grid', link: '/x/react-data-grid' },
          { pathname: '/x/react-date-pickers', title: 'Date & Time Pickers', link: 'https://mui.com/x/react-date-pickers/' },
          { pathname: '/x/react-charts', title: 'Charts', link: 'https://mui.com/x/react-charts/' },
          { pathname: '/x/react-tree-view', title: 'Tree View', link: 'https://mui.com/x/react-tree-view/' },
        ],
      },
      {
        pathname: '/material-ui/lab-group',
        title: 'Lab',
        subheader: 'Lab',
        children: [
          { pathname: '/material-ui/about-the-lab', title: 'About the lab 🧪' },
          { pathname: '/material-ui/react-masonry', title: 'Masonry' },
          { pathname: '/material-ui/react-timeline', title: 'Timeline' },
        ],
      },
    ],
  },
  // API pages are added from the API model (build/api), not listed here.
  {
    pathname: '/material-ui/customization',
    title: 'Customization',
    children: [
      {
        pathname: '/material-ui/customization/how-to-customize',
        title: 'How to customize',
      },
      { pathname: '/material-ui/customization/dark-mode', title: 'Dark mode' },
      { pathname: '/material-ui/customization/color', title: 'Color' },
      {
        pathname: '/material-ui/customization/right-to-left',
        title: 'Right-to-left',
      },
      { pathname: '/material-ui/customization/shadow-dom', title: 'Shadow DOM' },
      {
        pathname: '/material-ui/customization/theme',
        title: 'Theme',
        subheader: 'Theme',
        children: [
          {
            pathname: '/material-ui/customization/default-theme',
            title: 'Default theme viewer',
          },
          {
            pathname: '/material-ui/customization/theming',
            title: 'Customizing the theme',
          },
          {
            pathname: '/material-ui/customization/creating-themed-components',
            title: 'Creating themed components',
          },
          {
            pathname: '/material-ui/customization/theme-components',
            title: 'Components',
          },
        ],
      },
      {
        pathname: '/material-ui/customization/tokens',
        title: 'Tokens',
        subheader: 'Tokens',
        children: [
          { pathname: '/material-ui/customization/palette', title: 'Palette' },
          { pathname: '/material-ui/customization/typography', title: 'Typography' },
          { pathname: '/material-ui/customization/spacing', title: 'Spacing' },
          {
            pathname: '/material-ui/customization/breakpoints',
            title: 'Breakpoints',
          },
          {
            pathname: '/material-ui/customization/container-queries',
            title: 'Container queries',
            newFeature: true,
          },
          { pathname: '/material-ui/customization/density', title: 'Density' },
          { pathname: '/material-ui/customization/z-index', title: 'z-index' },
          {
            pathname: '/material-ui/customization/transitions',
            title: 'Transitions',
          },
        ],
      },
      {
        pathname: '/material-ui/customization/css-variables',
        title: 'CSS theme variables',
        subheader: 'CSS theme variables',
        newFeature: true,
        children: [
          {
            pathname: '/material-ui/customization/css-theme-variables/overview',
            title: 'Overview',
          },
          {
            pathname: '/material-ui/customization/css-theme-variables/usage',
            title: 'Basic usage',
          },
          {
            pathname: '/material-ui/customization/css-theme-variables/configuration',
            title: 'Advanced configuration',
          },
        ],
      },
    ],
  },
  {
    pathname: '/material-ui/guides',
    title: 'How-to guides',
    children: [
      {
        pathname: '/material-ui/guides/minimizing-bundle-size',
        title: 'Minimizing bundle size',
      },
      {
        pathname: '/material-ui/guides/server-rendering',
        title: 'Server rendering',
      },
      { pathname: '/material-ui/guides/responsive-ui', title: 'Responsive UI' },
      { pathname: '/material-ui/guides/testing', title: 'Testing' },
      { pathname: '/material-ui/guides/localization', title: 'Localization' },
      { pathname: '/material-ui/guides/api', title: 'API design approach' },
      { pathname: '/material-ui/guides/typescript', title: 'TypeScript' },
      { pathname: '/material-ui/guides/composition', title: 'Composition' },
      {
        pathname: '/material-ui/guides/content-security-policy',
        title: 'Content Security Policy',
      },
    ],
  },
  {
    pathname: '/material-ui/integrations',
    title: 'Integrations',
    children: [
      {
        pathname: '/material-ui/integrations/nextjs',
        title: 'Next.js integration',
        newFeature: true,
      },
      { pathname: '/material-ui/integrations/routing', title: 'Routing libraries' },
      {
        pathname: '/material-ui/integrations/styled-components',
        title: 'Usage with styled-components',
      },
      {
        pathname: '/material-ui/integrations/interoperability',
        title: 'Style library interoperability',
      },
      {
        pathname: '/material-ui/integrations/theme-scoping',
        title: 'Theme scoping',
      },
    ],
  },
  {
    pathname: '/material-ui/experimental-api',
    title: 'Experimental APIs',
    children: [
      {
        pathname: '/material-ui/experimental-api/classname-generator',
        title: 'ClassName generator',
      },
    ],
  },
  {
    pathname: '/material-ui/migration',
    title: 'Migration',
    children: [
      {
        pathname: '/material-ui/migration/migration-grid-v2',
        title: 'Migrating to Grid v2',
      },
      {
        pathname: '/material-ui/migration/pickers-migration',
        title: 'Migration from @material-ui/pickers',
      },
      {
        pathname: '/material-ui/migration/v6',
        title: 'Upgrade to v6',
        subheader: 'Upgrade to v6',
        children: [
          {
            pathname: '/material-ui/migration/upgrade-to-v6',
            title: 'Upgrade to v6: getting started',
          },
          {
            pathname: '/material-ui/migration/migrating-from-deprecated-apis',
            title: 'Migrating from deprecated APIs',
          },
          {
            pathname: '/material-ui/migration/migrating-to-pigment-css',
            title: 'Migrating to Pigment CSS',
          },
        ],
      },
      {
        pathname: '/material-ui/migration/v5',
        title: 'Upgrade to v5',
        subheader: 'Upgrade to v5',
        children: [
          {
            pathname: '/material-ui/migration/migration-v4',
            title: 'Migrating to v5: getting started',
          },
          {
            pathname: '/material-ui/migration/v5-style-changes',
            title: 'Breaking changes: style and theme',
          },
          {
            pathname: '/material-ui/migration/v5-component-changes',
            title: 'Breaking changes: components',
          },
          {
            pathname: '/material-ui/migration/migrating-from-jss',
            title: 'Migrating from JSS (optional)',
          },
          {
            pathname: '/material-ui/migration/troubleshooting',
            title: 'Troubleshooting',
          },
        ],
      },
      {
        pathname: '/material-ui/migration/earlier',
        title: 'Earlier versions',
        subheader: 'Earlier versions',
        children: [
          {
            pathname: '/material-ui/migration/migration-v3',
            title: 'Migration from v3 to v4',
          },
          {
            pathname: '/material-ui/migration/migration-v0x',
            title: 'Migration from v0.x to v1',
          },
        ],
      },
    ],
  },
  {
    pathname: '/material-ui/discover-more',
    title: 'Discover more',
    children: [
      { pathname: '/material-ui/discover-more/showcase', title: 'Showcase' },
      {
        pathname: '/material-ui/discover-more/related-projects',
        title: 'Related projects',
      },
      { pathname: '/material-ui/discover-more/roadmap', title: 'Roadmap' },
      {
        pathname: '/material-ui/discover-more/backers',
        title: 'Sponsors and Backers',
      },
      { pathname: '/material-ui/discover-more/vision', title: 'Vision' },
      { pathname: '/material-ui/discover-more/changelog', title: 'Changelog' },
    ],
  },
  {
    pathname: '/material-ui/design-resources',
    title: 'Design resources',
    children: [
      {
        pathname: '/material-ui/design-resources/material-ui-for-figma',
        title: 'Figma Design Kit',
      },
      {
        pathname: '/material-ui/design-resources/material-ui-sync',
        title: 'Figma Sync plugin',
        beta: true,
      },
    ],
  },
  {
    pathname: '/material-ui/template-store',
    title: 'Template store',
    link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=sidenav',
    icon: 'WebIcon',
  },
];

export default nav;
