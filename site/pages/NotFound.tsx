import { t } from '../i18n/t';
import { linkedProducts } from '../products';
import { NotFoundSearch, NotFoundSuggestions } from './NotFoundSuggestions';

/** The body of `404.html`: where to go instead. */
export function NotFoundContent() {
  return (
    <>
      <p>{t('shell.notFound.explanation')}</p>
      <NotFoundSuggestions />
      <NotFoundSearch />
      <h2 id="where-to-go">{t('shell.notFound.whereToGo')}</h2>
      <ul>
        <li>
          <a href="/">{t('shell.notFound.homePage')}</a>
          {t('shell.notFound.homePageNote')}
        </li>
        {linkedProducts
          .map((product) => (
            <li key={product.id}>
              <a href={product.homePath}>{product.name}</a>: {product.tagline}
            </li>
          ))}
      </ul>
    </>
  );
}
