// The 404 page: lists the pages closest to the requested URL and offers the site search.
import { NOT_FOUND_ROUTES_ID } from '../site/pages/NotFoundSuggestions';
import { pageHref } from '../site/routing/pageHref';
import { suggestRoutes, type SuggestibleRoute } from '../site/routing/suggest';

function readRoutes(doc: Document): SuggestibleRoute[] {
  try {
    const parsed: unknown = JSON.parse(doc.getElementById(NOT_FOUND_ROUTES_ID)?.textContent ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown) =>
      Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string' ? [{ pathname: entry[0], title: entry[1], productId: typeof entry[2] === 'string' ? entry[2] : null }] : [],
    );
  } catch {
    return [];
  }
}

/** Fills in the 404 page's suggestions for `pathname` and wires its search button; does nothing elsewhere. */
export function setupNotFound(doc: Document = document, pathname: string = location.pathname): void {
  const section = doc.querySelector<HTMLElement>('[data-not-found]');
  const list = section?.querySelector<HTMLElement>('[data-not-found-list]');
  if (section && list) {
    const suggestions = suggestRoutes(pathname, readRoutes(doc));
    list.replaceChildren(
      ...suggestions.map((route) => {
        const item = doc.createElement('li');
        const link = doc.createElement('a');
        link.href = pageHref(route.pathname);
        link.textContent = route.title;
        const path = doc.createElement('span');
        path.className = 'not-found-path';
        path.textContent = route.pathname;
        item.append(link, ' ', path);
        return item;
      }),
    );
    section.hidden = suggestions.length === 0;
    // Marks the list as computed (this script loads as a chunk of its own, after the page).
    section.dataset.ready = 'true';
  }
  const search = doc.querySelector<HTMLElement>('[data-not-found-search]');
  const appBarSearch = doc.querySelector<HTMLButtonElement>('.search-button');
  if (search && appBarSearch) {
    search.hidden = false;
    search.querySelector('button')?.addEventListener('click', () => appBarSearch.click());
  }
}
