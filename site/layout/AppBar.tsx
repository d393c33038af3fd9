import { linkedProducts, type ProductInfo } from '../products';
import { GitHubIcon, Logo, MenuIcon } from './icons';
import { SettingsButton } from './SettingsDrawer';
import { t } from '../i18n/t';
import { VersionLabel } from './VersionLabel';
import { SearchButton } from '../search/SearchButton';

interface AppBarProps {
  product: ProductInfo | null;
  repositoryUrl: string;
  /** Whether the page has a navigation drawer for the menu button to open. */
  hasNav: boolean;
}

// A <details> menu works before any script has loaded; runtime/shell.ts closes it on outside clicks.
// Each entry carries its version too: on a phone the bar has no room for the current one.
function ProductSwitcher({ current }: { current: ProductInfo | null }) {
  return (
    <details className="product-switcher">
      {/* Named by what it shows, then what it does: "Material UI v6.0.0-rc.0, switch product". */}
      <summary>
        <span className="product-switcher-name">{current?.name ?? t('shell.products')}</span>
        <VersionLabel version={current?.version ?? null} />
        <span className="visually-hidden">{t('shell.switchProduct')}</span>
      </summary>
      <ul className="product-menu">
        {linkedProducts.map((product) => (
          <li key={product.id}>
            <a href={product.homePath} aria-current={product.id === current?.id ? 'true' : undefined}>
              <span className="product-menu-name">
                {product.name}
                <VersionLabel version={product.version} />
              </span>
              <span className="product-menu-tagline">{product.tagline}</span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The top bar: logo, product switcher with the version label, repository link and the phone menu button. */
export function AppBar({ product, repositoryUrl, hasNav }: AppBarProps) {
  return (
    <header className="app-bar">
      {hasNav ? (
        <button type="button" className="icon-button menu-button" aria-controls="nav-drawer" aria-expanded="false" aria-label={t('shell.openNavigation')}>
          <MenuIcon />
        </button>
      ) : null}
      <a className="logo-link" href="/" aria-label={t('shell.home')}>
        <Logo />
      </a>
      <ProductSwitcher current={product} />
      <span className="app-bar-spacer" />
      <SearchButton />
      <a className="icon-button" href={repositoryUrl} target="_blank" rel="noopener" aria-label={t('shell.sourceOnGitHub')}>
        <GitHubIcon />
      </a>
      <SettingsButton />
    </header>
  );
}
