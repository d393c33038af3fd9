import { t } from '../i18n/t';
import type { MdxContent } from '../render/renderPage';
import { ApiPage } from './ApiPage';
import type { ApiLinkView, ApiPageView } from './view';

/** The page content of an API route, shaped like an MDX page so the shared renderer takes it as is. */
export function apiPageContent(view: ApiPageView): MdxContent {
  return function ApiPageContent() {
    return <ApiPage view={view} />;
  };
}

/** The id of the API section appended to component pages. */
export const API_LINKS_ID = 'api';

/** Wraps a component page's content so it ends with an API section linking the API pages of its components. */
export function withApiLinks(Content: MdxContent, links: readonly ApiLinkView[]): MdxContent {
  return function ContentWithApiLinks(props) {
    return (
      <>
        <Content {...props} />
        <section className="api-links">
          <h2 id={API_LINKS_ID}>{t('api.apiSection')}</h2>
          <p>{t('api.apiSectionIntro')}</p>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>
                  <code>{link.title}</code>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </>
    );
  };
}
