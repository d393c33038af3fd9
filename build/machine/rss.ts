import { escapeHtml } from '../../site/render/escape';
import { canonicalUrl } from '../../site/routing/canonical';
import type { BlogPostSummary } from '../../site/siteData/types';

/** The blog's RSS 2.0 feed: one item per post, newest first, with absolute links. */
export function blogRss(posts: readonly BlogPostSummary[], siteUrl: string, channel: { title: string; description: string; blogPath: string; feedPath: string }): string {
  const items = posts.map((post) =>
    [
      '    <item>',
      `      <title>${escapeHtml(post.title)}</title>`,
      `      <link>${escapeHtml(canonicalUrl(siteUrl, post.pathname))}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(canonicalUrl(siteUrl, post.pathname))}</guid>`,
      `      <description>${escapeHtml(post.description)}</description>`,
      `      <pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>`,
      ...post.authors.map((author) => `      <dc:creator>${escapeHtml(author)}</dc:creator>`),
      ...post.tags.map((tag) => `      <category>${escapeHtml(tag)}</category>`),
      '    </item>',
    ].join('\n'),
  );
  const latest = posts[0] ? `\n    <lastBuildDate>${new Date(`${posts[0].date}T00:00:00Z`).toUTCString()}</lastBuildDate>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeHtml(channel.title)}</title>
    <link>${escapeHtml(canonicalUrl(siteUrl, channel.blogPath))}</link>
    <description>${escapeHtml(channel.description)}</description>
    <language>en</language>
    <atom:link href="${escapeHtml(`${siteUrl}${channel.feedPath}`)}" rel="self" type="application/rss+xml"/>${latest}
${items.join('\n')}
  </channel>
</rss>
`;
}
