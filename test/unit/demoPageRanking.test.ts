import { describe, expect, it } from 'vitest';
import { rankDemoPages, type DemoPageUse } from '../../build/api/demoPageRanking';

const use = (title: string, href: string, demosUsing: number, demosOnPage: number): DemoPageUse => ({ title, href, demosUsing, demosOnPage });

describe('rankDemoPages', () => {
  it("lists the entry's own page first, then the pages most about it, and folds the rest away by title", () => {
    const uses = [
      use('Demos test page', '/experiments/docs/demos', 1, 12),
      use('Dark mode', '/material-ui/customization/dark-mode', 2, 3),
      use('Dialog', '/material-ui/react-dialog', 6, 8),
      use('Button Group', '/material-ui/react-button-group', 9, 9),
      use('Button', '/material-ui/react-button', 7, 10),
      use('Menu', '/material-ui/react-menu', 3, 9),
      use('Popover', '/material-ui/react-popover', 3, 9),
      use('Typography', '/material-ui/customization/typography', 1, 6),
      use('Snackbar', '/material-ui/react-snackbar', 5, 6),
      use('Alert', '/material-ui/react-alert', 1, 11),
    ];
    const { shown, more } = rankDemoPages('Button', uses);
    // Button first although Button Group uses it in more of its demos. Dialog (6 of 8) before Snackbar
    // (5 of 6) and both before Dark mode (2 of 3); Menu and Popover tie (3 of 9), so by title.
    expect(shown.map((page) => page.title)).toEqual(['Button', 'Button Group', 'Dialog', 'Snackbar', 'Dark mode', 'Menu']);
    expect(more.map((page) => page.title)).toEqual(['Alert', 'Demos test page', 'Popover', 'Typography']);
    expect(shown[0]).toEqual({ title: 'Button', href: '/material-ui/react-button' });
  });

  it('matches the own page on the whole name (ButtonGroup is not Button) and folds nothing away from a short list', () => {
    const uses = [use('Button', '/material-ui/react-button', 1, 10), use('Button Group', '/material-ui/react-button-group/', 1, 9), use('Toggle Button', '/material-ui/react-toggle-button', 5, 5)];
    expect(rankDemoPages('ButtonGroup', uses)).toEqual({
      shown: [
        { title: 'Button Group', href: '/material-ui/react-button-group/' },
        { title: 'Toggle Button', href: '/material-ui/react-toggle-button' },
        { title: 'Button', href: '/material-ui/react-button' },
      ],
      more: [],
    });
  });

  it('tells apart pages that share a title: by product, or by section within one product', () => {
    const uses = [
      use('Spacing', '/system/spacing', 2, 4),
      use('Spacing', '/material-ui/customization/spacing/', 2, 5),
      use('Transitions', '/material-ui/transitions/', 1, 4),
      use('Transitions', '/material-ui/customization/transitions/', 1, 5),
      use('Grid', '/material-ui/react-grid', 1, 9),
    ];
    expect(rankDemoPages('Box', uses).shown.map((page) => page.title)).toEqual(['Spacing (MUI System)', 'Spacing (Material UI)', 'Transitions', 'Transitions (Customization)', 'Grid']);
  });

  it('shows a list of eight whole and folds a list of nine', () => {
    const pages = (count: number): DemoPageUse[] => Array.from({ length: count }, (_, index) => use(`Page ${index + 1}`, `/p/${index + 1}`, 1, 2));
    expect(rankDemoPages('Box', pages(8))).toMatchObject({ shown: { length: 8 }, more: [] });
    expect(rankDemoPages('Box', pages(9))).toMatchObject({ shown: { length: 6 }, more: { length: 3 } });
  });
});
