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

/** What the machine-readable emitters need from a build. */
export interface MachineOutputInput {
  outDir: string;
  routes: readonly Route[];
  siteData: PreparedSiteData;
  siteUrl: string;
  /** The view of each API route, rendered to Markdown beside the doc pages. */
  apiViewFor: (pathname: string) => ApiPageView | undefined;
}

async function write(file: string, contents: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, contents);
}

async function readDemo(pageFile: string, importPath: string): Promise<string | null> {
  const base = path.resolve(path.dirname(pageFile), importPath);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`]) {
    const source = await fs.readFile(candidate, 'utf8').catch(() => null);
    if (source !== null) return source;
  }
  return null;
}

async function pageMarkdown(route: Route, siteData: PreparedSiteData): Promise<string> {
  const { body } = parsePageSource(route.file, await fs.readFile(route.file, 'utf8'));
  const demos = new Map<string, string | null>();
  for (const { source } of route.imports) demos.set(source, await readDemo(route.file, source));
  const post = siteData.shared.blogPosts.find((candidate) => candidate.pathname === route.pathname);
  return mdxToMarkdown(body, {
    title: route.frontMatter.title,
    description: route.frontMatter.description,
    demoSource: (importPath) => demos.get(importPath) ?? null,
    components: componentStandIns(siteData.shared),
    preface: post ? `${formatPostDate(post.date)} · ${post.authors.join(', ')} · ${post.tags.join(', ')}` : undefined,
  });
}

/** The Markdown rendering of one page: its MDX as plain Markdown, or its API reference (also served by dev mode). */
export async function routeMarkdown(route: Route, siteData: PreparedSiteData, apiViewFor: MachineOutputInput['apiViewFor']): Promise<string> {
  // Links in the form hosts serve without a redirect, as in the HTML.
  if (route.kind === 'doc') return normalizeMarkdownLinks(await pageMarkdown(route, siteData));
  const view = apiViewFor(route.pathname);
  if (!view) throw new Error(`No API view for ${route.pathname}`);
  return normalizeMarkdownLinks(apiPageMarkdown(view, route.frontMatter));
}

/**
 * Writes the outputs meant for programs rather than people: `<path>.md` for every page (MDX and API),
 * `/llms.txt` listing every page, and the blog's RSS feed. Returns how many Markdown files were written.
 */
export async function emitMachineReadable({ outDir, routes, siteData, siteUrl, apiViewFor }: MachineOutputInput): Promise<number> {
  await Promise.all(routes.map(async (route) => write(path.join(outDir, markdownPathFor(route.pathname)), await routeMarkdown(route, siteData, apiViewFor))));
  const pages = routes.map((route) => ({ pathname: route.pathname, title: route.frontMatter.title, description: route.frontMatter.description, productId: route.productId, kind: route.kind }));
  await write(path.join(outDir, 'llms.txt'), llmsTxt(pages, siteUrl, t('special.llms.summary')));
  await write(path.join(outDir, BLOG_FEED_PATH), blogRss(siteData.shared.blogPosts, siteUrl, { title: t('special.blog.feedTitle'), description: t('special.blog.feedDescription'), blogPath: BLOG_PATH, feedPath: BLOG_FEED_PATH }));
  return routes.length;
}
