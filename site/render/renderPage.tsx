import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { markDisabledButtons } from './disabledButtons';
import { DEFAULT_DEMO_LINKS, DemoLinksContext } from '../demos/demoLinks';
import { IslandCollector, IslandCollectorContext, IslandRenderError, type CollectedIsland } from '../islands/Island';
import { IslandRoot } from '../islands/IslandRoot';
import { PageLayout } from '../layout/PageLayout';
import { mdxComponents } from '../mdx/components';
import type { ClientConfig } from '../config/clientConfig';
import { pageDocument, type RenderedBody } from './pageDocument';
import type { PageAssets, PageModel } from './types';
import { normalizePageLinks } from '../routing/pageHref';

/** An MDX page module's default export. */
export type MdxContent = ComponentType<{ components?: Record<string, unknown> }>;

/** Everything needed to turn one route into a complete HTML document. */
export interface RenderPageInput {
  page: PageModel;
  Content: MdxContent;
  assets: PageAssets;
  siteUrl: string;
  repositoryUrl: string;
  /** The branch demo source links point into; `master` when absent. */
  repositoryBranch?: string;
  /** What the browser runtime reads (ads, analytics); without it the page has no ads and no analytics. */
  clientConfig?: ClientConfig;
  /** Render an island that throws as its fallback instead of failing the page (dev mode). */
  containIslandErrors?: boolean;
}

// Server rendering has no error boundaries: an island that throws either stops the page, naming the
// island's file, or (dev mode) shows its fallback, as its error boundary would in the browser.
function renderIsland(island: CollectedIsland, index: number, cache: ReturnType<typeof createCache>, contain: boolean): string {
  const options = { identifierPrefix: IslandCollector.idPrefix(index) };
  try {
    return renderToString(<IslandRoot cache={cache}>{island.element}</IslandRoot>, options);
  } catch (thrown) {
    const error = thrown instanceof Error ? thrown : new Error(String(thrown));
    if (contain && island.fallback) return renderToString(<IslandRoot cache={cache}>{island.fallback(error)}</IslandRoot>, options);
    throw new IslandRenderError(error, island.source);
  }
}

function renderBody(input: PageBodyInput, cache: ReturnType<typeof createCache>): string {
  const collector = new IslandCollector();
  const { page, Content } = input;
  const html = renderToString(
    <CacheProvider value={cache}>
      <IslandCollectorContext.Provider value={collector}>
        <DemoLinksContext.Provider value={{ repositoryUrl: input.repositoryUrl, branch: input.repositoryBranch ?? DEFAULT_DEMO_LINKS.branch }}>
          <PageLayout page={page} repositoryUrl={input.repositoryUrl} ads={input.clientConfig?.ads ?? null}>
            <Content components={mdxComponents} />
          </PageLayout>
        </DemoLinksContext.Provider>
      </IslandCollectorContext.Provider>
    </CacheProvider>,
  );
  // Each island gets a root of its own, exactly as the browser will hydrate it.
  const islandHtml = collector.islands.map((island, index) => markDisabledButtons(renderIsland(island, index, cache, input.containIslandErrors ?? false)));
  // One pass over the page: replacing slot by slot rescanned and copied a page of hundreds of KB once per demo.
  return html.replace(IslandCollector.SLOT_PATTERN, (slot, index: string) => islandHtml[Number(index)] ?? slot);
}

/** What `renderPageBody` reads: everything of `RenderPageInput` but the browser assets. */
export type PageBodyInput = Omit<RenderPageInput, 'assets'>;

/**
 * Renders a page's React tree: nearly all the cost of a page, and independent of the browser bundle,
 * so a build renders bodies while the browser bundle is still being made (build/build.ts).
 */
export function renderPageBody(input: PageBodyInput): RenderedBody {
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);
  // Every internal link, whoever wrote it (navigation, MDX, API descriptions), in the form hosts serve directly.
  const body = normalizePageLinks(renderBody(input, cache));
  return { body, emotionStyles: emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(body)) };
}

/** Renders one page to a complete HTML document with its critical CSS inlined. */
export function renderPage(input: RenderPageInput): string {
  return pageDocument(input, renderPageBody(input));
}
