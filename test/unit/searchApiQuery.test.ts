import { describe, expect, it } from 'vitest';
import { asksForApi } from '../../site/search/apiQuery';

// A first search holds the guides of the reader's product; a query that asks for API reference loads
// the product's API pages too (runtime/search/dialog.ts). These are the queries a reader types for each.

describe('whether a query asks for API reference', () => {
  it('does for API words and for names spelled as code spells them', () => {
    for (const query of ['card api', 'Button props', 'slider classes', 'slotProps', 'disableRipple', 'useMediaQuery', 'usemediaquery', 'MuiButton-root', 'autocomplete slots', 'theme css']) {
      expect(asksForApi(query), query).toBe(true);
    }
  });

  it('does not for guide topics', () => {
    for (const query of ['button', 'roboto font', 'dark mode', 'text field', 'useful hints', 'user menu', 'theme palette', 'buton']) {
      expect(asksForApi(query), query).toBe(false);
    }
  });
});
