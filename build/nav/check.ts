import { BuildError } from '../errors';
import type { Route } from '../routes';
import type { LoadedNav } from './load';
import { lineContaining } from '../sourceLines';
import { validateNav } from './validate';

/** Validates every product's navigation against the route table; throws all problems as build errors. */
export async function checkNavigation(navs: readonly LoadedNav[], routes: readonly Route[]): Promise<BuildError[]> {
  const errors: BuildError[] = [];
  for (const nav of navs) {
    const pages = routes
      .filter((route) => route.productId === nav.productId)
      .map((route) => ({ pathname: route.pathname, exemptFromNav: route.frontMatter.hidden || route.frontMatter.layout === 'home' }));
    for (const problem of validateNav(nav.pages, pages)) {
      if (problem.kind === 'unreachable') {
        const route = routes.find((candidate) => candidate.pathname === problem.pathname)!;
        errors.push(new BuildError(problem.message, { file: route.file, line: 1 }, `Add it to ${nav.file.replace(/^.*\/content\//, 'content/')} or set \`hidden: true\` in its front matter.`));
      } else {
        const hint =
          problem.kind === 'duplicate'
            ? 'Each pathname may appear once per navigation tree; rename or remove one of them.'
            : 'Create the page (content/<pathname>/index.mdx), fix the pathname, or mark the entry `planned: true`.';
        errors.push(new BuildError(problem.message, { file: nav.file, line: await lineContaining(nav.file, [`'${problem.pathname}'`, `"${problem.pathname}"`], problem.kind === 'duplicate' ? 2 : 1) }, hint));
      }
    }
  }
  return errors;
}
