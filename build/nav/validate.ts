import type { NavPage } from '../../site/nav/types';
import { assertUniquePathnames, flattenNav, isGroup, NavError } from '../../site/nav/tree';

/** What navigation validation needs to know about a page. */
export interface PageForNav {
  pathname: string;
  /** Hidden pages and the home page may be reached by no navigation. */
  exemptFromNav: boolean;
}

/** A navigation mistake, pointing either at the nav entry or at the unreachable page. */
export interface NavProblem {
  kind: 'duplicate' | 'dangling' | 'unreachable';
  pathname: string;
  message: string;
}

/**
 * Checks one product's tree against its pages: duplicate pathnames, leaves without a page
 * (unless planned or external) and pages that no entry reaches (unless exempt).
 */
export function validateNav(nav: readonly NavPage[], pages: readonly PageForNav[]): NavProblem[] {
  const problems: NavProblem[] = [];
  try {
    assertUniquePathnames(nav);
  } catch (error) {
    if (!(error instanceof NavError)) throw error;
    problems.push({ kind: 'duplicate', pathname: error.pathname, message: error.message });
  }
  const pagePaths = new Set(pages.map((page) => page.pathname));
  const entries = flattenNav(nav);
  for (const entry of entries) {
    if (isGroup(entry) || entry.planned || entry.link) continue;
    if (!pagePaths.has(entry.pathname)) {
      problems.push({
        kind: 'dangling',
        pathname: entry.pathname,
        message: `Navigation entry ${entry.pathname} resolves to no page`,
      });
    }
  }
  const reached = new Set(entries.filter((entry) => !entry.planned && !entry.link).map((entry) => entry.pathname));
  for (const page of pages) {
    if (!page.exemptFromNav && !reached.has(page.pathname)) {
      problems.push({
        kind: 'unreachable',
        pathname: page.pathname,
        message: `Page ${page.pathname} is not reached by any navigation entry`,
      });
    }
  }
  return problems;
}
