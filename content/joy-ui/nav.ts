import type { NavPage } from '../../site/nav/types';

/** Navigation tree of Joy UI: the side navigation of its docs, in reading order. */
const nav: NavPage[] = [
  {
    pathname: '/joy-ui/getting-started-group',
    title: 'Getting started',
    children: [
      { pathname: '/joy-ui/getting-started', title: 'Overview' },
      { pathname: '/joy-ui/getting-started/installation', title: 'Installation' },
      { pathname: '/joy-ui/getting-started/usage', title: 'Usage' },
      { pathname: '/joy-ui/getting-started/tutorial', title: 'Tutorial', planned: true },
      { pathname: '/joy-ui/getting-started/templates', title: 'Templates', planned: true },
      { pathname: '/joy-ui/getting-started/roadmap', title: 'Roadmap' },
      { pathname: '/joy-ui/getting-started/support', title: 'Support' },
      {
        pathname: '/joy-ui/main-features',
        title: 'Main features',
        subheader: 'Main features',
        children: [
          {
            pathname: '/joy-ui/main-features/global-variants',
            title: 'Global variants',
          },
          {
            pathname: '/joy-ui/main-features/color-inversion',
            title: 'Color inversion',
          },
          {
            pathname: '/joy-ui/main-features/automatic-adjustment',
            title: 'Automatic adjustment',
            planned: true,
          },
          {
            pathname: '/joy-ui/main-features/dark-mode-optimization',
            title: 'Dark mode optimization',
            planned: true,
          },
        ],
      },
    ],
  },
  {
    pathname: '/joy-ui/react-',
    title: 'Components',
    children: [
      {
        pathname: '/joy-ui/components/inputs',
        title: 'Inputs',
        subheader: 'Inputs',
        children: [
          { pathname: '/joy-ui/react-autocomplete', title: 'Autocomplete', planned: true },
          { pathname: '/joy-ui/react-button', title: 'Button' },
          { pathname: '/joy-ui/react-button-group', title: 'Button Group', planned: true },
          { pathname: '/joy-ui/react-checkbox', title: 'Checkbox', planned: true },
          { pathname: '/joy-ui/react-input', title: 'Input', planned: true },
          { pathname: '/joy-ui/react-radio-button', title: 'Radio Button', planned: true },
          { pathname: '/joy-ui/react-select', title: 'Select', planned: true },
          { pathname: '/joy-ui/react-slider', title: 'Slider', planned: true },
          { pathname: '/joy-ui/react-switch', title: 'Switch', planned: true },
          { pathname: '/joy-ui/react-textarea', title: 'Textarea', planned: true },
          { pathname: '/joy-ui/react-text-field', title: 'Text Field', planned: true },
          {
            pathname: '/joy-ui/react-toggle-button-group',
            title: 'Toggle Button Group',
            planned: true,
          },
        ],
      },
      {
        pathname: '/joy-ui/components/data-display',
        title: 'Data display',
        subheader: 'Data display',
        children: [
          { pathname: '/joy-ui/react-aspect-ratio', title: 'Aspect Ratio', planned: true },
          { pathname: '/joy-ui/react-avatar', title: 'Avatar', planned: true },
          { pathname: '/joy-ui/react-badge', title: 'Badge', planned: true },
          { pathname: '/joy-ui/react-chip', title: 'Chip', planned: true },
          { pathname: '/joy-ui/react-divider', title: 'Divider', planned: true },
          { pathname: '/joy-ui/react-list', title: 'List', planned: true },
          { pathname: '/joy-ui/react-table', title: 'Table', planned: true },
          { pathname: '/joy-ui/react-tooltip', title: 'Tooltip', planned: true },
          { pathname: '/joy-ui/react-typography', title: 'Typography', planned: true },
        ],
      },
      {
        pathname: '/joy-ui/components/feedback',
        title: 'Feedback',
        subheader: 'Feedback',
        children: [
          { pathname: '/joy-ui/react-alert', title: 'Alert', planned: true },
          {
            pathname: '/joy-ui/react-circular-progress',
            title: 'Circular Progress',
            planned: true,
          },
          { pathname: '/joy-ui/react-linear-progress', title: 'Linear Progress', planned: true },
          { pathname: '/joy-ui/react-modal', title: 'Modal', planned: true },
          { pathname: '/joy-ui/react-skeleton', title: 'Skeleton', planned: true },
          { pathname: '/joy-ui/react-snackbar', title: 'Snackbar', planned: true },
        ],
      },
      {
        pathname: '/joy-ui/components/surfaces',
        title: 'Surfaces',
        subheader: 'Surfaces',
        children: [
          { pathname: '/joy-ui/react-accordion', title: 'Accordion', planned: true },
          { pathname: '/joy-ui/react-card', title: 'Card', planned: true },
          { pathname: '/joy-ui/react-sheet', title: 'Sheet', planned: true },
        ],
      },
      {
        pathname: '/joy-ui/components/navigation',
        title: 'Navigation',
        subheader: 'Navigation',
        children: [
          { pathname: '/joy-ui/react-breadcrumbs', title: 'Breadcrumbs', planned: true },
          { pathname: '/joy-ui/react-drawer', title: 'Drawer', planned: true },
          { pathname: '/joy-ui/react-link', title: 'Link', planned: true },
          { pathname: '/joy-ui/react-menu', title: 'Menu', planned: true },
          { pathname: '/joy-ui/react-stepper', title: 'Stepper', planned: true },
          { pathname: '/joy-ui/react-tabs', title: 'Tabs', planned: true },
        ],
      },
      {
        pathname: '/joy-ui/components/layout',
        title: 'Layout',
        subheader: 'Layout',
        children: [
          { pathname: '/joy-ui/react-box', title: 'Box', planned: true },
          { pathname: '/joy-ui/react-grid', title: 'Grid', planned: true },
          { pathname: '/joy-ui/react-stack', title: 'Stack', planned: true },
        ],
      },
      {
        pathname: '/joy-ui/components/utils',
        title: 'Utils',
        subheader: 'Utils',
        children: [
          { pathname: '/joy-ui/react-css-baseline', title: 'CSS Baseline', planned: true },
        ],
      },
    ],
  },
  // API pages are added from the API model (build/api), not listed here.
  {
    pathname: '/joy-ui/customization',
    title: 'Customization',
    children: [
      { pathname: '/joy-ui/customization/approaches', title: 'Approaches', planned: true },
      {
        pathname: '/joy-ui/customization/theme',
        title: 'Theme',
        subheader: 'Theme',
        children: [
          { pathname: '/joy-ui/customization/theme-colors', title: 'Colors' },
          { pathname: '/joy-ui/customization/theme-shadow', title: 'Shadow', planned: true },
          {
            pathname: '/joy-ui/customization/theme-typography',
            title: 'Typography',
            planned: true,
          },
          {
            pathname: '/joy-ui/customization/themed-components',
            title: 'Components',
            planned: true,
          },
        ],
      },
      {
        pathname: '/joy-ui/customization/guides',
        title: 'Guides',
        subheader: 'Guides',
        children: [
          { pathname: '/joy-ui/customization/dark-mode', title: 'Dark mode', planned: true },
          {
            pathname: '/joy-ui/customization/using-css-variables',
            title: 'Using CSS variables',
            planned: true,
          },
          {
            pathname: '/joy-ui/customization/creating-themed-components',
            title: 'Creating themed components',
            planned: true,
          },
          {
            pathname: '/joy-ui/customization/overriding-component-structure',
            title: 'Overriding the component structure',
            planned: true,
          },
          {
            pathname: '/joy-ui/customization/right-to-left',
            title: 'Right-to-left support',
            planned: true,
          },
        ],
      },
      {
        pathname: '/joy-ui/customization/tool',
        title: 'Tools',
        subheader: 'Tools',
        children: [
          {
            pathname: '/joy-ui/customization/default-theme-viewer',
            title: 'Default theme viewer',
          },
          {
            pathname: '/joy-ui/customization/theme-builder',
            title: 'Theme builder',
            planned: true,
          },
        ],
      },
    ],
  },
  {
    pathname: '/joy-ui/integrations',
    title: 'Integrations',
    children: [
      {
        pathname: '/joy-ui/integrations/next-js-app-router',
        title: 'Next.js App Router',
        planned: true,
      },
      {
        pathname: '/joy-ui/integrations/material-ui',
        title: 'Usage with Material UI',
        planned: true,
      },
      {
        pathname: '/joy-ui/integrations/icon-libraries',
        title: 'Using other icon libraries',
        planned: true,
      },
    ],
  },
  {
    pathname: '/joy-ui/migration',
    title: 'Migration',
    children: [
      {
        pathname: '/joy-ui/migration/migrating-default-theme',
        title: 'Migrating the default theme',
        planned: true,
      },
    ],
  },
];

export default nav;
