import { promises as fs } from 'node:fs';
import { readingMinutes, sortPostsNewestFirst } from '../site/blog/format';
import { BLOG_PATH } from '../site/blog/constants';
import type { BlogPostSummary, DeprecatedApiGroup, SiteData } from '../site/siteData/types';
import { parsePageSource } from './content/frontMatter';
import { loadErrorCodes } from './productionErrors/cached';
import type { ErrorCodeTable } from './productionErrors/scan';
import { materialIconsBaseUrl, materialIconsData, type MaterialIconsData } from './icons/materialIcons';
import type { Route } from './routes';

/** The site data of a build: the same for every page except the pathname (site/siteData/types.ts). */
export interface PreparedSiteData {
  shared: Omit<SiteData, 'pathname'>;
  forPage: (pathname: string) => SiteData;
  /** Codes whose messages differ between installed copies of a package (build log). */
  errorCodeConflicts: number[];
}

async function blogPosts(routes: readonly Route[]): Promise<BlogPostSummary[]> {
  const posts = await Promise.all(
    routes
      .filter((route) => route.kind === 'doc' && route.pathname.startsWith(`${BLOG_PATH}/`))
      .map(async (route): Promise<BlogPostSummary | null> => {
        const { frontMatter, blog, body } = parsePageSource(route.file, await fs.readFile(route.file, 'utf8'));
        if (!blog) return null;
        return { pathname: route.pathname, title: frontMatter.title, description: frontMatter.description, ...blog, readingMinutes: readingMinutes(body) };
      }),
  );
  return sortPostsNewestFirst(posts.filter((post): post is BlogPostSummary => post !== null));
}

// What the site data takes from the installed packages (the icon tool's files, the production error
// table) depends on nothing a build makes: a cold build reads it (about 2 s of waiting on 10,000 icon files
// and the packages' scripts) while the route table is made, instead of between the route table and the
// server bundle. Once per process, like the packages it reads.
let packageSiteData: Promise<[ErrorCodeTable, MaterialIconsData]> | undefined;

/** Starts reading the site data's package parts (once per process); prepareSiteData awaits the same reads. */
export function startReadingPackageSiteData(): Promise<[ErrorCodeTable, MaterialIconsData]> {
  if (!packageSiteData) {
    packageSiteData = Promise.all([loadErrorCodes(), materialIconsData()]);
    // A build that fails before it needs them must not also report an unhandled rejection.
    packageSiteData.catch(() => undefined);
  }
  return packageSiteData;
}

/**
 * Gathers what pages need to know about the whole site: blog posts, the production error table, every
 * page, and the deprecated APIs the API site found.
 */
export async function prepareSiteData(routes: readonly Route[], api: { deprecatedApis: DeprecatedApiGroup[] }): Promise<PreparedSiteData> {
  const [posts, [errors, icons]] = await Promise.all([blogPosts(routes), startReadingPackageSiteData()]);
  const shared = {
    materialIconsBase: materialIconsBaseUrl(icons),
    blogPosts: posts,
    deprecatedApis: api.deprecatedApis,
    errorCodes: errors.codes,
    routes: routes.map((route) => ({ pathname: route.pathname, title: route.frontMatter.title, productId: route.productId })).sort((a, b) => a.pathname.localeCompare(b.pathname)),
  };
  return { shared, forPage: (pathname) => ({ ...shared, pathname }), errorCodeConflicts: errors.conflicts };
}
