import { describe, expect, it } from 'vitest';
import materialNav from '../../content/material-ui/nav';
import { componentCardGroups } from '../../site/allComponents/cards';
import { componentCatalog } from '../../site/allComponents/catalog';
import { cardMatches, normalizeSearchText } from '../../site/allComponents/filter';
import type { NavPage } from '../../site/nav/types';

const nav: NavPage[] = [
  { pathname: '/p/start', title: 'Getting started', children: [{ pathname: '/p/overview', title: 'Overview' }] },
  {
    pathname: '/p/react-',
    title: 'Components',
    children: [
      { pathname: '/p/all-components', title: 'All components' },
      {
        pathname: '/p/inputs',
        title: 'Inputs',
        subheader: 'Inputs',
        children: [
          { pathname: '/p/react-button', title: 'Button' },
          { pathname: '/p/react-slider', title: 'Slider', planned: true },
          { pathname: '/p/react-old', title: 'Old', deprecated: true },
        ],
      },
      { pathname: '/p/x', title: 'X', subheader: 'X', children: [{ pathname: '/x/charts', title: 'Charts', link: 'https://example.com/charts' }] },
      { pathname: '/p/empty', title: 'Empty', subheader: 'Empty', children: [] },
    ],
  },
];

describe('componentCardGroups', () => {
  const groups = componentCardGroups(nav, '/p/all-components', new Set(['/p/react-button', '/p/react-old']));

  it('keeps the groups of the Components entry in navigation order, without the index itself or empty groups', () => {
    expect(groups.map((group) => group.title)).toEqual(['Inputs', 'X']);
    expect(groups[0]?.cards.map((card) => card.title)).toEqual(['Button', 'Slider', 'Old']);
  });

  it('links existing pages, leaves unwritten ones without a link and keeps external links', () => {
    const [button, slider, old] = groups[0]?.cards ?? [];
    expect(button).toMatchObject({ href: '/p/react-button', external: false, deprecated: false });
    expect(slider).toMatchObject({ href: null, external: false });
    expect(old).toMatchObject({ href: '/p/react-old', deprecated: true });
    expect(groups[1]?.cards[0]).toMatchObject({ href: 'https://example.com/charts', external: true });
  });

  it('returns nothing when no group holds the index', () => {
    expect(componentCardGroups(nav, '/p/missing', new Set())).toEqual([]);
  });
});

describe('the catalog', () => {
  const leaves = componentCardGroups(materialNav, '/material-ui/all-components', new Set()).flatMap((group) => group.cards.map((card) => card.pathname));

  it('has a summary and a drawing for every entry of the Material UI components navigation', () => {
    expect(leaves.length).toBeGreaterThan(40);
    expect(leaves.filter((pathname) => !componentCatalog[pathname])).toEqual([]);
  });

  it('has no entry the navigation lost', () => {
    expect(Object.keys(componentCatalog).filter((pathname) => !leaves.includes(pathname))).toEqual([]);
  });
});

describe('cardMatches', () => {
  it('normalizes case, punctuation, accents and camelCase', () => {
    expect(normalizeSearchText('Click-Away Listener')).toBe('click away listener');
    expect(normalizeSearchText('useMediaQuery')).toBe('use media query');
    expect(normalizeSearchText('  Crème  brûlée ')).toBe('creme brulee');
  });

  it('matches every query word at the start of a word of the card', () => {
    expect(cardMatches('App Bar The bar at the top', 'app bar')).toBe(true);
    expect(cardMatches('Bottom Navigation Destinations', 'nav')).toBe(true);
    expect(cardMatches('useMediaQuery A hook', 'media')).toBe(true);
    expect(cardMatches('Click-Away Listener', 'click away')).toBe(true);
    expect(cardMatches('Button Starts an action', 'utton')).toBe(false);
    expect(cardMatches('Button Starts an action', 'button grid')).toBe(false);
  });

  it('matches everything for an empty or blank query', () => {
    expect(cardMatches('Button', '')).toBe(true);
    expect(cardMatches('Button', '  ')).toBe(true);
  });
});
