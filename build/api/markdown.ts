/** Decides where a link found in a JSDoc comment points: a page of this site, or the upstream docs. */
export type LinkResolver = (href: string) => string;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
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

/**
 * Renders the small Markdown subset JSDoc comments use (paragraphs, `- ` lists, code, links, bold,
 * emphasis) to HTML. Everything else is escaped, so a comment can never inject markup.
 */
export function renderMarkdown(markdown: string, resolveLink: LinkResolver): string {
  const blocks = markdown.trim().split(/\n\s*\n/);
  return blocks
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => /^[-*] /.test(line))) {
        return `<ul>${lines.map((line) => `<li>${renderInline(line.slice(2), resolveLink)}</li>`).join('')}</ul>`;
      }
      return `<p>${renderInline(lines.join(' '), resolveLink)}</p>`;
    })
    .join('');
}

/** The upstream documentation a link is sent to when this site has no such page or anchor. */
export const UPSTREAM_DOCS = 'https://mui.com';

/**
 * A resolver keeping links internal when the page and anchor exist here, and sending the rest to the
 * upstream docs, so every internal link on an API page resolves (the build checks them all).
 */
export function createLinkResolver(anchorsByPathname: ReadonlyMap<string, ReadonlySet<string>>): LinkResolver {
  return (href) => {
    if (!href.startsWith('/')) return href;
    const [rawPath = '', anchor] = href.split('#', 2) as [string, string | undefined];
    const pathname = rawPath.length > 1 ? rawPath.replace(/\/$/, '') : rawPath;
    const anchors = anchorsByPathname.get(pathname);
    if (anchors && (!anchor || anchors.has(anchor))) return anchor ? `${pathname}#${anchor}` : pathname;
    return `${UPSTREAM_DOCS}${href}`;
  };
}
