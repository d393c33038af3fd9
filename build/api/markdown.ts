import { pageHref } from '../../site/routing/pageHref';

/** Decides where a link found in a JSDoc comment points: its URL, or null to show its text without a link. */
export type LinkResolver = (href: string) => string | null;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Removes C0 control characters other than tab and newlines (and DEL): some JSDoc comments carry a stray
 * U+0008 (Tabs, TabList), which HTML forbids.
 */
export function stripControlCharacters(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point.
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
}

// Inline Markdown: code spans first (their content is literal), then links, bold and emphasis.
function renderInline(text: string, resolveLink: LinkResolver): string {
  const parts = text.split(/(`[^`]+`)/);
  return parts
    .map((part) => {
      if (/^`[^`]+`$/.test(part)) return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      let html = escapeHtml(part);
      html = html.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_match, label: string, href: string) => {
        const target = resolveLink(href.replace(/&amp;/g, '&'));
        if (target === null) return label;
        const external = /^https?:/.test(target);
        return `<a href="${escapeHtml(target)}"${external ? ' rel="noopener"' : ''}>${label}</a>`;
      });
      // Bare URLs become links; those already inside an href follow a quote, not a space.
      html = html.replace(/(^|[\s(])(https?:\/\/[^\s<>"()]*[^\s<>"().,;:])/g, '$1<a href="$2" rel="noopener">$2</a>');
      html = html.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
      html = html.replace(/(^|[\s(])\*([^*\s][^*]*)\*(?=[\s.,;:)]|$)/g, '$1<em>$2</em>');
      return html;
    })
    .join('');
}

const LIST_ITEM = /^[-*]\s+(?=\S)/;

// A block of prose: a list when every line is an item (`- a`, `*   a`), a heading's text in bold (a
// heading inside a description would break the page's outline), else a paragraph. Lines indented by two
// spaces or more after the first are a drawing (Joy's Select draws its indicator with ‾ and _), kept as
// they are in a <pre> (focusable, as it may scroll sideways).
function renderBlock(block: string, resolveLink: LinkResolver): string {
  const raw = block.split('\n');
  const drawingStart = raw.findIndex((line, index) => index > 0 && /^ {2,}\S/.test(line) && !LIST_ITEM.test(line.trim()));
  if (drawingStart > 0 && raw.slice(drawingStart).every((line) => /^ {2,}\S/.test(line))) {
    const indent = Math.min(...raw.slice(drawingStart).map((line) => line.length - line.trimStart().length));
    const drawing = raw.slice(drawingStart).map((line) => line.slice(indent)).join('\n');
    return `${renderBlock(raw.slice(0, drawingStart).join('\n'), resolveLink)}<pre tabindex="0"><code>${escapeHtml(drawing)}</code></pre>`;
  }
  const lines = raw.map((line) => line.trim());
  if (lines.every((line) => LIST_ITEM.test(line))) {
    return `<ul>${lines.map((line) => `<li>${renderInline(line.replace(LIST_ITEM, ''), resolveLink)}</li>`).join('')}</ul>`;
  }
  const heading = lines.length === 1 ? /^#{1,6}\s+(.+)$/.exec(lines[0]!) : null;
  if (heading) return `<p><strong>${renderInline(heading[1]!, resolveLink)}</strong></p>`;
  return `<p>${renderInline(lines.join(' '), resolveLink)}</p>`;
}

/**
 * Renders the small Markdown subset JSDoc comments use (paragraphs, lists, fenced code, links, bold,
 * emphasis; a heading as bold text) to HTML. Everything else is escaped, so a comment can never inject
 * markup. Fenced code (FormControl's and TextField's examples, CssVarsProvider's migration diff) is an
 * escaped <pre>, blank lines and all.
 */
export function renderMarkdown(markdown: string, resolveLink: LinkResolver): string {
  return stripControlCharacters(markdown)
    .trim()
    .split(/(^```[\w-]*\n[\s\S]*?^```[ \t]*$)/m)
    .map((part) => {
      const fence = /^```[\w-]*\n([\s\S]*?)```[ \t]*$/.exec(part);
      if (fence) return `<pre tabindex="0"><code>${escapeHtml(fence[1]!.replace(/\n$/, ''))}</code></pre>`;
      return part
        .split(/\n\s*\n/)
        .filter((block) => block.trim() !== '')
        .map((block) => renderBlock(block.replace(/^\n+|\n+$/g, ''), resolveLink))
        .join('');
    })
    .join('');
}

/** A resolver for a site's pages, and the site paths the descriptions named that it does not have. */
export interface SiteLinkResolver {
  resolve: LinkResolver;
  /** Paths linked from descriptions that are not pages of this site (shown as text), each once. */
  unresolved: ReadonlySet<string>;
}

/**
 * A resolver for the site-relative links of the packages' descriptions: a page of this site is linked in
 * the form hosts serve directly (`/a/b/#anchor`; an anchor the page lacks is dropped), a page the site
 * does not have gives null (its label is shown as text and counted), and absolute URLs stay as written.
 * So every internal link on an API page answers 200 (the build checks them all).
 */
export function createLinkResolver(anchorsByPathname: ReadonlyMap<string, ReadonlySet<string>>): SiteLinkResolver {
  const unresolved = new Set<string>();
  const resolve: LinkResolver = (href) => {
    if (!href.startsWith('/')) return href;
    const [rawPath = '', anchor] = href.split('#', 2) as [string, string | undefined];
    const pathname = rawPath.length > 1 ? rawPath.replace(/\/$/, '') : rawPath;
    const anchors = anchorsByPathname.get(pathname);
    if (!anchors) {
      unresolved.add(pathname);
      return null;
    }
    return anchor && anchors.has(anchor) ? `${pageHref(pathname)}#${anchor}` : pageHref(pathname);
  };
  return { resolve, unresolved };
}
