import { linkedProducts } from '../products';
import { t } from '../i18n/t';

/** The site footer: one link per product and a line about the project. */
export function Footer({ repositoryUrl }: { repositoryUrl: string }) {
  return (
    <footer className="site-footer">
      <nav aria-label={t('shell.footerProducts')}>
        <ul>
          {linkedProducts
            .map((product) => (
              <li key={product.id}>
                <a href={product.homePath}>{product.name}</a>
              </li>
            ))}
          <li>
            <a href="/blog">{t('special.footer.blog')}</a>
          </li>
          <li>
            <a href="/versions">{t('special.footer.versions')}</a>
          </li>
          <li>
            <a href={repositoryUrl} target="_blank" rel="noopener">
              GitHub
            </a>
          </li>
        </ul>
      </nav>
      <p>{t('shell.footerAbout')}</p>
    </footer>
  );
}
