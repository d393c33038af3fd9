import { createElement } from 'react';
import { Island } from '../islands/Island';
import { demoProviders } from './providers';
import { demoIslandName, DEMO_PRODUCTS, type DemoDescriptor, type DemoProduct } from './types';
import { t } from '../i18n/t';

function isDemoProduct(product: string): product is DemoProduct {
  return (DEMO_PRODUCTS as readonly string[]).includes(product);
}

/** Places a demo on a page: the live component as an island, with its highlighted source below. */
export function Demo({ of: demo }: { of: DemoDescriptor }) {
  if (!demo || typeof demo !== 'object' || !('Component' in demo)) {
    throw new Error('<Demo of={…}> needs a demo imported from the page\'s ./demos folder.');
  }
  if (!isDemoProduct(demo.product)) {
    throw new Error(`Demos of product "${demo.product}" have no provider in site/demos/providers.`);
  }
  const Provider = demoProviders[demo.product];
  return (
    <section className="demo" id={demo.name} aria-label={t('shell.demoOf', { name: demo.name })}>
      <Island name={demoIslandName(demo.id)} className="demo-preview">
        {createElement(Provider, null, createElement(demo.Component))}
      </Island>
      <details className="demo-code">
        <summary>{t('shell.showCode')}</summary>
        <div className="code-block" dangerouslySetInnerHTML={{ __html: demo.tsHtml }} />
      </details>
    </section>
  );
}
