import { createElement, useContext } from 'react';
import { Island } from '../islands/Island';
import { t } from '../i18n/t';
import { DemoLinksContext, demoSourceUrl } from './demoLinks';
import { DemoCrashPanel } from './DemoErrorBoundary';
import { DemoShell, type DemoShellData } from './DemoShell';
import { demoProviders } from './providers';
import { demoIslandName, DEMO_PRODUCTS, type DemoCodeModule, type DemoDescriptor, type DemoProduct } from './types';

function isDemoProduct(product: string): product is DemoProduct {
  return (DEMO_PRODUCTS as readonly string[]).includes(product);
}

// The server's crash panel is replaced at hydration; its reset button does nothing before that.
function ignoreReset(): void {}

function serverHasNoCode(): Promise<DemoCodeModule> {
  return Promise.reject(new Error('Demo code is loaded in the browser only.'));
}

/**
 * Places a demo on a page: `<Demo of={BasicButtons} />`, or `<Demo of={AppBarDemo} iframe />` for a demo
 * that needs a document of its own, `hideToolbar` for the live demo alone, `defaultCodeOpen` to show its
 * code from the start. The whole demo (live part, toolbar, code) is one island.
 */
export function Demo({
  of: demo,
  iframe = false,
  hideToolbar = false,
  defaultCodeOpen = false,
}: {
  of: DemoDescriptor;
  iframe?: boolean;
  hideToolbar?: boolean;
  defaultCodeOpen?: boolean;
}) {
  const links = useContext(DemoLinksContext);
  if (!demo || typeof demo !== 'object' || !('Component' in demo)) {
    throw new Error('<Demo of={…}> needs a demo imported from the page\'s ./demos folder.');
  }
  if (!isDemoProduct(demo.product)) {
    throw new Error(`Demos of product "${demo.product}" have no provider in site/demos/providers.`);
  }
  const data: DemoShellData = {
    id: demo.id,
    name: demo.name,
    sourceUrl: demoSourceUrl(links, demo.sourcePath),
    previewHtml: demo.previewHtml,
    stylings: demo.stylings,
    ownTheme: demo.ownTheme,
    tailwind: demo.tailwind,
    variantPreviews: demo.variantPreviews,
    iframe,
    hideToolbar,
    defaultCodeOpen,
  };
  const shell = { ...data, Provider: demoProviders[demo.product], loadCode: serverHasNoCode, loadVariants: {} };
  // Where island errors are contained (dev mode), a demo that throws shows the panel its error boundary shows in the browser.
  const crashed = (error: Error) => createElement(DemoShell, { ...shell, Component: () => <DemoCrashPanel message={error.message} onReset={ignoreReset} /> });
  return (
    <section className="demo" id={demo.name} aria-label={t('shell.demoOf', { name: demo.name })}>
      <Island name={demoIslandName(demo.id)} className="demo-island" props={{ ...data }} source={demo.sourcePath} fallback={crashed}>
        {createElement(DemoShell, { ...shell, Component: demo.Component })}
      </Island>
    </section>
  );
}
