import { promises as fs } from 'node:fs';
import path from 'node:path';
import { BLOG_FEED_PATH, BLOG_PATH } from '../../site/blog/constants';
import { formatPostDate } from '../../site/blog/format';
import { t } from '../../site/i18n/t';
import { parsePageSource } from '../content/frontMatter';
import type { PreparedSiteData } from '../siteData';
import type { Route } from '../routes';
import { llmsTxt, markdownPathFor } from './llms';
import { blogRss } from './rss';
import { componentStandIns } from './standIns';
import { mdxToMarkdown } from './toMarkdown';

/** What the machine-readable emitters need from a build. */
export interface MachineOutputInput {
  outDir: string;
  routes: readonly Route[];
  siteData: PreparedSiteData;
  siteUrl: string;
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

/**
 * Writes the outputs meant for programs rather than people: `<path>.md` for every MDX page, `/llms.txt`
 * listing every page, and the blog's RSS feed. Returns how many Markdown files were written.
 */
export async function emitMachineReadable({ outDir, routes, siteData, siteUrl }: MachineOutputInput): Promise<number> {
  const docRoutes = routes.filter((route) => route.kind === 'doc');
  await Promise.all(docRoutes.map(async (route) => write(path.join(outDir, markdownPathFor(route.pathname)), await pageMarkdown(route, siteData))));
  const pages = routes.map((route) => ({ pathname: route.pathname, title: route.frontMatter.title, description: route.frontMatter.description, productId: route.productId, hasMarkdown: route.kind === 'doc' }));
  await write(path.join(outDir, 'llms.txt'), llmsTxt(pages, siteUrl, t('special.llms.summary')));
  await write(path.join(outDir, BLOG_FEED_PATH), blogRss(siteData.shared.blogPosts, siteUrl, { title: t('special.blog.feedTitle'), description: t('special.blog.feedDescription'), blogPath: BLOG_PATH, feedPath: BLOG_FEED_PATH }));
  return docRoutes.length;
}
