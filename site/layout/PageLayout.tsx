import type { ReactNode } from 'react';
import { AdSlot } from '../ads/AdSlot';
import type { AdsConfig } from '../config/siteConfig';
import { CopyPageButton } from '../copyPage/CopyPageButton';
import { FeedbackPrompt } from '../feedback/FeedbackPrompt';
import { getProduct } from '../products';
import type { PageModel } from '../render/types';
import { AppBar } from './AppBar';
import { FlagChips } from './FlagChips';
import { Footer } from './Footer';
import { NavDrawer } from './NavDrawer';
import { PrevNext } from './PrevNext';
import { SettingsDrawer } from './SettingsDrawer';
import { Toc } from './Toc';
import { t } from '../i18n/t';

/** The page shell around MDX content: app bar, drawer, article, table of contents and footer. */
export function PageLayout({ page, repositoryUrl, ads = null, children }: { page: PageModel; repositoryUrl: string; ads?: AdsConfig | null; children: ReactNode }) {
  const product = page.productId ? getProduct(page.productId) : null;
  const hasNav = page.layout === 'doc' && page.nav !== null;
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('shell.skipToContent')}
      </a>
      <AppBar product={product} repositoryUrl={repositoryUrl} hasNav={hasNav} />
      <SettingsDrawer />
      <div className="layout" data-layout={page.layout}>
        {hasNav && page.nav ? <NavDrawer nav={page.nav} activePathname={page.pathname} label={t('shell.pagesOf', { product: product?.name ?? 'MUI' })} /> : null}
        <main id="main-content" tabIndex={-1}>
          <article className="page">
            <header className="page-header">
              {page.markdownPath && page.layout === 'doc' ? <CopyPageButton markdownPath={page.markdownPath} /> : null}
              <h1>
                {page.title}
                <FlagChips flags={page.flags} />
              </h1>
              <p className="lead">{page.description}</p>
            </header>
            {ads && page.layout !== 'home' ? <AdSlot /> : null}
            <div className="markdown-body">{children}</div>
            {page.layout === 'doc' ? <FeedbackPrompt pathname={page.pathname} version={product?.version ?? ''} /> : null}
            {page.layout === 'doc' ? <PrevNext prev={page.prev} next={page.next} /> : null}
          </article>
        </main>
        {page.layout === 'doc' ? <Toc entries={page.toc} /> : null}
      </div>
      <Footer repositoryUrl={repositoryUrl} />
    </>
  );
}
