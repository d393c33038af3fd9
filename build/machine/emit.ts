import { promises as fs } from 'node:fs';
import path from 'node:path';
import { BLOG_FEED_PATH, BLOG_PATH } from '../../site/blog/constants';
import { formatPostDate } from '../../site/blog/format';
import { t } from '../../site/i18n/t';
import { parsePageSource } from '../content/frontMatter';
import type { ApiPageView } from '../../site/api/view';
import type { PreparedSiteData } from '../siteData';
import type { Route } from '../routes';
import { apiPageMarkdown } from './apiMarkdown';
import { llmsTxt, markdownPathFor } from './llms';
import { blogRss } from './rss';
import { componentStandIns } from './standIns';
import { normalizeMarkdownLinks } from '../../site/routing/pageHref';
import { mdxToMarkdown } from './toMarkdown';
import { sha1 } from '../bundle/inputHashes';
import { writeFile } from '../emit/writeFile';
import { codeKeyOf } from '../cacheFiles';
import { keyedEntries, readThroughEntry } from '../keyedEntries';
import { CACHE_DIR, ROOT } from '../paths';

/** What the machine-readable emitters need from a build. */
export interface MachineOutputInput {
  outDir: string;
  routes: readonly Route[];
  siteData: PreparedSiteData;
  siteUrl: string;
  /** The view of each API route, rendered to Markdown beside the doc pages. */
  apiViewFor: (pathname: string) => ApiPageView | undefined;
}

async function readDemo(pageFile: string, importPath: string): Promise<string | null> {
  const base = path.resolve(path.dirname(pageFile), importPath);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`]) {
    const source = await fs.readFile(candidate, 'utf8').catch(() => null);
    if (source !== null) return source;
  }
  return null;
}

/** What a doc page's Markdown is made from, besides the shared site data and the code. */
interface PageSources {
  text: string;
  demos: Map<string, string | null>;
}

async function readPageSources(route: Route): Promise<PageSources> {
  const demos = new Map<string, string | null>();
  for (const { source } of route.imports) demos.set(source, await readDemo(route.file, source));
  return { text: await fs.readFile(route.file, 'utf8'), demos };
}

function pageMarkdown(route: Route, { text, demos }: PageSources, siteData: PreparedSiteData): string {
  const { body } = parsePageSource(route.file, text);
  const post = siteData.shared.blogPosts.find((candidate) => candidate.pathname === route.pathname);
  return mdxToMarkdown(body, {
    title: route.frontMatter.title,
    description: route.frontMatter.description,
    demoSource: (importPath) => demos.get(importPath) ?? null,
    components: componentStandIns(siteData.shared),
    preface: post ? `${formatPostDate(post.date)} · ${post.authors.join(', ')} · ${post.tags.join(', ')}` : undefined,
  }, route.twinOutline);
}

/** The Markdown rendering of one page: its MDX as plain Markdown, or its API reference (also served by dev mode). */
export async function routeMarkdown(route: Route, siteData: PreparedSiteData, apiViewFor: MachineOutputInput['apiViewFor'], twins?: TwinCache): Promise<string> {
  // Links in the form hosts serve without a redirect, as in the HTML.
  if (route.kind === 'doc') {
    const sources = await readPageSources(route);
    const make = (): string => normalizeMarkdownLinks(pageMarkdown(route, sources, siteData));
    return twins ? readThroughEntry(TWIN_ENTRIES, route.pathname, twins.keyOf(route, sources), make) : make();
  }
  const view = apiViewFor(route.pathname);
  if (!view) throw new Error(`No API view for ${route.pathname}`);
  return normalizeMarkdownLinks(apiPageMarkdown(view, route.frontMatter));
}

// Turning a page's MDX into Markdown parses it again (about 3 ms a page, most of a warm build's twin
// step), so a doc page's twin is kept under a key of its sources, the site data its stand-ins read and
// the code that writes twins. API pages' twins come from the API model in well under a millisecond.
const TWIN_ENTRIES = keyedEntries(path.join(CACHE_DIR, 'twins'), '.md');
/** Code a doc page's twin depends on: this folder, the MDX reading, the changelog, and the site modules the stand-ins use. */
const TWIN_CODE_DIRS = ['build/machine', 'build/content', 'build/changelog', 'site'];

/** Keys the Markdown twins of one build's doc pages. */
interface TwinCache {
  keyOf(route: Route, sources: PageSources): string;
}

async function openTwinCache(siteData: PreparedSiteData): Promise<TwinCache> {
  const navFiles = (await fs.readdir(path.join(ROOT, 'content'))).map((product) => `content/${product}/nav.ts`);
  const shared = sha1([await codeKeyOf(ROOT, TWIN_CODE_DIRS, ['package-lock.json', ...navFiles]), JSON.stringify(siteData.shared)].join('\0'));
  return {
    keyOf: (route, { text, demos }) => sha1([shared, route.pathname, JSON.stringify(route.frontMatter), text, JSON.stringify([...demos])].join('\0')),
  };
}

/**
 * Writes the outputs meant for programs rather than people: `<path>.md` for every page (MDX and API),
 * `/llms.txt` listing every page, and the blog's RSS feed. Returns how many Markdown files were written.
 */
export async function emitMachineReadable({ outDir, routes, siteData, siteUrl, apiViewFor }: MachineOutputInput): Promise<number> {
  const twins = await openTwinCache(siteData);
  await Promise.all(routes.map(async (route) => writeFile(path.join(outDir, markdownPathFor(route.pathname)), await routeMarkdown(route, siteData, apiViewFor, twins))));
  const pages = routes.map((route) => ({ pathname: route.pathname, title: route.frontMatter.title, description: route.frontMatter.description, productId: route.productId, kind: route.kind }));
  await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(pages, siteUrl, t('special.llms.summary')));
  await writeFile(path.join(outDir, BLOG_FEED_PATH), blogRss(siteData.shared.blogPosts, siteUrl, { title: t('special.blog.feedTitle'), description: t('special.blog.feedDescription'), blogPath: BLOG_PATH, feedPath: BLOG_FEED_PATH }));
  return routes.length;
}
