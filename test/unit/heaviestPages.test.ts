import { describe, expect, it } from 'vitest';
import { componentVerdict, isComponentPage, type Weighed } from '../../bench/heaviestPages';
import { BUDGETS, withinBudget } from '../../bench/budgets';

const page = (pathname: string, kilobytes: number): Weighed => ({ pathname, jsGzip: kilobytes * 1024, jsAsOneFileGzip: kilobytes * 1024 });

describe('the bench’s verdict on component pages’ JS', () => {
  it('applies the budget to component pages only, wherever their segment `react-…` sits', () => {
    expect(isComponentPage('/material-ui/react-button/')).toBe(true);
    expect(isComponentPage('/x/react-data-grid/editing/')).toBe(true);
    expect(isComponentPage('/joy-ui/customization/right-to-left/')).toBe(false);
  });

  it('names the heaviest component page and counts every component page over the budget, not guides', () => {
    const over = BUDGETS.jsComponentKb + 5;
    // Heaviest first, as weighPages returns them; the guide is heavier still but has no budget.
    const weighed = [page('/joy-ui/customization/right-to-left', over + 20), ...[1, 2, 3, 4, 5, 6].map((n) => page(`/material-ui/react-heavy-${n}`, over - n / 10)), page('/material-ui/react-light', 100)];
    const [heaviest, count] = componentVerdict(weighed, 'phone');
    expect(heaviest!.name).toContain('/material-ui/react-heavy-1');
    expect(heaviest!.name).toContain('of 7 at phone');
    expect(withinBudget(heaviest!)).toBe(false);
    expect(count!.value).toBe(6);
    expect(count!.unit).toBe('of 7');
    expect(withinBudget(count!)).toBe(false);
    // The first five are named; the sixth is left to the ellipsis.
    expect(count!.name).toContain('/material-ui/react-heavy-5');
    expect(count!.name).not.toContain('/material-ui/react-heavy-6');
    expect(count!.name).toContain('…');
  });

  it('passes when every component page is within the budget', () => {
    const [heaviest, count] = componentVerdict([page('/material-ui/react-button', BUDGETS.jsComponentKb - 1)], 'desktop');
    expect(withinBudget(heaviest!)).toBe(true);
    expect(count!.value).toBe(0);
    expect(withinBudget(count!)).toBe(true);
  });

  it('counts a page as over exactly when its shown figure is, so the two lines never disagree', () => {
    const budgetBytes = BUDGETS.jsComponentKb * 1024;
    // 40 bytes over the budget reads as the budget itself at 0.1 KB; 60 bytes over reads as 0.1 KB over.
    const [heaviest, count] = componentVerdict([page('/material-ui/react-button', (budgetBytes + 40) / 1024)], 'desktop');
    expect(withinBudget(heaviest!)).toBe(true);
    expect(count!.value).toBe(0);
    const [heavier, counted] = componentVerdict([page('/material-ui/react-button', (budgetBytes + 60) / 1024)], 'desktop');
    expect(withinBudget(heavier!)).toBe(false);
    expect(counted!.value).toBe(1);
  });
});
