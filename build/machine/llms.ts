import { products } from '../../site/products';

/** One page as llms.txt lists it. */
export interface LlmsPage {
  pathname: string;
  title: string;
  description: string;
  productId: string | null;
  /** A guide (MDX) or a generated API page; both are linked by their `<pathname>.md`. */
  kind: 'doc' | 'api';
}

/** The URL of a page's Markdown rendering: `/material-ui/react-button.md`, `/index.md` for the home page. */
export function markdownPathFor(pathname: string): string {
  return pathname === '/' ? '/index.md' : `${pathname}.md`;
}

/** The page a Markdown URL renders (`/index.md` → `/`), or null when the URL is not one. */
export function pathnameForMarkdown(markdownPath: string): string | null {
  if (!markdownPath.endsWith('.md')) return null;
  return markdownPath === '/index.md' ? '/' : markdownPath.slice(0, -'.md'.length);
}

function section(title: string, pages: readonly LlmsPage[], siteUrl: string): string[] {
  if (pages.length === 0) return [];
  const lines = pages.map((page) => `- [${page.title}](${siteUrl}${markdownPathFor(page.pathname)}): ${page.description.replace(/\s+/g, ' ')}`);
  return ['', `## ${title}`, '', ...lines];
}

/**
 * llms.txt (llmstxt.org): the site's name and summary, then every page with its one-line description,
 * grouped by product in the registry's order (guides, then API pages); the rest under "Other pages".
 */
export function llmsTxt(pages: readonly LlmsPage[], siteUrl: string, summary: string): string {
  const sorted = [...pages].sort((a, b) => a.pathname.localeCompare(b.pathname));
  const lines = ['# MUI', '', `> ${summary}`];
  for (const product of products) {
    const ofProduct = sorted.filter((page) => page.productId === product.id);
    // Guides before the generated API reference, which is long and mostly looked up by name.
    lines.push(...section(product.name, ofProduct.filter((page) => page.kind === 'doc'), siteUrl));
    lines.push(...section(`${product.name} API`, ofProduct.filter((page) => page.kind === 'api'), siteUrl));
  }
  const known = new Set(products.map((product) => product.id as string));
  lines.push(...section('Other pages', sorted.filter((page) => page.productId === null || !known.has(page.productId)), siteUrl));
  return `${lines.join('\n')}\n`;
}
