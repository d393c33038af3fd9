import { t } from '../i18n/t';
import { useSiteData } from '../siteData/SiteDataContext';

/** The id of the JSON script listing every page, read by runtime/notFound.ts. */
export const NOT_FOUND_ROUTES_ID = 'not-found-routes';

// `<` is escaped so no title can close the script element.
function routesJson(routes: readonly { pathname: string; title: string; productId: string | null }[]): string {
  return JSON.stringify(routes.map((route) => [route.pathname, route.title, route.productId])).replace(/</g, '\\u003c');
}

/**
 * Where the 404 page lists the pages closest to the mistyped URL. One static 404.html serves every
 * missing URL, so the list is computed in the browser from the embedded page list.
 */
export function NotFoundSuggestions() {
  const { routes } = useSiteData();
  return (
    <section className="not-found-suggestions" data-not-found="" aria-labelledby="did-you-mean" hidden>
      <script type="application/json" id={NOT_FOUND_ROUTES_ID} dangerouslySetInnerHTML={{ __html: routesJson(routes) }} />
      <h2 id="did-you-mean">{t('special.notFound.didYouMean')}</h2>
      <ul data-not-found-list="" />
    </section>
  );
}

/** A button that opens the site search from the 404 page (shown only when the app bar has search). */
export function NotFoundSearch() {
  return (
    <p className="not-found-search" data-not-found-search="" hidden>
      <button type="button" className="not-found-search-button">
        {t('special.notFound.search')}
      </button>
    </p>
  );
}
